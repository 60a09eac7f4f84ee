/**
 * What each departure did to a division's results: the team, the round after which it left, why
 * (withdrawal recorded by the director, or elimination by its absences) and the effect on the
 * standings.
 */
import type { TeamCompetitionRow } from './competitionState.ts'
import { departures, matchRecords } from './divisionCompetition.ts'
import { leagueMatchesPerTeam } from './league.ts'
import { scoreMatch } from './scoring.ts'
import { forfeitLimit } from './withdrawals.ts'

export interface DepartureNote {
  readonly teamId: string
  readonly afterRound: number
  readonly reason: 'withdrawn' | 'eliminated'
  /** Individual absences up to the departure, and the limit of the division (art. 78.1). */
  readonly absences: number
  readonly limit: number
  /** The whole team did not turn up to a match (art. 78.1). */
  readonly noShow: boolean
  /** '65.1': results annulled; '65.2': kept, the rest awarded; 'swiss': not paired again. */
  readonly rule: '65.1' | '65.2' | 'swiss'
  readonly annulled: number
  readonly awarded: number
}

/** Every withdrawal and elimination of a division with its cause and effect. @see FAPA art. 65, 78.1 */
export function departureNotes(c: TeamCompetitionRow): DepartureNote[] {
  const played = matchRecords(c).filter((m) => m.boards.every((b) => b !== null))
  const scheduled = leagueMatchesPerTeam(c.teams.length)
  return departures(c).map((d) => {
    let absences = 0
    let noShow = false
    let own = 0
    for (const m of played) {
      if (m.round > d.afterRound || (m.homeId !== d.teamId && m.awayId !== d.teamId)) continue
      const side = scoreMatch(m)[m.homeId === d.teamId ? 'home' : 'away']
      absences += side.absences
      noShow ||= side.noShow
      own++
    }
    const early = own * 2 < scheduled
    const rule = c.system === 'swiss' ? 'swiss' : early ? '65.1' : '65.2'
    return {
      teamId: d.teamId,
      afterRound: d.afterRound,
      reason: d.reason,
      absences,
      limit: forfeitLimit('league', c.division),
      noShow,
      rule,
      annulled: rule === '65.1' ? own : 0,
      awarded: rule === '65.2' ? scheduled - own : 0,
    }
  })
}
