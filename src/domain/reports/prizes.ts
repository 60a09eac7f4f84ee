/**
 * Standings by category and the allocation of a prize list. Categories read the data frozen at
 * registration: age on 31 December of the reference year from the birth date (FAPA art. 58),
 * sex, the tournament rating (the rating method's choice), the club. Prizes are given in the
 * order of the list to the best-placed player of their category who may still take one; places
 * come from the standings, so ties are broken by the tie-break chain and then by any playoff or
 * lot recorded. Players the chain and the decisions leave level are named together on the prize
 * until a playoff is recorded (FAPA art. 29.2.d: two 5-minute games, then the armageddon game).
 * @see FAPA art. 58, art. 29.2.d
 */
import {
  eventRating,
  type AgeGroup,
  type Entrant,
  type IndividualTournament,
  type Prize,
  type PrizeCategory,
  type PrizeList,
} from '../tournament/index.ts'
import type { TournamentStandingRow } from './individualStandings.ts'

/** Oldest age on 31 December for each youth group; veterans have turned 55. @see FAPA art. 58 */
const YOUTH_MAX: Readonly<Record<Exclude<AgeGroup, 'veterans'>, number>> = {
  U10: 10,
  U12: 12,
  U14: 14,
  U16: 16,
  U18: 18,
}
const VETERAN_MIN = 55

/** Age on 31 December of `year` (every birthday of the year has passed), null without a date. */
export function ageOnDecember31(birthDate: string, year: number): number | null {
  const born = Number.parseInt(birthDate.slice(0, 4), 10)
  return Number.isInteger(born) && born > 0 ? year - born : null
}

/** Whether a player belongs to a category. @see FAPA art. 58 ("… años de edad o menos al 31 de Diciembre del año en que finalice la temporada") */
export function inCategory(
  t: IndividualTournament,
  e: Entrant,
  c: PrizeCategory,
  referenceYear: number,
): boolean {
  switch (c.kind) {
    case 'general':
      return true
    case 'women':
      return e.sex === 'w'
    case 'club':
      return (e.club ?? '').trim().toLowerCase() === c.club.trim().toLowerCase()
    case 'rating': {
      const r = eventRating(e, t.settings.ratingMethod).rating
      return r >= c.min && r <= c.max
    }
    case 'age': {
      const age = ageOnDecember31(e.birthDate, referenceYear)
      if (age === null) return false
      return c.group === 'veterans' ? age >= VETERAN_MIN : age <= YOUTH_MAX[c.group]
    }
  }
}

/** The standings of one category: the rows of its players, in the order of the whole standings. */
export function categoryStandings(
  t: IndividualTournament,
  rows: readonly TournamentStandingRow[],
  c: PrizeCategory,
  referenceYear: number,
): TournamentStandingRow[] {
  const byNo = new Map(t.entrants.map((e) => [e.startNo, e]))
  return rows.filter((r) => {
    const e = byNo.get(r.startNo)
    return e !== undefined && inCategory(t, e, c, referenceYear)
  })
}

/** A prize as allocated: its winner, the players level for it, or nobody in its category. */
export type PrizeAward =
  | { readonly prize: Prize; readonly status: 'awarded'; readonly winner: number }
  /** Players level after the chain and every decision: a playoff (art. 29.2.d) decides. */
  | { readonly prize: Prize; readonly status: 'tie'; readonly players: readonly number[] }
  /**
   * One prize per player and a candidate still level for an earlier prize: who takes this one
   * depends on that playoff. `players` are the candidates, best placed first.
   */
  | { readonly prize: Prize; readonly status: 'pending'; readonly players: readonly number[] }
  | { readonly prize: Prize; readonly status: 'vacant' }

const categoryKey = (c: PrizeCategory): string => JSON.stringify(c)

/**
 * Allocates the prize list over the standings. With one prize per player, each prize goes to the
 * best-placed player of its category without a prize; otherwise the n-th prize of a category
 * goes to the n-th player of it. A group still level for a prize holds it and, one member per
 * prize, the prizes after it that the group reaches; a later prize whose best candidate is in
 * such a group waits for the playoff ('pending').
 */
export function allocatePrizes(
  t: IndividualTournament,
  rows: readonly TournamentStandingRow[],
  list: PrizeList,
): PrizeAward[] {
  const taken = new Set<number>()
  const undecided = new Set<number>()
  const heldByGroup = new Map<string, number>()
  const usedInCategory = new Map<string, number>()
  return list.prizes.map((prize): PrizeAward => {
    const all = categoryStandings(t, rows, prize.category, list.referenceYear)
    const key = categoryKey(prize.category)
    const open = list.onePerPlayer ? all.filter((r) => !taken.has(r.startNo)) : all
    const at = list.onePerPlayer ? 0 : (usedInCategory.get(key) ?? 0)
    usedInCategory.set(key, at + 1)
    const first = open[at]
    if (!first) return { prize, status: 'vacant' }
    const group = first.level ? open.filter((r) => r.rank === first.rank) : [first]
    const players = group.map((r) => r.startNo)
    const g = players.join(',')
    if (list.onePerPlayer && undecided.has(first.startNo) && !heldByGroup.has(g)) {
      const free = open.findIndex((r) => !undecided.has(r.startNo))
      const upTo = free < 0 ? open.length : free + 1
      return { prize, status: 'pending', players: open.slice(0, upTo).map((r) => r.startNo) }
    }
    if (group.length === 1) {
      taken.add(first.startNo)
      return { prize, status: 'awarded', winner: first.startNo }
    }
    if (list.onePerPlayer) {
      const held = (heldByGroup.get(g) ?? 0) + 1
      heldByGroup.set(g, held)
      for (const p of players) (held >= players.length ? taken : undecided).add(p)
      if (held >= players.length) for (const p of players) undecided.delete(p)
    }
    return { prize, status: 'tie', players }
  })
}
