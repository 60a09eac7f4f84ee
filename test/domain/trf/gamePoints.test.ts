import { describe, expect, it } from 'vitest'
import { DEFAULT_SCORING, halfPoints, pointsFor } from '../../../src/domain/core/index.ts'
import { gamePoints } from '../../../src/domain/reports/index.ts'
import { parseTrf, tournamentFromTrf, writeTrf } from '../../../src/domain/trf/index.ts'

const hp = halfPoints
/** A `001` line: start number, name, points, rank and one round block (TRF-16 columns). */
const player = (no: number, name: string, points: string, rank: number, round: string) =>
  `001 ${String(no).padStart(4)}      ${name.padEnd(33)}${' '.repeat(33)}${points.padStart(4)} ${String(rank).padStart(4)}  ${round}`
// Round 1: player 1 lost by forfeit to player 2.
const lines = [
  '012 Points test',
  'XXR 1',
  player(1, 'A', '0.0', 2, '   2 w -'),
  player(2, 'B', '3.0', 1, '   1 b +'),
]

function scoringOf(header: string) {
  const parsed = parseTrf([header, ...lines].join('\n'))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error))
  const t = tournamentFromTrf(parsed.value)
  if (!t.ok) throw new Error(JSON.stringify(t.error))
  return t.value.scoring
}

describe('TRF-2026 record 162: symbol A is the zero-point bye and the forfeit loss', () => {
  it('a played loss worth 1 (3-2-1) leaves the forfeit loss and the zero-point bye at A = 0', () => {
    const s = scoringOf('162  W 3.0    D 2.0    L 1.0    A 0.0    P 3.0')
    expect([s.loss, s.zeroBye, s.forfeitLoss]).toEqual([2, 0, 0])
    expect(pointsFor('loss', s)).toBe(2)
    expect(pointsFor('forfeit-loss', s)).toBe(0)
    expect(pointsFor('double-forfeit', s)).toBe(0)
  })

  it('when A equals L nothing extra is read, and without 162 the defaults stand', () => {
    expect(scoringOf('162  W 3.0    D 1.0')).toEqual({
      ...DEFAULT_SCORING,
      win: hp(6),
      draw: hp(2),
      pab: hp(6),
      fullBye: hp(6),
      halfBye: hp(2),
    })
    expect(pointsFor('forfeit-loss', DEFAULT_SCORING)).toBe(0)
  })

  it('the 162 writer gives A the zero-point bye and is silent for 1-½-0', () => {
    expect(gamePoints(DEFAULT_SCORING)).toEqual([])
    const threeTwoOne = {
      ...DEFAULT_SCORING,
      win: hp(6),
      draw: hp(4),
      loss: hp(2),
      pab: hp(6),
      fullBye: hp(6),
      halfBye: hp(4),
      forfeitLoss: hp(0),
    }
    const [record] = gamePoints(threeTwoOne)
    expect(writeTrf({ records: record ? [record] : [] })).toBe(
      '162  W 3.0    D 2.0    L 1.0    A 0.0    P 3.0\n',
    )
  })
})
