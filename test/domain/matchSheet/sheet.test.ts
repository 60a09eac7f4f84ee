import { describe, expect, test } from 'vitest'
import {
  editSheet,
  isFullySigned,
  isLocked,
  missingSignatures,
  newVersion,
  setBoardPlayer,
  setBoardResult,
  sheetColours,
  sheetTotals,
  sign,
} from '../../../src/domain/matchSheet/index.ts'
import type { MatchSheet } from '../../../src/domain/matchSheet/index.ts'
import type { BoardResult } from '../../../src/domain/teams/index.ts'
import { lineup, pkg, sheet } from './helpers.ts'

describe('FAPA art. 73.1: colours', () => {
  test('73.1: home White on odd boards, Black on even boards', () => {
    expect(sheetColours(4)).toEqual([
      { home: 'white', away: 'black' },
      { home: 'black', away: 'white' },
      { home: 'white', away: 'black' },
      { home: 'black', away: 'white' },
    ])
  })
})

describe('FAPA art. 79.7: signed sheets are locked, corrections are new versions', () => {
  test('79.7: an unsigned sheet accepts edits', () => {
    const r = editSheet(sheet(), (s) => setBoardResult(s, 1, '1-0'))
    expect(r.ok && r.sheet.results[0]).toBe('1-0')
  })

  test('79.7: after the first signature every edit is refused with sheet/locked', () => {
    const edits: ((s: MatchSheet) => MatchSheet)[] = [
      (s) => setBoardResult(s, 1, '1-0'),
      (s) => setBoardResult(s, 8, null),
      (s) => setBoardPlayer(s, 'home', 1, 'h-9'),
      (s) => setBoardPlayer(s, 'away', 8, null),
    ]
    // Whoever signs first, captain or arbiter.
    for (const signer of ['home', 'away', 'arbiter'] as const) {
      const signed = sign(sheet(), signer, 'data:image/png;base64,AAA')
      expect(isLocked(signed), signer).toBe(true)
      for (const edit of edits)
        expect(editSheet(signed, edit), signer).toEqual({ ok: false, code: 'sheet/locked' })
    }
  })

  test('79.6: the sheet is complete only with both captains and the arbiter', () => {
    const two = sign(sign(sheet(), 'home', 'x'), 'arbiter', 'y')
    expect(isFullySigned(two)).toBe(false)
    expect(missingSignatures(two)).toEqual(['away'])
    expect(isFullySigned(sign(two, 'away', 'z'))).toBe(true)
  })

  test('79.7: a correction is version 2, unsigned, pointing at the hash it replaces', () => {
    const signed = sign(sign(sign(sheet(), 'home', 'x'), 'away', 'y'), 'arbiter', 'z')
    const v2 = newVersion(signed, 'ab'.repeat(32))
    expect([v2.version, v2.supersedes, isLocked(v2)]).toEqual([2, 'ab'.repeat(32), false])
  })
})

describe('FAPA art. 73.2, 77: totals', () => {
  const full = (results: (BoardResult | null)[]) => ({
    ...sheet(),
    homeLineup: lineup('h', [1, 2, 3, 4, 5, 6, 7, 8]),
    awayLineup: lineup('a', [1, 2, 3, 4, 5, 6, 7, 8]),
    results,
  })

  test('73.2: 5-3 in board points gives 2 match points to the home team', () => {
    const t = sheetTotals(full(['1-0', '1-0', '1/2', '1/2', '1-0', '0-1', '1/2', '1/2']), [])
    expect([t.score.home.boardPoints, t.score.away.boardPoints]).toEqual([10, 6])
    expect([t.score.home.matchPoints, t.score.away.matchPoints]).toEqual([2, 0])
    expect([t.complete, t.ranksBy]).toEqual([true, 'board-points'])
  })

  test('77.1.2: an away absence on board 5 only costs half a point in the classification', () => {
    const t = sheetTotals(full(['1/2', '1/2', '1/2', '1/2', '+-', '1/2', '1/2', '1/2']), [])
    expect([t.score.home.boardPoints, t.score.away.boardPoints, t.score.away.deduction]).toEqual([
      9, 7, 1,
    ])
  })

  test('74.5: an improper lineup from board 3 loses those boards', () => {
    const v = [
      {
        code: 'lineup/order-violated' as const,
        article: '74.1',
        consequence: 'points-lost-from-board' as const,
        teamId: 'h' as never,
        fromBoard: 3,
      },
    ]
    const t = sheetTotals(full(['1-0', '1-0', '1-0', '1-0', '1-0', '1-0', '1-0', '1-0']), v)
    expect([t.score.home.boardPoints, t.score.away.boardPoints]).toEqual([4, 12])
  })

  test('77.2: with only board 1 entered as 1-0 the running total is 1-0, provisional, no forfeit', () => {
    const t = sheetTotals(full(['1-0', null, null, null, null, null, null, null]), [])
    expect([t.score.home.boardPoints, t.score.away.boardPoints]).toEqual([2, 0])
    expect([t.score.home.matchPoints, t.score.away.matchPoints]).toEqual([2, 0])
    expect([t.score.home.lostByForfeit, t.score.away.lostByForfeit]).toEqual([false, false])
    expect([t.complete, t.pending]).toEqual([false, 7])
  })

  test('77.1: a forfeit recorded on a board counts while other boards are pending', () => {
    const t = sheetTotals(full(['1/2', '-+', '1-0', null, null, null, null, null]), [])
    expect([t.score.home.boardPoints, t.score.away.boardPoints]).toEqual([3, 3])
    expect([t.score.home.absences, t.score.away.absences]).toEqual([1, 0])
    expect([t.score.home.matchPoints, t.score.away.matchPoints]).toEqual([1, 1])
    expect(t.pending).toBe(5)
  })

  test('74.5: an improper lineup from board 2 loses the entered boards from 2 on, pending ones score nothing', () => {
    const v = [
      {
        code: 'lineup/order-violated' as const,
        article: '74.1',
        consequence: 'points-lost-from-board' as const,
        teamId: 'h' as never,
        fromBoard: 2,
      },
    ]
    const t = sheetTotals(full(['1-0', '1-0', '1/2', null, null, null, null, null]), v)
    expect([t.score.home.boardPoints, t.score.away.boardPoints]).toEqual([2, 4])
  })

  test('77.2: on the final sheet a side with three of eight players loses by forfeit', () => {
    const t = sheetTotals(full(['1-0', '1-0', '1-0', '-+', '-+', '-+', '-+', '-+']), [])
    expect([t.complete, t.pending]).toEqual([true, 0])
    expect([t.score.home.lostByForfeit, t.score.away.lostByForfeit]).toEqual([true, false])
    expect([t.score.home.boardPoints, t.score.away.boardPoints]).toEqual([0, 16])
    expect([t.score.home.matchPoints, t.score.away.matchPoints]).toEqual([0, 2])
  })

  test('77.2: an empty sheet shows 0-0 provisional, not a double forfeit', () => {
    const t = sheetTotals(sheet(), [])
    expect([t.score.home.boardPoints, t.score.away.boardPoints]).toEqual([0, 0])
    expect([t.score.home.lostByForfeit, t.score.away.lostByForfeit, t.complete]).toEqual([
      false,
      false,
      false,
    ])
  })

  test('72: in the 4th division match points rank the teams', () => {
    const p = pkg(4)
    expect(sheetTotals(sheet(p), []).ranksBy).toBe('match-points')
  })
})
