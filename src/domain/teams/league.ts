import { shuffled, type Rng, type TeamId } from '../core/index.ts'
import { bergerRounds } from './berger.ts'

/** A scheduled match: the home team plays White on the odd boards (art. 73.1). */
export interface Fixture {
  readonly round: number
  readonly homeId: TeamId
  readonly awayId: TeamId
}

/** A league round: its matches and the team resting when the field is odd. */
export interface LeagueRound {
  readonly round: number
  readonly fixtures: readonly Fixture[]
  readonly resting: TeamId | null
}

/** Starting numbers drawn by lot: index 0 gets number 1. @see FAPA art. 72 (leagues draw their starting numbers) */
export function drawStartingNumbers(teams: readonly TeamId[], rng: Rng): TeamId[] {
  return shuffled(teams, rng)
}

/**
 * Single round-robin fixtures from teams in starting-number order, by the Berger tables.
 * @see FAPA art. 71 (single round robin), FIDE C.05 Annex 1
 */
export function leagueFixtures(byNumber: readonly TeamId[]): LeagueRound[] {
  const n = byNumber.length
  return bergerRounds(n).map((pairs, i) => {
    const fixtures: Fixture[] = []
    let resting: TeamId | null = null
    for (const p of pairs) {
      const w = byNumber[p.white - 1]
      const b = byNumber[p.black - 1]
      if (w && b) fixtures.push({ round: i + 1, homeId: w, awayId: b })
      else resting = w ?? b ?? null
    }
    return { round: i + 1, fixtures, resting }
  })
}

/** Matches each team plays in a single round robin of n teams. @see FAPA art. 71 */
export function leagueMatchesPerTeam(n: number): number {
  return n - 1
}

/** The 4th-division system for a field: a league up to 12 teams, else a Swiss of 8, 9 or 10 rounds. @see FAPA art. 71 */
export function fourthDivisionSystem(teams: number): {
  readonly system: 'league' | 'swiss'
  readonly rounds: number
} {
  if (teams <= 12) return { system: 'league', rounds: teams % 2 === 0 ? teams - 1 : teams }
  return { system: 'swiss', rounds: teams <= 24 ? 8 : teams <= 40 ? 9 : 10 }
}
