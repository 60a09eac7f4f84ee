import { describe, expect, test } from 'vitest'
import { DEFAULT_SCORING, type Outcome } from '../../../../src/domain/core/index.ts'
import { checkRoundPairing } from '../../../../src/domain/pairing/checker/index.ts'
import type { PairedGame } from '../../../../src/domain/pairing/types.ts'
import type { RoundEntry, TournamentSnapshot } from '../../../../src/domain/tournament/index.ts'

const RESULT: Record<string, Outcome> = {
  '1': 'win',
  '=': 'draw',
  '0': 'loss',
  '+': 'forfeit-win',
  '-': 'forfeit-loss',
}
const BYE: Record<string, Outcome> = { U: 'pab', H: 'half-bye', F: 'full-bye', Z: 'zero-bye' }

/** 'w3:1' = White against 3, won; 'U' = PAB; 'H', 'F', 'Z' = requested byes. */
function entry(code: string): RoundEntry {
  const bye = BYE[code]
  if (bye) return { opponent: null, colour: null, outcome: bye }
  const m = /^([wb])(\d+):(.)$/.exec(code)
  const outcome = m ? RESULT[m[3] ?? ''] : undefined
  if (!m || !outcome) throw new Error(`bad entry ${code}`)
  return { opponent: Number(m[2]), colour: m[1] === 'w' ? 'white' : 'black', outcome }
}

function tournament(
  rows: string[][],
  totalRounds = 9,
  forbiddenPairs: number[][] = [],
): TournamentSnapshot {
  return {
    name: 't',
    totalRounds,
    initialColour: 'white',
    scoring: DEFAULT_SCORING,
    forbiddenPairs,
    acceleration: new Map(),
    players: rows.map((rounds, i) => ({
      startNo: i + 1,
      name: `P${i + 1}`,
      rating: 2000 - i,
      rounds: rounds.map(entry),
    })),
  }
}
const games = (...pairs: [number, number][]): PairedGame[] =>
  pairs.map(([white, black]) => ({ white, black }))
const codes = (
  t: TournamentSnapshot,
  round: number,
  g: PairedGame[],
  bye: number | null = null,
  absent: number[] = [],
) =>
  checkRoundPairing(t, { round, games: g, bye }, new Set(absent)).map((v) => [v.code, ...v.players])

