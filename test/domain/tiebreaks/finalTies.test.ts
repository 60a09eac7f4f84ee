import { describe, expect, it } from 'vitest'
import { tournamentStandings } from '../../../src/domain/reports/index.ts'
import {
  applyTieDecisions,
  drawLots,
  playoffTiers,
  type TieDecision,
} from '../../../src/domain/tiebreaks/index.ts'
import {
  recordTieDecision,
  removeTieDecision,
  type IndividualTournament,
} from '../../../src/domain/tournament/index.ts'
import { board, pairedRounds, testEntrant, testTournament } from '../tournament/builders.ts'

/**
 * A six-player round robin (FAPA art. 29.2 chain SB, DE, WIN) that no tie-break can split:
 * 1, 2 and 3 beat each other in a cycle (1>2, 2>3, 3>1), beat 6 and draw 4 and 5: 3 points each,
 * SB 6.5, DE unbroken (1 point each in the mini-league), 2 wins. 4 and 5 draw everyone but lose
 * nothing: 2.5 points, SB 6.25, DE unbroken (they drew), 0 wins. 6 draws 4 and 5: 1 point, SB 2.5.
 */
const rr = (over: Partial<IndividualTournament> = {}): IndividualTournament =>
  testTournament(
    { system: 'round-robin', totalRounds: 5, tiebreaks: ['SB', 'DE', 'WIN'], lotSeed: 20261113 },
    {
      entrants: [1, 2, 3, 4, 5, 6].map((n) => testEntrant(n)),
      rounds: pairedRounds([
        {
          boards: [board(1, 1, 2, '1-0'), board(2, 3, 4, '1/2'), board(3, 5, 6, '1/2')],
          bye: null,
        },
        {
          boards: [board(1, 1, 3, '0-1'), board(2, 2, 5, '1/2'), board(3, 4, 6, '1/2')],
          bye: null,
        },
        {
          boards: [board(1, 1, 4, '1/2'), board(2, 2, 6, '1-0'), board(3, 3, 5, '1/2')],
          bye: null,
        },
        {
          boards: [board(1, 1, 5, '1/2'), board(2, 2, 4, '1/2'), board(3, 3, 6, '1-0')],
          bye: null,
        },
        {
          boards: [board(1, 1, 6, '1-0'), board(2, 2, 3, '1-0'), board(3, 4, 5, '1/2')],
          bye: null,
        },
      ]),
      ...over,
    },
  )

const table = (t: IndividualTournament) => {
  const r = tournamentStandings(t)
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value.map((x) => ({
    no: x.startNo,
    rank: x.rank,
    values: x.values.map((v) => v.value / v.scale),
    ...(x.level ? { level: true } : {}),
    ...(x.decidedBy ? { by: x.decidedBy } : {}),
  }))
}

