import { asTeamId } from '../../../src/domain/core/index.ts'
import type { TeamSiteInput } from '../../../src/domain/publish/index.ts'
import { sampleTournament, entrant } from '../reports/sampleTournament.ts'
import type { IndividualTournament } from '../../../src/domain/tournament/index.ts'

/**
 * A five-player Swiss in its third round: round 1 has a PAB (5), round 2 a half-point bye (3),
 * round 3 a forfeit (3 wins against 2) and a game still being played on board 1.
 * After round 2: Pérez 2, Díaz 1½, Ruiz 1, López ½, García ½.
 */
export const smallSwiss: IndividualTournament = {
  ...sampleTournament([
    { ...entrant(1, 'Pérez, Ana', 2200), title: 'FM', sex: 'w' as const },
    entrant(2, 'López, Juan', 2100),
    entrant(3, 'García, Eva', 2000),
    entrant(4, 'Ruiz, Pablo', 1900),
    entrant(5, 'Díaz, Sara', 1800),
  ]),
  rounds: [
    {
      round: 1,
      boards: [
        { board: 1, white: 1, black: 3, result: '1-0' },
        { board: 2, white: 4, black: 2, result: '1/2' },
      ],
      bye: 5,
      requests: {},
      manualChanges: [],
    },
    {
      round: 2,
      boards: [
        { board: 1, white: 2, black: 1, result: '0-1' },
        { board: 2, white: 5, black: 4, result: '1/2' },
      ],
      bye: null,
      requests: { 3: 'half-bye' },
      manualChanges: [],
    },
    {
      round: 3,
      boards: [
        { board: 1, white: 1, black: 5, result: null },
        { board: 2, white: 3, black: 2, result: '+/-' },
      ],
      bye: 4,
      requests: {},
      manualChanges: [],
    },
  ],
}

const id = asTeamId

/**
 * A three-team, 4-board league after round 2 (team C rests in round 1, team A in round 2). The
 * sheet of round 2 was received (lineups known); round 1's was not.
 */
export const smallLeague: TeamSiteInput = {
  name: 'Liga de prueba',
  kind: 'league',
  division: 3,
  totalRounds: 3,
  boards: 4,
  teams: [
    { id: 'a', name: 'Club A', club: 'Club A', players: [{ name: 'Uno, Ana', rating: 1900 }] },
    { id: 'b', name: 'Club B', club: 'Club B', players: [{ name: 'Dos, Bea', rating: 1800 }] },
    { id: 'c', name: 'Club C', club: 'Club C', players: [{ name: 'Cinco, Eva', rating: 0 }] },
  ],
  rounds: [
    {
      round: 1,
      bye: 'c',
      matches: [
        {
          match: {
            round: 1,
            homeId: id('a'),
            awayId: id('b'),
            boards: ['1-0', '1-0', '1/2', '0-1'],
          },
        },
      ],
    },
    {
      round: 2,
      bye: 'a',
      matches: [
        {
          match: {
            round: 2,
            homeId: id('b'),
            awayId: id('c'),
            boards: ['1-0', '1/2', '-+', '0-1'],
          },
          date: '2026-10-11',
          lineup: {
            home: ['Dos, Bea', 'Tres, Carla', null, 'Seis, Fede'],
            away: ['Cinco, Eva', 'Cuatro, Dora', 'Siete, Gil', 'Ocho, Hugo'],
          },
        },
      ],
    },
  ],
  standings: [],
  tieCodes: ['TBR'],
}
