import { shuffled, type ClubId, type Rng, type TeamId } from '../core/index.ts'
import { bergerRounds } from './berger.ts'
import { serpentine } from './groups.ts'
import type { Fixture } from './league.ts'

/** A club's team in a blitz or rapid group, in strength order. */
export interface GroupTeam {
  readonly teamId: TeamId
  readonly clubId: ClubId
}

/**
 * Starting numbers for a blitz or rapid group: teams of the same club meet in the first round,
 * further club mates in the next ones; everyone else is placed by lot.
 * @see FAPA art. 88, 96 (same-club teams meet first)
 */
export function sameClubFirstNumbers(group: readonly GroupTeam[], rng: Rng): TeamId[] {
  const n = group.length
  const rounds = bergerRounds(n)
  const slots: (TeamId | undefined)[] = Array.from(
    { length: n % 2 === 0 ? n : n + 1 },
    () => undefined,
  )
  const placed = new Set<TeamId>()
  const mates: [GroupTeam, GroupTeam][] = []
  group.forEach((a, i) =>
    group.slice(i + 1).forEach((b) => a.clubId === b.clubId && mates.push([a, b])),
  )
  for (const [a, b] of mates) {
    if (placed.has(a.teamId) || placed.has(b.teamId)) continue
    const slot = rounds
      .flat()
      .find((p) => p.white <= n && p.black <= n && !slots[p.white - 1] && !slots[p.black - 1])
    if (!slot) continue
    slots[slot.white - 1] = a.teamId
    slots[slot.black - 1] = b.teamId
    placed.add(a.teamId).add(b.teamId)
  }
  const rest = shuffled(
    group.filter((t) => !placed.has(t.teamId)).map((t) => t.teamId),
    rng,
  )
  return slots.slice(0, n).map((s) => s ?? (rest.shift() as TeamId))
}

/** A play-off match; `white` plays White on the odd boards (art. 90, 96). */
export interface PlayoffMatch {
  readonly places: readonly [number, number]
  readonly white: TeamId
  readonly black: TeamId
}

/**
 * Semifinals: each group winner against the other group's runner-up, the winner with White.
 * @see FAPA art. 88, 96
 */
export function semifinals(groupA: readonly TeamId[], groupB: readonly TeamId[]): PlayoffMatch[] {
  const [a1, a2] = groupA
  const [b1, b2] = groupB
  if (!a1 || !a2 || !b1 || !b2) return []
  return [
    { places: [1, 4], white: a1, black: b2 },
    { places: [1, 4], white: b1, black: a2 },
  ]
}

function byLot(places: readonly [number, number], x: TeamId, y: TeamId, rng: Rng): PlayoffMatch {
  return rng.int(2) === 0 ? { places, white: x, black: y } : { places, white: y, black: x }
}

/** Final and third-place match from the semifinal winners and losers, colours by lot. @see FAPA art. 88, 96 */
export function finals(
  winners: readonly [TeamId, TeamId],
  losers: readonly [TeamId, TeamId],
  rng: Rng,
): PlayoffMatch[] {
  return [byLot([1, 2], winners[0], winners[1], rng), byLot([3, 4], losers[0], losers[1], rng)]
}

/**
 * Placement matches: the two thirds for 5th-6th, the two fourths for 7th-8th and so on, colours
 * by lot; a team without a counterpart takes the last place.
 * @see FAPA art. 88, 96
 */
export function placementMatches(
  groupA: readonly TeamId[],
  groupB: readonly TeamId[],
  rng: Rng,
): PlayoffMatch[] {
  const out: PlayoffMatch[] = []
  for (let k = 2; k < Math.min(groupA.length, groupB.length); k++) {
    const a = groupA[k] as TeamId
    const b = groupB[k] as TeamId
    out.push(byLot([2 * k + 1, 2 * k + 2], a, b, rng))
  }
  return out
}

/** Group fixtures by Berger tables once numbers are set. @see FAPA art. 88 (single round robin) */
export function groupFixtures(numbers: readonly TeamId[]): Fixture[] {
  return bergerRounds(numbers.length).flatMap((pairs, r) =>
    pairs.flatMap((p) => {
      const w = numbers[p.white - 1]
      const b = numbers[p.black - 1]
      return w && b ? [{ round: r + 1, homeId: w, awayId: b }] : []
    }),
  )
}

/** A blitz or rapid event's group stage: groups A and B with their starting numbers and fixtures. */
export interface BlitzGroups {
  readonly groupA: readonly TeamId[]
  readonly groupB: readonly TeamId[]
  readonly fixturesA: readonly Fixture[]
  readonly fixturesB: readonly Fixture[]
}

/**
 * Builds the group stage of the team blitz or rapid championship from the strength order: the
 * serpentine A 1-4-5-8... / B 2-3-6-7..., then starting numbers that make club mates meet first.
 * @see FAPA art. 87, 88, 96
 */
export function blitzGroupStage(order: readonly GroupTeam[], rng: Rng): BlitzGroups {
  const groups = serpentine(order)
  const groupA = sameClubFirstNumbers(groups[0], rng)
  const groupB = sameClubFirstNumbers(groups[1], rng)
  return { groupA, groupB, fixturesA: groupFixtures(groupA), fixturesB: groupFixtures(groupB) }
}