describe('FAPA art. 29.2: players the round-robin chain leaves level stay level until decided', () => {
  it('art. 29.2.a-c: SB, DE (mini-league, 29.2.b) and wins cannot split 1-2-3 or 4-5: they share places 1 and 4', () => {
    expect(table(rr())).toEqual([
      { no: 1, rank: 1, values: [6.5, 0, 2], level: true },
      { no: 2, rank: 1, values: [6.5, 0, 2], level: true },
      { no: 3, rank: 1, values: [6.5, 0, 2], level: true },
      { no: 4, rank: 4, values: [6.25, 0, 0], level: true },
      { no: 5, rank: 4, values: [6.25, 0, 0], level: true },
      { no: 6, rank: 6, values: [2.5, 0, 0] },
    ])
  })

  it('art. 29.2.b: DE reads 0 because the mini-league 1>2>3>1 gives each tied player 1 point (an unbroken tie)', () => {
    const values = tournamentStandings(rr())
    if (!values.ok) throw new Error('standings')
    const de = values.value.filter((r) => r.startNo <= 3).map((r) => r.values[1]!)
    expect(de.map((v) => v.items.map((i) => [i.opponent, i.value]))).toEqual([
      [
        [2, 2],
        [3, 0],
      ],
      [
        [1, 0],
        [3, 2],
      ],
      [
        [1, 2],
        [2, 0],
      ],
    ])
  })

  it('art. 29.2.d: a playoff among 1, 2, 3 (blitz games, then an armageddon drawn: Black wins) orders them 2, 1, 3', () => {
    const playoff: TieDecision = {
      kind: 'playoff',
      players: [1, 2, 3],
      games: [
        { white: 1, black: 2, result: '1/2' },
        { white: 2, black: 3, result: '1-0' },
        { white: 3, black: 1, result: '0-1' },
        { white: 1, black: 2, result: '1/2', armageddon: true },
      ],
    }
    const t = recordTieDecision(rr(), playoff)
    if (!t.ok) throw new Error(JSON.stringify(t.error))
    expect(table(t.value).slice(0, 3)).toEqual([
      { no: 2, rank: 1, values: [6.5, 0, 2], by: 'playoff' },
      { no: 1, rank: 2, values: [6.5, 0, 2], by: 'playoff' },
      { no: 3, rank: 3, values: [6.5, 0, 2], by: 'playoff' },
    ])
    expect(
      table(t.value)
        .slice(3, 5)
        .every((r) => r.level),
    ).toBe(true)
  })

  it('art. 29.2.d: the two-game match decides when it is not level; the armageddon only when it is', () => {
    expect(
      playoffTiers(
        [4, 5],
        [
          { white: 4, black: 5, result: '1-0' },
          { white: 5, black: 4, result: '1/2' },
          { white: 5, black: 4, result: '1-0', armageddon: true },
        ],
      ),
    ).toEqual([[4], [5]])
    expect(
      playoffTiers(
        [4, 5],
        [
          { white: 4, black: 5, result: '1-0' },
          { white: 5, black: 4, result: '1-0' },
          { white: 5, black: 4, result: '1-0', armageddon: true },
        ],
      ),
    ).toEqual([[5], [4]])
  })

  it('art. 29.2.e: the lot for 4 and 5 uses the recorded seed and is reproducible', () => {
    const t = recordTieDecision(rr(), { kind: 'lot', players: [4, 5], seed: 20261113 })
    if (!t.ok) throw new Error(JSON.stringify(t.error))
    const lots = drawLots([4, 5], 20261113)
    const first = [4, 5].find((p) => lots.get(p) === 1)
    const rows = table(t.value).slice(3, 5)
    expect(rows.map((r) => [r.no, r.rank, r.by])).toEqual([
      [first, 4, 'lot'],
      [first === 4 ? 5 : 4, 5, 'lot'],
    ])
    expect(table(t.value)).toEqual(table(t.value))
  })

  it('a lot with another seed, games outside the group or an unknown player are refused; removal restores the tie', () => {
    const codes = (d: TieDecision) => {
      const r = recordTieDecision(rr(), d)
      return r.ok ? [] : r.error.map((e) => e.code)
    }
    expect(codes({ kind: 'lot', players: [4, 5], seed: 7 })).toEqual(['tie/wrong-seed'])
    expect(
      codes({ kind: 'playoff', players: [4, 5], games: [{ white: 4, black: 6, result: '1-0' }] }),
    ).toEqual(['tie/game-outside-group'])
    expect(codes({ kind: 'lot', players: [4, 9], seed: 20261113 })).toEqual(['tie/unknown-player'])
    const t = recordTieDecision(rr(), { kind: 'lot', players: [4, 5], seed: 20261113 })
    if (!t.ok) throw new Error('record')
    const back = removeTieDecision(t.value, [5, 4])
    expect(back.ok && table(back.value)).toEqual(table(rr()))
  })

  it('a decision about players no longer level (a result changed) is kept but not applied', () => {
    const rows = [
      { startNo: 1, rank: 1 },
      { startNo: 2, rank: 2 },
    ]
    expect(applyTieDecisions(rows, [{ kind: 'lot', players: [1, 2], seed: 3 }])).toEqual(rows)
  })
})
