/**
 * Standings by category and the allocation of a prize list. Categories read the data frozen at
 * registration: age on 31 December of the reference year from the birth date (FAPA art. 58),
 * sex, the tournament rating (the rating method's choice), the club, and the province of that
 * club in the registry (the tournament keeps the club's name, the registry says where it is). Prizes are given in the
 * order of the list to the best-placed player of their category who may still take one; places
 * come from the standings, so ties are broken by the tie-break chain and then by any playoff or
 * lot recorded. Players the chain and the decisions leave level are named together on the prize
 * until a playoff is recorded (FAPA art. 29.2.d: two 5-minute games, then the armageddon game).
 * @see FAPA art. 58, art. 29.2.d
 */
import {
  AGE_GROUPS,
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

/**
 * Where each registry club is: the province keyed by the club's name and short name, folded
 * (trimmed, lower case). Clubs without a province are left out.
 */
export type ClubProvinces = ReadonlyMap<string, string>

const categoryKey = (c: PrizeCategory): string => JSON.stringify(c)
const foldClub = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ')

/** The province map of a set of registry clubs. */
export function clubProvinces(
  clubs: readonly {
    readonly name: string
    readonly shortName?: string | null
    readonly province?: string | null
  }[],
): ClubProvinces {
  const out = new Map<string, string>()
  for (const c of clubs) {
    const province = c.province?.trim()
    if (!province) continue
    for (const n of [c.name, c.shortName ?? '']) if (n.trim()) out.set(foldClub(n), province)
  }
  return out
}

/** The province of a player's club, '' when the club is not in the registry or has none. */
export function entrantProvince(e: Entrant, provinces: ClubProvinces): string {
  return e.club ? (provinces.get(foldClub(e.club)) ?? '') : ''
}

/** Whether a player belongs to a category. @see FAPA art. 58 ("… años de edad o menos al 31 de Diciembre del año en que finalice la temporada") */
export function inCategory(
  t: IndividualTournament,
  e: Entrant,
  c: PrizeCategory,
  referenceYear: number,
  provinces: ClubProvinces = new Map(),
): boolean {
  switch (c.kind) {
    case 'general':
      return true
    case 'women':
      return e.sex === 'w'
    case 'club':
      return foldClub(e.club ?? '') === foldClub(c.club)
    case 'province':
      return foldClub(entrantProvince(e, provinces)) === foldClub(c.province)
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
  provinces: ClubProvinces = new Map(),
): TournamentStandingRow[] {
  const byNo = new Map(t.entrants.map((e) => [e.startNo, e]))
  return rows.filter((r) => {
    const e = byNo.get(r.startNo)
    return e !== undefined && inCategory(t, e, c, referenceYear, provinces)
  })
}

/**
 * Every category whose standings can be shown: those of the prize list first, then the whole
 * field, the age groups of FAPA art. 58, women, and each club and province of the entrants (a
 * category need not have a prize to have standings).
 */
export function standingsCategories(
  t: IndividualTournament,
  list: PrizeList | undefined,
  provinces: ClubProvinces = new Map(),
): PrizeCategory[] {
  const out: PrizeCategory[] = []
  const seen = new Set<string>()
  const add = (c: PrizeCategory) => {
    const k =
      c.kind === 'club'
        ? `club:${foldClub(c.club)}`
        : c.kind === 'province'
          ? `province:${foldClub(c.province)}`
          : categoryKey(c)
    if (seen.has(k)) return
    seen.add(k)
    out.push(c)
  }
  for (const p of list?.prizes ?? []) add(p.category)
  add({ kind: 'general' })
  for (const group of AGE_GROUPS) add({ kind: 'age', group })
  add({ kind: 'women' })
  const clubs = [...new Set(t.entrants.flatMap((e) => (e.club?.trim() ? [e.club.trim()] : [])))]
  for (const club of clubs.sort((a, b) => a.localeCompare(b, 'es'))) add({ kind: 'club', club })
  const names = [...new Set(t.entrants.map((e) => entrantProvince(e, provinces)).filter(Boolean))]
  for (const province of names.sort((a, b) => a.localeCompare(b, 'es')))
    add({ kind: 'province', province })
  return out
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
  provinces: ClubProvinces = new Map(),
): PrizeAward[] {
  const taken = new Set<number>()
  const undecided = new Set<number>()
  const heldByGroup = new Map<string, number>()
  const usedInCategory = new Map<string, number>()
  return list.prizes.map((prize): PrizeAward => {
    const all = categoryStandings(t, rows, prize.category, list.referenceYear, provinces)
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
