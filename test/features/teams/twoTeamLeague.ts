import type { CompetitionTeam, TeamCompetitionRow } from '../../../src/features/teams/teamsDb.ts'

/**
 * A 4th-division league of Oviedo and Gijón, five players each (Ana 1800 down to Eva 1760), with
 * `rounds` rounds paired and no result; `late` marks Oviedo players added after a round.
 */
export function twoTeamLeague(
  rounds = 1,
  late: Readonly<Record<string, number>> = {},
): TeamCompetitionRow {
  const team = (name: string): CompetitionTeam => ({
    id: name,
    name,
    club: name,
    zone: '',
    players: ['Ana', 'Bea', 'Carla', 'Dora', 'Eva'].map((p, i) => {
      const after = name === 'Oviedo' ? late[p] : undefined
      return {
        name: `${p} ${name}`,
        rating: 1800 - 10 * i,
        ...(after !== undefined ? { addedAfterRound: after } : {}),
      }
    }),
  })
  return {
    id: 'c',
    name: 'Liga',
    division: 4,
    system: 'league',
    totalRounds: rounds,
    seed: 1,
    teams: [team('Oviedo'), team('Gijón')],
    order: ['Oviedo', 'Gijón'],
    rounds: Array.from({ length: rounds }, (_, k) => ({
      round: k + 1,
      fixtures: [{ homeId: 'Oviedo', awayId: 'Gijón', boards: [null, null, null, null] }],
      bye: null,
    })),
    createdAt: '2026-09-15T10:00:00.000Z',
    updatedAt: '2026-09-15T10:00:00.000Z',
  }
}
