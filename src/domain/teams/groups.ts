import { shuffled, type ClubId, type Rng, type TeamId } from '../core/index.ts'
import type { Division } from './types.ts'

/** A team placed in the strength order with its club, for group making. */
export interface SeededTeam {
  readonly teamId: TeamId
  readonly clubId: ClubId
}

/** A team's last-season record, used to build the 3rd-division strength order. @see FAPA art. 72 */
export interface LastSeason {
  readonly teamId: TeamId
  readonly clubId: ClubId
  /** Division played last season (2 for teams relegated from 2nd). */
  readonly division: Division
  /** Points scored, in half-points, and points at stake, in half-points. */
  readonly points: number
  readonly possible: number
}

/**
 * Strength order: by last season's division (2nd, 3rd, 4th), then higher percentage of points,
 * then more points, then lot.
 * @see FAPA art. 72
 */
export function strengthOrderFromLastSeason(
  entries: readonly LastSeason[],
  rng: Rng,
): LastSeason[] {
  const lot = new Map(shuffled(entries, rng).map((e, i) => [e.teamId, i]))
  return entries.slice().sort((a, b) => {
    if (a.division !== b.division) return a.division - b.division
    const pct = b.points * Math.max(a.possible, 1) - a.points * Math.max(b.possible, 1)
    if (pct !== 0 && a.possible > 0 && b.possible > 0) return pct
    return b.points - a.points || (lot.get(a.teamId) ?? 0) - (lot.get(b.teamId) ?? 0)
  })
}

/** Group (0 or 1) of a 0-based strength position in the serpentine 1-4-5-8... / 2-3-6-7... @see FAPA art. 72, 88 */
export function serpentineGroup(position: number): 0 | 1 {
  const m = position % 4
  return m === 0 || m === 3 ? 0 : 1
}

/** Splits a strength order into two groups by the serpentine, without swaps. @see FAPA art. 72, 88, 96 */
export function serpentine<T>(order: readonly T[]): [T[], T[]] {
  const groups: [T[], T[]] = [[], []]
  order.forEach((t, i) => groups[serpentineGroup(i)].push(t))
  return groups
}

function findClash(group: readonly SeededTeam[]): number {
  for (let j = 1; j < group.length; j++)
    if (group.slice(0, j).some((t) => t.clubId === group[j]?.clubId)) return j
  return -1
}

/**
 * 3rd-division groups: serpentine, then a club's weaker team meeting its club mate in a group
 * swaps with the team in the same position of the other group.
 * @see FAPA art. 72
 */
export function thirdDivisionGroups(order: readonly SeededTeam[]): [SeededTeam[], SeededTeam[]] {
  const groups = serpentine(order)
  for (let guard = 0; guard < order.length; guard++) {
    const g: 0 | 1 | null = findClash(groups[0]) >= 0 ? 0 : findClash(groups[1]) >= 0 ? 1 : null
    if (g === null) break
    const j = findClash(groups[g])
    const other = groups[g === 0 ? 1 : 0]
    const a = groups[g][j]
    const b = other[j]
    if (!a || !b) break
    groups[g][j] = b
    other[j] = a
  }
  return groups
}

/** Swaps a team with the one in the same position of the other group (committee, distance). @see FAPA art. 72 */
export function swapSamePosition<T extends SeededTeam>(
  groups: readonly [T[], T[]],
  teamId: TeamId,
): [T[], T[]] {
  const out: [T[], T[]] = [groups[0].slice(), groups[1].slice()]
  for (const g of [0, 1] as const) {
    const j = out[g].findIndex((t) => t.teamId === teamId)
    const other = out[g === 0 ? 1 : 0]
    const a = out[g][j]
    const b = other[j]
    if (j >= 0 && a && b) {
      out[g][j] = b
      other[j] = a
      break
    }
  }
  return out
}

/** A team of the 3rd division's list placed in its group, and whether a club swap moved it. */
export interface GroupPlace {
  readonly teamId: TeamId
  /** 1-based position in the strength order. */
  readonly position: number
  readonly group: 1 | 2
  /** Moved to the other group because its club already had a stronger team there. */
  readonly swapped: boolean
}

/**
 * The two groups of the 3rd division from its strength order: the serpentine, then the club
 * swaps, each team with its strength position and whether a swap moved it.
 * @see FAPA art. 71, 72
 */
export function thirdDivisionPlaces(order: readonly SeededTeam[]): [GroupPlace[], GroupPlace[]] {
  const position = new Map(order.map((t, i) => [t.teamId, i]))
  const place = (g: 0 | 1) => (t: SeededTeam) => {
    const i = position.get(t.teamId) ?? 0
    return {
      teamId: t.teamId,
      position: i + 1,
      group: (g + 1) as 1 | 2,
      swapped: serpentineGroup(i) !== g,
    }
  }
  const [a, b] = thirdDivisionGroups(order)
  return [a.map(place(0)), b.map(place(1))]
}
