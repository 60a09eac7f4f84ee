import { describe, expect, it } from 'vitest'
import { tournamentToTrf } from '../../../src/domain/reports/index.ts'
import {
  WARNING_LEVELS,
  correctionConsequences,
  eventRating,
  fideRatingFor,
  foldTournament,
  historyLines,
  pairingRequestOf,
  requestsForNextRound,
  snapshotOf,
  trfLogLines,
  warningsFor,
  type TournamentEvent,
} from '../../../src/domain/tournament/index.ts'
import {
  fourPlayers,
  foldEvents,
  logEntries,
  logSettings,
  newEntrant,
  type LoggedEvent,
} from './commandPlayer.ts'

type Step = LoggedEvent
const entries = logEntries
const fold = foldEvents

/** The first refusal of the last event, after the others applied. */
function refusal(events: readonly Step[]): unknown {
  const r = foldTournament(null, entries(events))
  if (r.ok) throw new Error('the log folded')
  return { seq: r.error[0]?.seq, code: r.error[0]?.code, params: r.error[0]?.params }
}

const create = (fideMode: boolean, totalRounds = 3): TournamentEvent => ({
  type: 'tournament-created',
  payload: { settings: logSettings({ fideMode, totalRounds }) },
})
const result = (round: number, board: number, r: '1-0' | '0-1' | '1/2'): TournamentEvent => ({
  type: 'result-set',
  payload: { round, board, result: r },
})
const round2: TournamentEvent = {
  type: 'round-paired',
  payload: {
    pairing: {
      round: 2,
      games: [
        { white: 2, black: 1 },
        { white: 3, black: 4 },
      ],
      bye: null,
    },
  },
}
/** Four players, round 1 (1-3 1-0, 4-2 0-1) played and round 2 paired 2-1, 3-4 without results. */
const twoRounds = (fideMode: boolean): TournamentEvent[] => [
  create(fideMode),
  ...fourPlayers(),
  result(1, 1, '1-0'),
  result(1, 2, '0-1'),
  round2,
]

describe('C.04.2 corrections of past results with their consequences', () => {
  it('C.04.2: a round-1 result changed after round 2 is paired names round 2 (paired on the old score, level 3) and that it can be re-paired while it has no result (level 2)', () => {
    const t = fold(twoRounds(true))
    expect(correctionConsequences(t, 1)).toEqual({ laterRounds: [2], repairable: 2 })
    const correction: TournamentEvent = {
      type: 'result-corrected',
      payload: { round: 1, board: 1, result: '0-1', previous: '1-0' },
    }
    expect(warningsFor(t, correction)).toEqual([
      { code: 'warn/correction-later-rounds', level: 3, params: { round: 1, rounds: '2' } },
      { code: 'warn/correction-repairable', level: 2, params: { round: 2 } },
    ])
    expect(
      warningsFor(t, { type: 'result-set', payload: { round: 2, board: 1, result: '1-0' } }),
    ).toEqual([])
  })

  it('C.04.2: once round 2 has a result the pairing stands: only round 2 is named, no re-pairing offered', () => {
    const t = fold([...twoRounds(true), result(2, 1, '1/2')])
    expect(correctionConsequences(t, 1)).toEqual({ laterRounds: [2], repairable: null })
  })

  it('C.04.2: the correction changes the score, is in the history and the TRF as "round/correct R1 B1 1-0 -> 0-1"', () => {
    const events = [
      ...twoRounds(true),
      { type: 'result-corrected', payload: { round: 1, board: 1, result: '0-1', previous: '1-0' } },
    ] satisfies TournamentEvent[]
    const t = fold(events)
    expect(t.rounds[0]?.boards[0]?.result).toBe('0-1')
    const lines = trfLogLines(historyLines(entries(events)))
    expect(lines.at(-1)).toBe('2026-07-01T10:00:10.000Z round/correct R1 B1 1-0 -> 0-1')
    expect(tournamentToTrf(t, lines)).toContain(
      '### 2026-07-01T10:00:10.000Z round/correct R1 B1 1-0 -> 0-1',
    )
  })

  it('C.04.2: a correction made on a stale view (the board changed since) is refused', () => {
    expect(
      refusal([
        ...twoRounds(false),
        {
          type: 'result-corrected',
          payload: { round: 1, board: 1, result: '0-1', previous: '1/2' },
        },
      ]),
    ).toEqual({ seq: 11, code: 'round/correction-stale', params: { round: 1, board: 1 } })
  })

  it('C.02 past results: in FIDE mode only the previous round changes; round 1 is locked once round 3 is paired', () => {
    const round3: TournamentEvent = {
      type: 'round-paired',
      payload: {
        pairing: {
          round: 3,
          games: [
            { white: 1, black: 4 },
            { white: 2, black: 3 },
          ],
          bye: null,
        },
      },
    }
    const played = [...twoRounds(true), result(2, 1, '1/2'), result(2, 2, '1-0'), round3]
    expect(
      refusal([
        ...played,
        {
          type: 'result-corrected',
          payload: { round: 1, board: 1, result: '0-1', previous: '1-0' },
        },
      ]),
    ).toEqual({ seq: 14, code: 'round/locked-fide-mode', params: { round: 1 } })
  })

  it('C.02 past results: a correction for the rating report only is kept apart, leaves the score and is a ### line', () => {
    const t = fold([
      ...twoRounds(true),
      {
        type: 'rating-correction-noted',
        payload: { round: 1, board: 2, result: '-/+', note: 'no se jugó' },
      },
    ])
    expect(t.rounds[0]?.boards[1]?.result).toBe('0-1')
    expect(t.ratingCorrections).toEqual([{ round: 1, board: 2, result: '-/+', note: 'no se jugó' }])
    expect(tournamentToTrf(t)).toContain('### RATING CORRECTION R1 B2 -/+ no se jugó')
  })
})

