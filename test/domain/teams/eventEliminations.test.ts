import { describe, expect, test } from 'vitest'
import { asTeamId } from '../../../src/domain/core/index.ts'
import {
  applyDepartures,
  awardedBoards,
  type BoardResult,
  type MatchRecord,
} from '../../../src/domain/teams/index.ts'

const A = asTeamId('A')
const B = asTeamId('B')
const C = asTeamId('C')
const D = asTeamId('D')
const four = (r: BoardResult): BoardResult[] => [r, r, r, r]
const m = (round: number, homeId: typeof A, awayId: typeof A, r: BoardResult): MatchRecord => ({
  round,
  homeId,
  awayId,
  boards: four(r),
  homeImproperFrom: null,
  awayImproperFrom: null,
})

describe('FAPA art. 92, 100 with art. 65.2: matches of an eliminated team', () => {
  test('65.2: every board goes to the side still in; both gone, nobody scores', () => {
    expect(awardedBoards(4, true, false)).toEqual(four('-+'))
    expect(awardedBoards(4, false, true)).toEqual(four('+-'))
    expect(awardedBoards(4, true, true)).toEqual(four('--'))
    expect(awardedBoards(4, false, false)).toBeNull()
  })

  test('65.1: out after 1 of 3 matches, every match of the team is dropped', () => {
    const all = [m(1, A, B, '-+'), m(1, C, D, '1/2'), m(2, C, A, '+-'), m(3, A, D, '-+')]
    const out = applyDepartures(all, [{ teamId: A, afterRound: 1, reason: 'eliminated' }], 3)
    expect(out.map((x) => [x.round, x.homeId, x.awayId])).toEqual([[1, 'C', 'D']])
  })

  test('65.2: out after 2 of 3 matches, its results stand and round 3 is awarded to the opponent', () => {
    const all = [m(1, A, B, '1/2'), m(2, C, A, '+-'), m(3, A, D, '1-0')]
    const out = applyDepartures(all, [{ teamId: A, afterRound: 2, reason: 'eliminated' }], 3)
    expect(out.map((x) => x.boards)).toEqual([four('1/2'), four('+-'), four('-+')])
  })
})
