import { describe, expect, test } from 'vitest'
import { DEFAULT_SCORING, type PlayerId } from '../../../src/domain/core/index.ts'
import type { Entrant, IndividualTournament } from '../../../src/domain/tournament/index.ts'
import type { PlayerRow } from '../../../src/db/schema.ts'
import {
  formatHalfPoints,
  formatHundredths,
  knownRatingsOf,
  ratingFactsOf,
} from '../../../src/features/ratings/previewModel.ts'

const entrant = (startNo: number, registryId: string | null, birthDate = ''): Entrant => ({
  startNo,
  registryId,
  name: `P${startNo}`,
  title: '',
  federation: 'ESP',
  fideId: '',
  fedaId: '',
  fideRating: 1900,
  fedaRating: 0,
  birthDate,
  joinedRound: 1,
})
const doc = (ratingType: 'standard' | 'rapid' | 'blitz'): IndividualTournament => ({
  settings: {
    name: 'T',
    place: '',
    startDate: '2026-03-01',
    endDate: '2026-03-01',
    chiefArbiter: '',
    deputyArbiters: [],
    timeControl: '15+5',
    ratingType,
    totalRounds: 1,
    system: 'dutch',
    scoring: DEFAULT_SCORING,
    tiebreaks: [],
    unplayed: 'fapa',
    initialColour: 'white',
    fideMode: false,
    lotSeed: 1,
  },
  entrants: [entrant(1, 'a', '2010-05-04'), entrant(2, null)],
  numbersFrozen: true,
  rounds: [],
  pendingRequests: {},
  fideModeLeftAt: null,
})
const player = { id: 'a' as PlayerId, ratingStandard: 1900, ratingRapid: null, ratingBlitz: 1750 }

describe('registry facts for the rating preview', () => {
  test('fide-facts 6.4: rapid and blitz take the registry list rating and the standard one beside it', () => {
    const rows = [player as unknown as PlayerRow]
    expect(Object.fromEntries(knownRatingsOf(doc('rapid'), rows))).toEqual({
      1: { own: null, standard: 1900 },
    })
    expect(Object.fromEntries(knownRatingsOf(doc('blitz'), rows))).toEqual({
      1: { own: 1750, standard: 1900 },
    })
    // A standard event keeps the rating frozen at registration.
    expect(knownRatingsOf(doc('standard'), rows).size).toBe(0)
  })
  test('FIDE B.02 art. 8.3.3: birth year from the registration; 30 earlier games unless marked new', () => {
    expect(Object.fromEntries(ratingFactsOf(doc('standard'), new Set([2])))).toEqual({
      1: { gamesBefore: 30, birthYear: 2010, hasReached2400: false },
      2: { gamesBefore: 0, birthYear: null, hasReached2400: false },
    })
  })
  test('hundredths and points in each language', () => {
    expect([
      formatHundredths(92, 'es'),
      formatHundredths(-34, 'en'),
      formatHundredths(219, 'es'),
    ]).toEqual(['0,92', '-0.34', '2,19'])
    expect([
      formatHalfPoints(6, 'es'),
      formatHalfPoints(3, 'es'),
      formatHalfPoints(1, 'en'),
    ]).toEqual(['3', '1,5', '0.5'])
  })
})
