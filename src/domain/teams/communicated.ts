/**
 * Results the home team communicated to the federation by e-mail or telephone before the acta
 * arrives, recorded with the day and time they came in.
 * @see FAPA art. 82.4
 */
import { err, isIsoDate, ok, type Result } from '../core/index.ts'

/** When the result was communicated: local day 'YYYY-MM-DD' and time 'HH:MM'. */
export interface Communication {
  readonly date: string
  readonly time: string
}

export interface CommunicationError {
  readonly code: 'teams/bad-date' | 'teams/bad-time' | 'db/not-found'
  readonly field?: string
}

/**
 * Marks (or, with null, unmarks) the results of one match as communicated under art. 82.4; the
 * boards themselves are entered as any result, and an acta received later replaces them.
 */
export function markCommunicated<
  F extends { readonly communicated?: Communication },
  R extends { readonly round: number; readonly fixtures: readonly F[] },
>(
  rounds: readonly R[],
  at: { readonly round: number; readonly fixture: number },
  when: Communication | null,
): Result<R[], CommunicationError[]> {
  const round = rounds.find((r) => r.round === at.round)
  const f = round?.fixtures[at.fixture]
  if (!round || !f) return err([{ code: 'db/not-found' }])
  if (when !== null) {
    const errors: CommunicationError[] = []
    if (!isIsoDate(when.date)) errors.push({ code: 'teams/bad-date', field: 'date' })
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(when.time))
      errors.push({ code: 'teams/bad-time', field: 'time' })
    if (errors.length > 0) return err(errors)
  }
  const { communicated: _old, ...rest } = f
  const next = (when === null ? rest : { ...rest, communicated: when }) as F
  return ok(
    rounds.map((r) =>
      r === round ? { ...r, fixtures: r.fixtures.map((x, i) => (i === at.fixture ? next : x)) } : r,
    ),
  )
}