describe('C.02 number of rounds', () => {
  it('C.02: changing 3 rounds to 2 warns at level 4 that round 2, paired, becomes the last (its criteria differ)', () => {
    const t = fold(twoRounds(true))
    const e: TournamentEvent = { type: 'rounds-changed', payload: { totalRounds: 2 } }
    expect(warningsFor(t, e)).toEqual([
      { code: 'warn/rounds-changed', level: 4, params: { from: 3, to: 2 } },
      { code: 'warn/last-round-recheck', level: 4, params: { round: 2 } },
    ])
    const after = fold([...twoRounds(true), e])
    expect(after.settings.totalRounds).toBe(2)
    expect(pairingRequestOf(after).tournament.totalRounds).toBe(2)
  })

  it('C.02: 3 rounds to 5 with round 2 paired is no re-check; below the rounds paired is refused', () => {
    const t = fold(twoRounds(true))
    expect(warningsFor(t, { type: 'rounds-changed', payload: { totalRounds: 5 } })).toEqual([
      { code: 'warn/rounds-changed', level: 4, params: { from: 3, to: 5 } },
    ])
    expect(
      refusal([...twoRounds(true), { type: 'rounds-changed', payload: { totalRounds: 1 } }]),
    ).toEqual({ seq: 11, code: 'tournament/rounds-below-paired', params: { paired: 2 } })
  })

  it('C.02 warnings: levels are fixed (2-5) and cannot be lowered at run time', () => {
    expect(Object.isFrozen(WARNING_LEVELS)).toBe(true)
    expect(() => {
      ;(WARNING_LEVELS as Record<string, number>)['warn/rounds-changed'] = 2
    }).toThrow(TypeError)
    expect(WARNING_LEVELS['warn/rounds-changed']).toBe(4)
    expect(new Set(Object.values(WARNING_LEVELS))).toEqual(new Set([2, 3, 4, 5]))
  })
})

