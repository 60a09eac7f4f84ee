import { describe, expect, test } from 'vitest'
import { checkEmptyBoards, validateSheet } from '../../../src/domain/matchSheet/index.ts'
import { lineup, pkg, player, sheet } from './helpers.ts'

const codes = (vs: readonly { code: string; article: string; board?: number }[]) =>
  vs.map((v) => `${v.code}@${v.article}:${v.board ?? '-'}`)

describe('lineup checks on a sheet (reusing the teams domain)', () => {
  test('FAPA art. 74.1: players in board order give no violation', () => {
    const s = {
      ...sheet(),
      homeLineup: lineup('h', [1, 2, 3, 4, 5, 6, 7, 8]),
      awayLineup: lineup('a', [1, 2, 4, 5, 6, 7, 9, 10]),
    }
    expect(validateSheet(pkg(), s)).toEqual([])
  })

  test('FAPA art. 74.1: a player above a stronger one breaks the order from his board', () => {
    const s = { ...sheet(), homeLineup: lineup('h', [1, 3, 2, 4, 5, 6, 7, 8]) }
    const vs = validateSheet(pkg(), s)
    expect(codes(vs)).toEqual(['lineup/order-violated@74.1:2'])
    expect(vs[0]?.consequence).toBe('points-lost-from-board')
    expect(vs[0]?.fromBoard).toBe(2)
  })

  test('FAPA art. 74.6.b: an unlicensed player loses the points from his board', () => {
    const p = pkg()
    const players = p.players.map((x) => (x.id === 'a-3' ? { ...x, licensed: false } : x))
    const s = { ...sheet(p), awayLineup: lineup('a', [1, 2, 3, 4, 5, 6, 7, 8]) }
    expect(codes(validateSheet({ ...p, players }, s))).toEqual(['lineup/unlicensed@74.6.b:3'])
  })

  test('FAPA art. 18: a third foreigner on eight boards is over the 25 % quota', () => {
    const p = pkg()
    const foreign = new Set(['h-1', 'h-2', 'h-3'])
    const players = p.players.map((x) =>
      foreign.has(x.id)
        ? player('h', Number(x.id.slice(2)), { nationality: 'eu', fideRating: 2300 })
        : x,
    )
    const s = { ...sheet(p), homeLineup: lineup('h', [1, 2, 3, 4, 5, 6, 7, 8]) }
    expect(codes(validateSheet({ ...p, players }, s))).toEqual(['lineup/foreigner-quota@18:3'])
  })

  test('FAPA art. 74.6.a: the same player on two boards of one sheet', () => {
    const s = { ...sheet(), homeLineup: lineup('h', [1, 2, 2, 4, 5, 6, 7, 8]) }
    expect(codes(validateSheet(pkg(), s))).toContain('lineup/duplicate@74.6.a:3')
  })

  test('FAPA art. 74.4: a player already on another sheet of the round, as the package knows', () => {
    const s = { ...sheet(), homeLineup: lineup('h', [1, 2, 3, 4, 5, 6, 7, 8]) }
    const other = [{ teamId: 'x' as never, playerIds: ['h-4' as never] }]
    expect(codes(validateSheet(pkg(), s, other))).toEqual(['lineup/two-sheets-same-round@74.4:4'])
  })
})

describe('FAPA art. 74.7: boards left empty without naming players', () => {
  test('74.7: empty last boards need no name', () => {
    const s = { ...sheet(), homeLineup: lineup('h', [1, 2, 3, 4, 5, 6, null, null]) }
    expect(validateSheet(pkg(), s)).toEqual([])
  })

  test('74.7: an empty board before a named one is refused at that board', () => {
    expect(codes(checkEmptyBoards(lineup('h', [1, 2, null, 4, null, null]), 'h'))).toEqual([
      'sheet/unnamed-board-not-last@74.7:3',
    ])
  })

  test('FAPA art. 77.1.1: a result where the side had nobody seated is refused', () => {
    const s = {
      ...sheet(),
      homeLineup: lineup('h', [1, 2, 3, 4, 5, 6, 7, null]),
      awayLineup: lineup('a', [1, 2, 3, 4, 5, 6, 7, 8]),
      results: [null, null, null, null, null, null, null, '1/2' as const],
    }
    expect(codes(validateSheet(pkg(), s))).toEqual(['sheet/result-without-player@77.1.1:8'])
  })
})
