import { describe, expect, test } from 'vitest'
import type { PlayerId } from '../../../src/domain/core/index.ts'
import type { PlayerRow } from '../../../src/db/schema.ts'
import {
  formatHalfPoints,
  formatHundredths,
  knownRatingsOf,
  ratingFactsOf,
} from '../../../src/features/tournaments/previewModel.ts'
import { LOCALES, type Locale } from '../../../src/i18n/index.ts'
import { testEntrant, testTournament } from '../../domain/tournament/builders.ts'

const doc = (ratingType: 'standard' | 'rapid' | 'blitz') =>
  testTournament(
    { timeControl: '15+5', ratingType },
    {
      entrants: [
        testEntrant(1, { registryId: 'a', fideRating: 1900, birthDate: '2010-05-04' }),
        testEntrant(2, { fideRating: 1900 }),
      ],
    },
  )
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
    // Every locale Alfil has; a new one fails to compile until its expected texts are here.
    const expected: Record<Locale, { hundredths: string[]; points: string[] }> = {
      es: {
        hundredths: ['0,92', '-0,34', '2,19', '0,00', '-0,05', '1,00', '-12,07'],
        points: ['0', '0,5', '1,5', '3', '10,5'],
      },
      en: {
        hundredths: ['0.92', '-0.34', '2.19', '0.00', '-0.05', '1.00', '-12.07'],
        points: ['0', '0.5', '1.5', '3', '10.5'],
      },
    }
    for (const locale of LOCALES)
      expect({
        hundredths: [92, -34, 219, 0, -5, 100, -1207].map((h) => formatHundredths(h, locale)),
        points: [0, 1, 3, 6, 21].map((hp) => formatHalfPoints(hp, locale)),
      }).toEqual(expected[locale])
  })
})
