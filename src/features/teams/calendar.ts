/**
 * A competition's calendar: the rounds already paired and, where the system fixes them in
 * advance (a Berger league once its starting numbers are drawn), the rounds still to come, each
 * with its date and start time.
 * @see FAPA art. 71, 72, 79.2
 */
import { addDays, asTeamId } from '../../domain/core/index.ts'
import { fourthDivisionSystem, leagueFixtures } from '../../domain/teams/index.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/** One round of the calendar; `paired` false for a Berger round not yet made. */
export interface PlannedRound {
  readonly round: number
  readonly fixtures: readonly { readonly homeId: string; readonly awayId: string }[]
  readonly paired: boolean
}

/** The system the competition plays: fixed at round 1 for the 4th division (art. 71). */
export function plannedSystem(c: TeamCompetitionRow): 'league' | 'swiss' {
  if (c.rounds.length > 0 || c.division !== 4 || c.kind) return c.system
  return fourthDivisionSystem(c.teams.length).system
}

/** True when the whole calendar is known in advance: a drawn league of the championship. */
export function calendarFixed(c: TeamCompetitionRow): boolean {
  return !c.kind && plannedSystem(c) === 'league' && c.order !== null
}

/**
 * Every round known so far: the paired ones, then the Berger rounds of a drawn league.
 * @see FAPA art. 72 (the draw fixes the league's calendar), FIDE C.05 Annex 1
 */
export function plannedRounds(c: TeamCompetitionRow): PlannedRound[] {
  const paired: PlannedRound[] = c.rounds.map((r) => ({
    round: r.round,
    fixtures: r.fixtures.map((f) => ({ homeId: f.homeId, awayId: f.awayId })),
    paired: true,
  }))
  if (!calendarFixed(c) || !c.order) return paired
  const later = leagueFixtures(c.order.map(asTeamId))
    .filter((r) => r.round > c.rounds.length)
    .map((r) => ({
      round: r.round,
      fixtures: r.fixtures.map((f) => ({ homeId: f.homeId as string, awayId: f.awayId as string })),
      paired: false,
    }))
  return [...paired, ...later]
}

/**
 * The date of a round: the one the federation set for the competition, else a week after the
 * previous round's (the last date set, or `firstDate` for round 1). 'YYYY-MM-DD'.
 */
export function roundDate(c: TeamCompetitionRow, round: number, firstDate: string): string {
  const dates = c.schedule?.dates ?? []
  for (let k = round; k >= 1; k--) {
    const set = dates[k - 1]
    if (set) return addDays(set, 7 * (round - k)) ?? set
  }
  return addDays(firstDate, 7 * (round - 1)) ?? firstDate
}

/** The official start time of the competition's matches, else `fallback` ('HH:MM'). */
export function roundTime(c: TeamCompetitionRow, fallback: string): string {
  return c.schedule?.time || fallback
}