describe('absolute criteria of a round pairing', () => {
  const four = tournament([['w2:1'], ['b1:0'], ['w4:='], ['b3:=']])

  test('a legal round has no violations', () => {
    expect(codes(four, 2, games([4, 1], [2, 3]))).toEqual([])
  })

  test('FIDE C.04.1.b / C.04.3 C1: two players who played each other may not meet again', () => {
    expect(codes(four, 2, games([2, 1], [4, 3]))).toEqual([
      ['pairing/repeat-opponent', 2, 1],
      ['pairing/repeat-opponent', 4, 3],
    ])
  })

  test('fixture README: a forfeited game is not a meeting, the two may be paired again', () => {
    const t = tournament([['w2:+'], ['b1:-'], ['w4:1'], ['b3:0']])
    expect(codes(t, 2, games([2, 1], [4, 3]))).toEqual([['pairing/repeat-opponent', 4, 3]])
  })

  test('a forbidden pair paired in a round is a violation (TRF(x) XXP, TRF-2026 260)', () => {
    const t = tournament([[], [], [], []], 9, [[1, 4]])
    expect(codes(t, 1, games([1, 4], [2, 3]))).toEqual([['pairing/forbidden-pair', 1, 4]])
  })

  test('a 260 range forbids the pair only inside its rounds', () => {
    const t = {
      ...tournament([['w2:1'], ['b1:0'], ['w4:1'], ['b3:0']]),
      roundForbiddenPairs: [{ firstRound: 3, lastRound: 5, players: [1, 3] }],
    }
    expect(codes(t, 2, games([3, 1], [2, 4]))).toEqual([])
    expect(codes(t, 3, games([3, 1], [2, 4]))).toEqual([['pairing/forbidden-pair', 3, 1]])
  })

  test('every present player is paired exactly once, absent players are not', () => {
    expect(codes(four, 2, games([4, 1], [1, 3]), null, [2])).toEqual([['pairing/paired-twice', 1]])
    expect(codes(four, 2, games([4, 1]), 2, [3])).toEqual([])
    expect(codes(four, 2, games([4, 1], [2, 3]), null, [3])).toEqual([['pairing/absent-paired', 3]])
    expect(codes(four, 2, games([4, 1]))).toEqual([
      ['pairing/unpaired', 2],
      ['pairing/unpaired', 3],
    ])
    expect(codes(four, 2, games([4, 9], [2, 3], [1, 1]))).toEqual([
      ['pairing/unknown-player', 9],
      ['pairing/paired-twice', 1],
      ['pairing/self-pairing', 1, 1],
    ])
  })

  test('FIDE C.04.1.d / C.04.3 C2: no second PAB, nor a PAB after a forfeit win or a full-point bye', () => {
    const t = tournament([
      ['U', 'w3:1'],
      ['w3:+', 'b1:='],
      ['b2:-', 'b1:0'],
      ['F', 'H'],
      ['H', 'Z'],
    ])
    expect(codes(t, 3, games([3, 4], [5, 2]), 1)).toEqual([['pairing/pab-ineligible', 1]])
    expect(codes(t, 3, games([3, 4], [5, 1]), 2)).toEqual([['pairing/pab-ineligible', 2]])
    expect(codes(t, 3, games([3, 2], [5, 1]), 4)).toEqual([['pairing/pab-ineligible', 4]])
    // A half-point bye does not bar the PAB.
    expect(codes(t, 3, games([3, 2], [4, 1]), 5)).toEqual([])
  })

  test('FIDE C.04.1.g: no player gets the same colour three times in a row', () => {
    const t = tournament([
      ['w3:1', 'w4:1'],
      ['b4:0', 'b3:0'],
      ['b1:0', 'w2:1'],
      ['w2:1', 'b1:0'],
    ])
    expect(codes(t, 3, games([1, 2], [3, 4]))).toEqual([
      ['pairing/colour-three-in-a-row', 1],
      ['pairing/colour-difference', 1],
      ['pairing/colour-three-in-a-row', 2],
      ['pairing/colour-difference', 2],
    ])
    expect(codes(t, 3, games([2, 1], [3, 4]))).toEqual([])
  })

  test('C.04.2: colour sequences skip unplayed rounds and forfeits', () => {
    const t = tournament([['w5:1', 'U', 'w6:+', 'w7:1'], [], [], [], [], [], [], []])
    const absent = [2, 3, 4, 5, 6, 7]
    // Played colours of 1 are W, W (the PAB and the forfeit give none): a third White breaks both limits.
    expect(codes(t, 5, games([1, 8]), null, absent)).toEqual([
      ['pairing/colour-three-in-a-row', 1],
      ['pairing/colour-difference', 1],
    ])
    expect(codes(t, 5, games([8, 1]), null, absent)).toEqual([])
  })

  test('FIDE C.04.1.f: whites minus blacks stays within +-2', () => {
    const t = tournament([['b2:=', 'b3:=', 'w4:=', 'b5:='], [], [], [], [], []])
    const absent = [2, 3, 4, 5]
    // B B W B is -2; a further Black makes -3 without three Blacks in a row.
    const v = checkRoundPairing(t, { round: 5, games: games([6, 1]), bye: null }, new Set(absent))
    expect(v).toEqual([{ code: 'pairing/colour-difference', round: 5, players: [1], detail: -3 }])
    expect(codes(t, 5, games([1, 6]), null, absent)).toEqual([])
  })

  test('FIDE C.04.3 A.7, C10-C11: in the final round a topscorer and his opponent may break the colour limits', () => {
    const rows = [
      ['w3:1', 'w4:1'],
      ['b4:0', 'b3:0'],
      ['b1:0', 'w2:1'],
      ['w2:1', 'b1:0'],
    ]
    // Player 1 has 2/2 (> 50 %): in the last round White a third time is allowed, for him and his opponent.
    expect(codes(tournament(rows, 3), 3, games([1, 2], [3, 4]))).toEqual([])
    // Not the final round: the limits hold.
    expect(codes(tournament(rows, 4), 3, games([1, 2], [3, 4]))).toHaveLength(4)
  })
})