describe('C.02 manual pairing phase', () => {
  const swap: TournamentEvent = {
    type: 'pairing-changed',
    payload: {
      round: 2,
      games: [
        { white: 2, black: 4 },
        { white: 3, black: 1 },
      ],
      reason: 'Hermanos',
      swapped: [1, 4],
    },
  }
  it('C.02 manual pairing: start, change, end: the differences per board are MPA lines of the TRF', () => {
    const events: TournamentEvent[] = [
      ...twoRounds(true),
      { type: 'manual-phase-started', payload: { round: 2 } },
      swap,
    ]
    const open = fold(events)
    expect(open.manualPhase).toEqual({ round: 2 })
    expect(warningsFor(open, { type: 'manual-phase-ended', payload: { round: 2 } })).toEqual([
      { code: 'warn/manual-differs', level: 4, params: { round: 2, boards: 2 } },
    ])
    const t = fold([...events, { type: 'manual-phase-ended', payload: { round: 2 } }])
    expect(t.manualPhase).toBeUndefined()
    const trf = tournamentToTrf(t)
    expect(trf).toContain('### MPA @ Round 2: board 1 engine 2-1 final 2-4')
    expect(trf).toContain('### MPA @ Round 2: board 2 engine 3-4 final 3-1')
  })

  it('C.02 manual pairing: no result while the phase is open; a phase ended with no change says so', () => {
    const events: TournamentEvent[] = [
      ...twoRounds(true),
      { type: 'manual-phase-started', payload: { round: 2 } },
    ]
    expect(refusal([...events, result(2, 1, '1-0')])).toEqual({
      seq: 12,
      code: 'pairing/manual-phase-open',
      params: { round: 2 },
    })
    const t = fold([...events, { type: 'manual-phase-ended', payload: { round: 2 } }])
    expect(tournamentToTrf(t)).toContain('### MPA @ Round 2: no difference')
  })
})

describe('C.02 byes, withdrawals and prohibited pairings', () => {
  const opening = (): TournamentEvent[] => [
    create(true, 5),
    ...fourPlayers(),
    result(1, 1, '1-0'),
    result(1, 2, '0-1'),
  ]

  it('C.02 byes: half-point byes for rounds 3 and 4 at once; the second warns at level 3; round 3 reads it', () => {
    const base = fold(opening())
    const e: TournamentEvent = {
      type: 'requests-scheduled',
      payload: { startNo: 2, rounds: [3, 4], request: 'half-bye' },
    }
    expect(warningsFor(base, e)).toEqual([
      { code: 'warn/second-half-bye', level: 3, params: { startNo: 2, count: 2 } },
    ])
    const t = fold([...opening(), e])
    expect(t.scheduledRequests).toEqual({ 3: { 2: 'half-bye' }, 4: { 2: 'half-bye' } })
    expect(requestsForNextRound(t)).toEqual({})
  })

  it('C.02 byes: a player marked ineligible is refused a half-point bye; a full-point bye request warns (deprecated, level 3)', () => {
    const events: TournamentEvent[] = [
      ...opening(),
      { type: 'half-bye-eligibility-set', payload: { startNo: 3, eligible: false } },
    ]
    expect(
      refusal([...events, { type: 'request-set', payload: { startNo: 3, request: 'half-bye' } }]),
    ).toEqual({ seq: 11, code: 'request/half-bye-ineligible', params: { startNo: 3 } })
    const t = fold(events)
    expect(
      warningsFor(t, { type: 'request-set', payload: { startNo: 1, request: 'full-bye' } }),
    ).toEqual([{ code: 'warn/full-bye-deprecated', level: 3, params: { startNo: 1 } }])
  })

  it('C.02 withdrawals: a player withdrawn for round 2 plays again after re-entering, and both are in the log', () => {
    const events: TournamentEvent[] = [
      ...opening(),
      { type: 'request-set', payload: { startNo: 4, request: 'withdrawn' } },
      round2,
    ]
    // round 2 was paired with 4 on a board: the fixture's pairing is the arbiter's here
    const withdrawn = fold(events)
    expect(requestsForNextRound(withdrawn)).toEqual({ 4: 'withdrawn' })
    const all: TournamentEvent[] = [
      ...events,
      { type: 'entrant-reentered', payload: { startNo: 4 } },
    ]
    const back = fold(all)
    expect(requestsForNextRound(back)).toEqual({})
    expect(back.reentered).toEqual({ 4: 3 })
    expect(
      historyLines(entries(all))
        .slice(-3)
        .map((l) => `${l.action} ${l.detail}`),
    ).toEqual(['entrant/request 4 withdrawn', 'round/pair R2', 'entrant/reenter 4'])
  })

  it('C.02 prohibited pairings: before round 1 written as XXP; after round 1 refused in FIDE mode, allowed from the next round outside it', () => {
    const forbid: TournamentEvent = {
      type: 'forbidden-pair-set',
      payload: { players: [3, 1], forbidden: true },
    }
    const before = fold([create(true), ...fourPlayers().slice(0, 5), forbid])
    expect(before.forbidden).toEqual([{ players: [1, 3], fromRound: 1 }])
    expect(snapshotOf(before).forbiddenPairs).toEqual([[1, 3]])
    expect(refusal([...twoRounds(true), forbid])).toEqual({
      seq: 11,
      code: 'pairing/forbidden-fide-mode',
      params: undefined,
    })
    const t = fold([...twoRounds(true), { type: 'fide-mode-left', payload: {} }, forbid])
    expect(snapshotOf(t).roundForbiddenPairs).toEqual([
      { firstRound: 3, lastRound: 3, players: [1, 3] },
    ])
    expect(warningsFor(fold(twoRounds(true)), forbid)[0]).toEqual({
      code: 'warn/forbidden-after-round-1',
      level: 5,
    })
  })
})

