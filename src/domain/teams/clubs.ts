import type { ClubId } from '../core/index.ts'
import { violation, type Club, type Team, type Violation } from './types.ts'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The letter of a club's n-th team (0 = A), in decreasing category. @see FAPA art. 14 */
export function teamLetter(index: number): string {
  return LETTERS[index] ?? `Z${index - LETTERS.length + 1}`
}

/** Display name of a team: the club's name and the team letter. @see FAPA art. 14 */
export function teamName(club: Club, team: Team): string {
  return `${club.name} ${team.letter}`
}

function byClub(teams: readonly Team[]): Map<ClubId, Team[]> {
  const map = new Map<ClubId, Team[]>()
  for (const t of teams) map.set(t.clubId, [...(map.get(t.clubId) ?? []), t])
  return map
}

/**
 * Letters of a club's teams run A, B, C... with no gaps, and a later letter never plays in a
 * higher category than an earlier one.
 * @see FAPA art. 14
 */
export function checkTeamLetters(teams: readonly Team[]): Violation[] {
  const out: Violation[] = []
  for (const clubTeams of byClub(teams).values()) {
    const sorted = clubTeams.slice().sort((a, b) => a.letter.localeCompare(b.letter))
    sorted.forEach((t, i) => {
      if (t.letter !== teamLetter(i))
        out.push(
          violation('team/letter-gap', '14', 'registration-rejected', {
            teamId: t.id,
            detail: teamLetter(i),
          }),
        )
      const prev = sorted[i - 1]
      if (prev && prev.division > t.division)
        out.push(
          violation('team/letter-order', '14', 'registration-rejected', {
            teamId: t.id,
            detail: prev.letter,
          }),
        )
    })
  }
  return out
}

/**
 * At most one team per club in 1st and in 2nd, at most two in 3rd and then in different groups,
 * any number in 4th.
 * @see FAPA art. 68.2
 */
export function checkTeamsPerDivision(teams: readonly Team[]): Violation[] {
  const out: Violation[] = []
  for (const clubTeams of byClub(teams).values()) {
    for (const division of [1, 2] as const) {
      const inDiv = clubTeams.filter((t) => t.division === division)
      for (const extra of inDiv.slice(1))
        out.push(
          violation('team/too-many-in-division', '68.2', 'registration-rejected', {
            teamId: extra.id,
          }),
        )
    }
    const third = clubTeams.filter((t) => t.division === 3)
    for (const extra of third.slice(2))
      out.push(
        violation('team/too-many-in-division', '68.2', 'registration-rejected', {
          teamId: extra.id,
        }),
      )
    const [a, b] = third
    if (a && b && a.group !== undefined && a.group === b.group)
      out.push(violation('team/same-group', '68.2', 'registration-rejected', { teamId: b.id }))
  }
  return out
}

/** True when the club may add one more team in that division (and 3rd-division group). @see FAPA art. 68.2 */
export function canAddTeam(teams: readonly Team[], candidate: Team): boolean {
  return checkTeamsPerDivision([...teams, candidate]).every((v) => v.teamId !== candidate.id)
}
