import { DEFAULT_SCORING } from '../../../src/domain/core/index.ts'
import type {
  Board,
  Entrant,
  IndividualTournament,
  PairedRound,
  TournamentSettings,
} from '../../../src/domain/tournament/index.ts'

/** An entrant `P<startNo>` from round 1, unrated and without ids; `over` sets what a test reads. */
export const testEntrant = (startNo: number, over: Partial<Entrant> = {}): Entrant => ({
  startNo,
  registryId: null,
  name: `P${startNo}`,
  title: '',
  federation: 'ESP',
  fideId: '',
  fedaId: '',
  fideRating: 0,
  fedaRating: 0,
  birthDate: '',
  joinedRound: 1,
  ...over,
})

/** A board of a round. */
export const board = (n: number, white: number, black: number, result: Board['result']): Board => ({
  board: n,
  white,
  black,
  result,
})

/** Paired rounds numbered from 1, without requests or manual changes. */
export const pairedRounds = (
  rounds: readonly { boards: readonly Board[]; bye: number | null }[],
): PairedRound[] => rounds.map((r, i) => ({ round: i + 1, ...r, requests: {}, manualChanges: [] }))

/**
 * A one-day standard Swiss (Dutch, FAPA unplayed rule, no tie-breaks) with frozen numbers and no
 * rounds; `settings` and `over` set what a test reads.
 */
export const testTournament = (
  settings: Partial<TournamentSettings>,
  over: Partial<IndividualTournament> = {},
): IndividualTournament => ({
  settings: {
    name: 'T',
    place: '',
    startDate: '2026-03-01',
    endDate: '2026-03-01',
    chiefArbiter: '',
    deputyArbiters: [],
    timeControl: '90+30',
    ratingType: 'standard',
    totalRounds: 1,
    system: 'dutch',
    scoring: DEFAULT_SCORING,
    tiebreaks: [],
    unplayed: 'fapa',
    initialColour: 'white',
    fideMode: false,
    lotSeed: 1,
    ...settings,
  },
  entrants: [],
  numbersFrozen: true,
  rounds: [],
  pendingRequests: {},
  fideModeLeftAt: null,
  ...over,
})
