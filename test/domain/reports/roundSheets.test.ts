import { describe, expect, it } from 'vitest'
import {
  crosstableCellText,
  crosstableRows,
  finalReport,
  pairingSheet,
  playerCardRounds,
  resultSlips,
  resultText,
} from '../../../src/domain/reports/index.ts'
import type { StandingRow } from '../../../src/domain/tiebreaks/index.ts'
import { snapshotOf } from '../../../src/domain/tournament/index.ts'
import { doc } from './sampleTournament.ts'

const row = (startNo: number, rank: number, points: number): StandingRow => ({
  startNo,
  rank,
  points,
  values: [],
})

describe('pairing list and result slips (FAPA art. 41.1.e-f)', () => {
  it('FAPA art. 41.1.f: the pairing list shows each board with numbers, ratings and points before the round', () => {
    const sheet = pairingSheet(doc, 2)
    expect(
      sheet?.boards.map((b) => [
        b.board,
        b.white.startNo,
        b.white.name,
        b.white.rating,
        b.white.points,
        resultText(b.result),
        b.black.startNo,
        b.black.rating,
        b.black.points,
      ]),
    ).toEqual([
      [1, 2, 'Dos, Bea', 2000, 1, '+/-', 1, 2100, 2],
      [2, 3, 'Tres, Carla', 1900, 0, '0-1', 5, 0, 2],
    ])
    expect(sheet?.bye).toBeNull()
    expect(sheet?.notPaired.map((x) => [x.player.startNo, x.player.points, x.request])).toEqual([
      [4, 1, 'half-bye'],
    ])
  })

  it('FIDE C.04.1.c: the pairing-allocated bye of round 1 is listed apart from the boards', () => {
    const sheet = pairingSheet(doc, 1)
    expect(sheet?.bye).toEqual({ startNo: 5, name: 'Cinco, Eva', rating: 0, points: 0 })
    expect(sheet?.boards.map((b) => resultText(b.result))).toEqual(['1-0', '½-½'])
    expect(pairingSheet(doc, 3)).toBeNull()
  })

  it('FAPA art. 41.1.e: one result slip per board, with the tournament, round, board and both players', () => {
    const slips = resultSlips(doc, 1)
    expect(
      slips.map((s) => [
        s.tournament,
        s.round,
        s.board,
        s.white.startNo,
        s.white.name,
        s.black.startNo,
        s.black.name,
      ]),
    ).toEqual([
      ['Abierto de Gijón', 1, 1, 1, 'Uno, Ana', 3, 'Tres, Carla'],
      ['Abierto de Gijón', 1, 2, 4, 'Cuatro, Dora', 2, 'Dos, Bea'],
    ])
    expect(resultSlips(doc, 4)).toEqual([])
  })
})

describe('crosstable (FIDE C.07 art. 2 order)', () => {
  const standings = [row(5, 1, 4), row(2, 2, 3), row(1, 3, 2), row(4, 3, 2), row(3, 5, 0)]
  const letters = { white: 'b', black: 'n' }

  it('each cell is the opponent place, the colour letter and the result sign; byes have their own mark', () => {
    const rows = crosstableRows(doc, standings)
    expect(
      rows.map((r) => [
        r.place,
        r.rank,
        r.startNo,
        r.points,
        ...r.cells.map((c) => crosstableCellText(c, letters)),
      ]),
    ).toEqual([
      [1, 1, 5, 4, 'PAB', '5n1'],
      [2, 2, 2, 3, '4n½', '3b+'],
      [3, 3, 1, 2, '5b1', '2n-'],
      [4, 3, 4, 2, '2b½', '½B'],
      [5, 5, 3, 0, '3n0', '1b0'],
    ])
  })

  it('English colour letters are the caller’s choice', () => {
    const rows = crosstableRows(doc, standings)
    expect(crosstableCellText(rows[1]?.cells[0] ?? null, { white: 'w', black: 'b' })).toBe('4b½')
    expect(crosstableCellText(null, letters)).toBe('')
  })
})

