import { describe, expect, test } from 'vitest'
import type { Outcome } from '../../../../src/domain/core/index.ts'
import { DEFAULT_SCORING } from '../../../../src/domain/core/index.ts'
import type {
  TournamentPlayer,
  TournamentSnapshot,
} from '../../../../src/domain/tournament/index.ts'
import {
  admitRapidEntries,
  defaultFormat,
  pairedInPenultimateRound,
  registrationDecision,
  zonalPromotionCount,
  zonalPromotions,
  zonalVenueCheck,
} from '../../../../src/domain/federation/championships/index.ts'

describe('FAPA art. 55.1 zonal tournaments of 4th division', () => {
  test.each([
    ['FAPA art. 55.1.1: Oviedo is a listed venue', 'Oviedo', 4, true, 'zonal/listed-venue'],
    [
      'FAPA art. 55.1.1: Cangas del Narcea is a listed venue',
      'Cangas del Narcea',
      0,
      true,
      'zonal/listed-venue',
    ],
    [
      'FAPA art. 55.1.2: another place with 15 players, with approval',
      'Llanes',
      15,
      true,
      'zonal/extra-venue',
    ],
    [
      'FAPA art. 55.1.2: another place with 14 players is refused',
      'Llanes',
      14,
      false,
      'zonal/too-few-players',
    ],
  ] as const)('%s', (_n, place, players, allowed, code) => {
    expect(zonalVenueCheck(place, players)).toMatchObject({ allowed, code })
  })

  test.each([
    [1, 1],
    [10, 1],
    [11, 2], // 1.1 rounded up
    [20, 2],
    [25, 3],
    [0, 0],
  ])('FAPA art. 55.1.7: %i paired in the penultimate round promote %i', (paired, promoted) => {
    expect(zonalPromotionCount(paired)).toBe(promoted)
  })

  test('FAPA art. 55.1.7: players paired in the penultimate round; a PAB is not a pairing', () => {
    const p = (startNo: number, r5: Outcome | undefined): TournamentPlayer => ({
      startNo,
      name: `P${startNo}`,
      rating: 0,
      rounds: [
        undefined,
        undefined,
        undefined,
        undefined,
        r5 === undefined
          ? undefined
          : { opponent: r5 === 'pab' ? null : 1, colour: null, outcome: r5 },
      ],
    })
    const t: TournamentSnapshot = {
      name: 'Zonal',
      totalRounds: 6,
      initialColour: 'white',
      players: [
        p(1, 'win'),
        p(2, 'loss'),
        p(3, 'forfeit-win'),
        p(4, 'forfeit-loss'),
        p(5, 'pab'),
        p(6, undefined),
      ],
      scoring: DEFAULT_SCORING,
      forbiddenPairs: [],
      acceleration: new Map(),
    }
    expect(pairedInPenultimateRound(t)).toBe(4)
  })

  test('FAPA art. 55.1.7: the first of 23 paired (3 places) go up, this season when the zonal ended before 3rd starts', () => {
    expect(zonalPromotions(['a', 'b', 'c', 'd'], 23, '2026-01-20', '2026-02-01')).toEqual({
      promoted: ['a', 'b', 'c'],
      playsThisSeason: true,
    })
    expect(zonalPromotions(['a', 'b'], 9, '2026-02-01', '2026-02-01')).toEqual({
      promoted: ['a'],
      playsThisSeason: false,
    })
  })
})

describe('FAPA default systems and rhythms', () => {
  test.each([
    [
      'FAPA art. 55.1.6 zonal: Swiss, 6 rounds, 90 min + 30 s',
      'zonal',
      { system: 'swiss', rounds: 6, baseMinutes: 90, incrementSeconds: 30 },
    ],
    [
      'FAPA art. 59 ages: Swiss, 6 rounds, 90 min + 30 s',
      'age',
      { system: 'swiss', rounds: 6, baseMinutes: 90, incrementSeconds: 30 },
    ],
    [
      'FAPA art. 60 blitz: accelerated Swiss, 11 rounds, 5 min',
      'blitz',
      { system: 'swiss-accelerated', rounds: 11, baseMinutes: 5, incrementSeconds: 0 },
    ],
    [
      'FAPA art. 62 rapid: Swiss, 7 rounds, 20 min',
      'rapid',
      { system: 'swiss', rounds: 7, baseMinutes: 20, incrementSeconds: 0 },
    ],
  ] as const)('%s', (_n, kind, format) => {
    expect(defaultFormat(kind)).toMatchObject(format)
  })
  test('FAPA art. 55.2: the final phase has no default in the regulation', () => {
    expect(defaultFormat('final')).toBeNull()
  })
})

describe('FAPA art. 47 registration and late entries', () => {
  test.each([
    [
      'FAPA art. 47.1: on the closing day: from round 1',
      '2026-03-10',
      false,
      { accepted: true, firstRound: 1 },
    ],
    [
      'FAPA art. 47.2: after the closing day: joins in round 2',
      '2026-03-11',
      false,
      { accepted: true, firstRound: 2, missedRounds: [1] },
    ],
    [
      'FAPA art. 47.2: once round 2 is paired: refused',
      '2026-03-12',
      true,
      { accepted: false, code: 'registration/closed' },
    ],
  ] as const)('%s', (_n, day, paired, expected) => {
    expect(registrationDecision(day, '2026-03-10', paired)).toMatchObject(expected)
  })
})

describe('FAPA art. 61 rapid entries when space is short', () => {
  test('FAPA art. 61: FEDA-rated players are admitted; unrated ones by registration order until full', () => {
    const entries = [
      { id: 'u1', hasFedaRating: false },
      { id: 'r1', hasFedaRating: true },
      { id: 'u2', hasFedaRating: false },
      { id: 'r2', hasFedaRating: true },
      { id: 'u3', hasFedaRating: false },
    ]
    expect(admitRapidEntries(entries, 4)).toEqual({
      admitted: ['u1', 'r1', 'u2', 'r2'],
      waiting: ['u3'],
    })
    expect(admitRapidEntries(entries, 2)).toEqual({
      admitted: ['r1', 'r2'],
      waiting: ['u1', 'u2', 'u3'],
    })
  })
})