describe('C.02 ratings for the event', () => {
  it('C.02 ratings: a rapid event takes the rapid rating, else standard, else blitz, and names the list', () => {
    expect(
      fideRatingFor({ ratingStandard: 2100, ratingRapid: 2050, ratingBlitz: 2000 }, 'rapid'),
    ).toEqual({ fideRating: 2050, fideRatingList: 'rapid' })
    expect(
      fideRatingFor({ ratingStandard: 2100, ratingRapid: null, ratingBlitz: 2000 }, 'rapid'),
    ).toEqual({ fideRating: 2100, fideRatingList: 'standard' })
    expect(
      fideRatingFor({ ratingStandard: null, ratingRapid: null, ratingBlitz: 1900 }, 'standard'),
    ).toEqual({ fideRating: 1900, fideRatingList: 'blitz' })
    expect(
      fideRatingFor({ ratingStandard: null, ratingRapid: 0, ratingBlitz: null }, 'blitz'),
    ).toEqual({ fideRating: 0 })
  })

  it('C.02 ratings / TRF-2026 172: the five tournament rating methods on FIDE 1800, FEDA 1950 and on FIDE 0, FEDA 1600', () => {
    const a = { fideRating: 1800, fedaRating: 1950 }
    const b = { fideRating: 0, fedaRating: 1600 }
    const methods = [
      'fide',
      'national',
      'fide-then-national',
      'national-then-fide',
      'highest',
    ] as const
    expect(methods.map((m) => eventRating(a, m))).toEqual([
      { rating: 1800, source: 'fide' },
      { rating: 1950, source: 'national' },
      { rating: 1800, source: 'fide' },
      { rating: 1950, source: 'national' },
      { rating: 1950, source: 'national' },
    ])
    expect(methods.map((m) => eventRating(b, m))).toEqual([
      { rating: 0, source: 'none' },
      { rating: 1600, source: 'national' },
      { rating: 1600, source: 'national' },
      { rating: 1600, source: 'national' },
      { rating: 1600, source: 'national' },
    ])
  })
})

describe('C.02 ratings: the method orders the start numbers and is written as TRF-2026 172', () => {
  it('C.02 ratings / TRF-2026 172 NRO: with the national method FEDA 1950 (FIDE 1800) is seeded above FEDA 1900 (FIDE 2000)', async () => {
    const { tournamentToTrf2026 } = await import('../../../src/domain/reports/index.ts')
    const t = fold([
      {
        type: 'tournament-created',
        payload: { settings: logSettings({ ratingMethod: 'national' }) },
      },
      {
        type: 'entrant-registered',
        payload: { entrant: newEntrant('Uno, Ana', 2000, { fedaRating: 1900 }) },
      },
      {
        type: 'entrant-registered',
        payload: { entrant: newEntrant('Dos, Bea', 1800, { fedaRating: 1950 }) },
      },
      { type: 'numbers-frozen', payload: {} },
    ])
    expect(t.entrants.map((e) => [e.startNo, e.name])).toEqual([
      [1, 'Dos, Bea'],
      [2, 'Uno, Ana'],
    ])
    expect(tournamentToTrf2026(t).split('\n')).toContain('172 NRO')
  })
})