describe('player card floats (FIDE C.04.3 2025 A.4)', () => {
  const snap = snapshotOf(doc)
  const floats = (startNo: number) =>
    playerCardRounds(snap, startNo).map((r) => [r.round, r.score, r.opponentScore, r.float])

  it.each([
    [
      1,
      [
        [1, 0, 0, null],
        [2, 2, 1, null],
      ],
      'a forfeit loss is no float',
    ],
    [
      2,
      [
        [1, 0, 0, null],
        [2, 1, 2, 'down'],
      ],
      'a forfeit win is a downfloat',
    ],
    [
      3,
      [
        [1, 0, 0, null],
        [2, 0, 2, 'up'],
      ],
      'meeting a higher score is an upfloat',
    ],
    [
      4,
      [
        [1, 0, 0, null],
        [2, 1, null, 'down'],
      ],
      'a half-point bye is a downfloat',
    ],
    [
      5,
      [
        [1, 0, null, 'down'],
        [2, 2, 0, 'down'],
      ],
      'the PAB and meeting a lower score are downfloats',
    ],
  ])('C.04.3 A.4: player %i floats %j (%s)', (startNo, expected) => {
    expect(floats(startNo)).toEqual(expected)
  })

  it('C.04.3 A.4: the card keeps opponents, colours and outcomes of every round', () => {
    expect(playerCardRounds(snap, 2).map((r) => [r.opponent, r.colour, r.outcome])).toEqual([
      [4, 'black', 'draw'],
      [1, 'white', 'forfeit-win'],
    ])
    expect(playerCardRounds(snap, 9)).toEqual([])
  })
})

describe('final report (FAPA art. 41.1.e-h)', () => {
  it('FAPA art. 41.1.h: event data, every complete round, standings with the tie-break chain and the crosstable', () => {
    const r = finalReport(doc)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const e = r.value.event
    expect([e.name, e.place, e.startDate, e.endDate, e.chiefArbiter, e.timeControl]).toEqual([
      'Abierto de Gijón',
      'Gijón',
      '2026-08-01',
      '2026-08-03',
      'Ana Arbitro',
      '90+30',
    ])
    expect([e.plannedRounds, e.completeRounds, e.players, e.ratedPlayers]).toEqual([3, 2, 5, 4])
    expect(e.deputyArbiters).toEqual(['Luis Adjunto'])
    expect(e.tiebreaks).toEqual(['BH-C1', 'BH', 'SB', 'PS'])
    expect(r.value.rounds.map((s) => s.round)).toEqual([1, 2])
    expect(r.value.standings.map((s) => [s.rank, s.startNo, s.points, ...s.tiebreaks])).toEqual([
      [1, 5, 4, '1.5', '1.5', '0.75', '3.0'],
      [2, 2, 3, '1.5', '2.5', '1.25', '2.0'],
      [3, 4, 2, '1.0', '2.0', '1.00', '1.5'],
      [4, 1, 2, '1.0', '1.0', '0.50', '2.0'],
      [5, 3, 0, '1.5', '3.0', '0.00', '0.0'],
    ])
    expect(r.value.standings.every((s) => s.tiebreaks.length === 4)).toBe(true)
    expect(r.value.crosstable.map((c) => c.startNo)).toEqual(
      r.value.standings.map((s) => s.startNo),
    )
    expect(r.value.crosstable[0]?.cells).toHaveLength(2)
  })

  it('a round still being played is left out of the report', () => {
    const playing = {
      ...doc,
      rounds: [
        ...doc.rounds,
        {
          round: 3,
          boards: [{ board: 1, white: 5, black: 2, result: null }],
          bye: null,
          requests: {},
          manualChanges: [],
        },
      ],
    }
    const r = finalReport(playing)
    expect(r.ok && r.value.rounds.map((s) => s.round)).toEqual([1, 2])
    expect(r.ok && r.value.crosstable[0]?.cells).toHaveLength(2)
    expect(r.ok && r.value.event.completeRounds).toBe(2)
  })
})
