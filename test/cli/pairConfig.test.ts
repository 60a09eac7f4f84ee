import { describe, expect, test } from 'vitest'
import { parseGeneratorConfig } from '../../src/cli/pairConfig.ts'

describe("FIDE C.02 generator configuration: the reference generators' keys", () => {
  test('every reference key is read: counts, a percentage, rates of one in N, ratings, points', () => {
    const { options, tiebreaks, errors } = parseGeneratorConfig(
      [
        'PlayersNumber=48',
        'RoundsNumber=9',
        'DrawPercentage=35',
        'ForfeitRate=8',
        'RetiredRate=50',
        'HalfPointByeRate=25',
        'HighestRating=2600',
        'LowestRating=1400',
        'PointsForWin=3',
        'PointsForDraw=1',
        'PointsForLoss=0',
        'PointsForZPB=0',
        'PointsForForfeitLoss=0',
        'PointsForPAB=1.5',
        'Acceleration=none',
        'TieBreaks=BH/C1 BH SB PS',
      ].join('\n'),
      17,
    )
    expect(errors).toEqual([])
    expect(options).toMatchObject({
      seed: 17,
      players: 48,
      rounds: 9,
      drawRate: 0.35,
      forfeitRate: 1 / 8,
      retireRate: 1 / 50,
      halfByeRate: 1 / 25,
      maxRating: 2600,
      minRating: 1400,
      acceleration: false,
    })
    expect(options.scoring).toEqual({
      win: 6,
      draw: 2,
      loss: 0,
      pab: 3,
      fullBye: 6,
      halfBye: 2,
      zeroBye: 0,
      forfeitLoss: 0,
    })
    expect(tiebreaks).toEqual(['BH/C1', 'BH', 'SB', 'PS'])
  })

  test('a rate of 0 means never; PAB and forfeit loss default to a win and a zero-point bye', () => {
    const { options, errors } = parseGeneratorConfig(
      'ForfeitRate=0\nHalfPointByeRate=0\nPointsForWin=2\nPointsForDraw=1\nPointsForZPB=0.5\nAcceleration=Baku',
      1,
    )
    expect(errors).toEqual([])
    expect([options.forfeitRate, options.halfByeRate, options.acceleration]).toEqual([0, 0, true])
    expect([options.scoring?.pab, options.scoring?.forfeitLoss]).toEqual([4, 1])
  })

  test("without a list the file gets FAPA art. 29.1's (BH/C1 BH SB PS); without points, 1-½-0", () => {
    const { options, tiebreaks } = parseGeneratorConfig('PlayersNumber=12', 1)
    expect(tiebreaks).toEqual(['BH/C1', 'BH', 'SB', 'PS'])
    expect(options.scoring).toBeUndefined()
  })

  test('bad values and unknown keys are located by line', () => {
    const { errors } = parseGeneratorConfig(
      'ForfeitRate=0.5\nPointsForWin=0.3\nAcceleration=fast\nTieBreaks=\nColours=3\n',
      1,
    )
    expect(errors.map((e) => [e.line, e.message])).toEqual([
      [1, 'ForfeitRate is one in N: 0 (never) or a number from 1 up'],
      [2, 'PointsForWin is in whole or half points from 0 to 99'],
      [3, 'Acceleration is baku or none (true or false)'],
      [4, 'TieBreaks needs at least one code'],
      [5, 'unknown key Colours'],
    ])
  })
})
