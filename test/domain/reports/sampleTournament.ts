import { DEFAULT_SCORING } from '../../../src/domain/core/index.ts'
import type { IndividualTournament } from '../../../src/domain/tournament/index.ts'

/** One entrant of the sample; a FEDA rating of 0 means no FEDA id either. */
export const entrant = (startNo: number, name: string, fideRating: number, fedaRating = 0) => ({
  startNo,
  registryId: null,
  name,
  title: '',
  federation: 'ESP',
  fideId: String(2200000 + startNo),
  fedaId: fedaRating ? String(33000 + startNo) : '',
  fideRating,
  fedaRating,
  birthDate: '',
  joinedRound: 1,
})

/**
 * The Abierto de Gijón, a 5-player Swiss after two rounds: round 1 has a PAB (5) and a manual
 * change, round 2 a forfeit (2 wins against 1) and a half-point bye (4).
 */
export const sampleTournament = (
  entrants: IndividualTournament['entrants'],
): IndividualTournament => ({
  settings: {
    name: 'Abierto de Gijón',
    place: 'Gijón',
    startDate: '2026-08-01',
    endDate: '2026-08-03',
    chiefArbiter: 'Ana Arbitro',
    deputyArbiters: ['Luis Adjunto'],
    timeControl: '90+30',
    ratingType: 'standard',
    totalRounds: 3,
    system: 'dutch',
    scoring: DEFAULT_SCORING,
    tiebreaks: ['BH-C1', 'BH', 'SB', 'PS'],
    unplayed: 'fapa',
    initialColour: 'white',
    fideMode: true,
    lotSeed: 5,
  },
  entrants,
  numbersFrozen: true,
  rounds: [
    {
      round: 1,
      boards: [
        { board: 1, white: 1, black: 3, result: '1-0' },
        { board: 2, white: 4, black: 2, result: '1/2' },
      ],
      bye: 5,
      requests: {},
      manualChanges: [
        {
          at: '2026-08-01T16:00:00.000Z',
          reason: 'Hermanos',
          before: [
            { white: 1, black: 2 },
            { white: 4, black: 3 },
          ],
          after: [
            { white: 1, black: 3 },
            { white: 4, black: 2 },
          ],
        },
      ],
    },
    {
      round: 2,
      boards: [
        { board: 1, white: 2, black: 1, result: '+/-' },
        { board: 2, white: 3, black: 5, result: '0-1' },
      ],
      bye: null,
      requests: { 4: 'half-bye' },
      manualChanges: [],
    },
  ],
  pendingRequests: {},
  fideModeLeftAt: null,
})

/** The sample with FEDA ratings for players 2 and 5; player 5 has no FIDE rating. */
export const doc: IndividualTournament = sampleTournament([
  entrant(1, 'Uno, Ana', 2100),
  entrant(2, 'Dos, Bea', 2000, 2010),
  entrant(3, 'Tres, Carla', 1900),
  entrant(4, 'Cuatro, Dora', 1800),
  entrant(5, 'Cinco, Eva', 0, 1650),
])
