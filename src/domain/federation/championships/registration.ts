/** When a registration takes effect. @see FAPA art. 47 */
export type EntryDecision =
  | { readonly accepted: true; readonly firstRound: 1; readonly code: 'registration/in-time' }
  | {
      readonly accepted: true
      readonly firstRound: 2
      readonly code: 'registration/late-round-2'
      readonly missedRounds: readonly number[]
    }
  | { readonly accepted: false; readonly code: 'registration/closed' }

/**
 * A registration on `day`: in time until the closing day (inclusive) plays from round 1; later
 * ones join in round 2; once round 2 is paired, none is accepted.
 * @see FAPA art. 47.1, 47.2
 */
export function registrationDecision(
  day: string,
  closingDay: string,
  round2Paired: boolean,
): EntryDecision {
  if (round2Paired) return { accepted: false, code: 'registration/closed' }
  if (day <= closingDay) return { accepted: true, firstRound: 1, code: 'registration/in-time' }
  return { accepted: true, firstRound: 2, code: 'registration/late-round-2', missedRounds: [1] }
}

/** An entry of the rapid championship in registration order. */
export interface RapidEntry {
  readonly id: string
  readonly hasFedaRating: boolean
}

/**
 * When space is short, players with a FEDA rating are all admitted and those without one by
 * their registration order until the hall is full. `entries` is in registration order.
 * @see FAPA art. 61
 */
export function admitRapidEntries(
  entries: readonly RapidEntry[],
  capacity: number,
): { admitted: string[]; waiting: string[] } {
  const rated = entries.filter((e) => e.hasFedaRating)
  const free = Math.max(0, capacity - rated.length)
  const unrated = entries.filter((e) => !e.hasFedaRating)
  const admittedIds = new Set([
    ...rated.map((e) => e.id),
    ...unrated.slice(0, free).map((e) => e.id),
  ])
  return {
    admitted: entries.filter((e) => admittedIds.has(e.id)).map((e) => e.id),
    waiting: entries.filter((e) => !admittedIds.has(e.id)).map((e) => e.id),
  }
}

/** A player's registration for a championship, with the round he or she plays from. */
export interface RegistrationEntry {
  readonly playerId: string
  /** Day of the registration, `YYYY-MM-DD`. */
  readonly day: string
  readonly firstRound: 1 | 2
}

/** A championship's registration: the period the federation sets and the entries so far. */
export interface ChampionshipRegistration {
  /** Last day of the period (inclusive), `YYYY-MM-DD`. */
  readonly closes: string
  /** Set once round 2 is paired: no registration is accepted after it. */
  readonly round2Paired: boolean
  readonly entries: readonly RegistrationEntry[]
}

export type RegistrationRefusal =
  'registration/closed' | 'registration/already-registered' | 'registration/bad-day'

/**
 * Registers a player on `day`: in time plays from round 1, after the closing day from round 2,
 * and nobody once round 2 is paired.
 * @see FAPA art. 47.1, 47.2
 */
export function registerForChampionship(
  reg: ChampionshipRegistration,
  playerId: string,
  day: string,
):
  | {
      readonly ok: true
      readonly value: ChampionshipRegistration
      readonly decision: EntryDecision
    }
  | { readonly ok: false; readonly code: RegistrationRefusal } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return { ok: false, code: 'registration/bad-day' }
  if (reg.entries.some((e) => e.playerId === playerId))
    return { ok: false, code: 'registration/already-registered' }
  const decision = registrationDecision(day, reg.closes, reg.round2Paired)
  if (!decision.accepted) return { ok: false, code: decision.code }
  const entry: RegistrationEntry = { playerId, day, firstRound: decision.firstRound }
  return { ok: true, value: { ...reg, entries: [...reg.entries, entry] }, decision }
}

/** The ids of the registered players. */
export function registeredIds(reg: ChampionshipRegistration | undefined): Set<string> {
  return new Set((reg?.entries ?? []).map((e) => e.playerId))
}
