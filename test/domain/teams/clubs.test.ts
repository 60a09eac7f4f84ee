import { describe, expect, test } from 'vitest'
import {
  canAddTeam,
  checkTeamLetters,
  checkTeamsPerDivision,
  teamLetter,
} from '../../../src/domain/teams/index.ts'
import { team } from './helpers.ts'

describe('FAPA art. 14: team letters in decreasing category', () => {
  test.each([
    [0, 'A'],
    [1, 'B'],
    [3, 'D'],
  ])('team %i of a club is letter %s', (i, letter) => {
    expect(teamLetter(i)).toBe(letter)
  })

  test('A in 2nd, B in 3rd, C in 4th is correct', () => {
    expect(
      checkTeamLetters([team('a', 'x', 'A', 2), team('b', 'x', 'B', 3), team('c', 'x', 'C', 4)]),
    ).toEqual([])
  })

  test('B above A in category is reported with art. 14', () => {
    const v = checkTeamLetters([team('a', 'x', 'A', 3), team('b', 'x', 'B', 2)])
    expect(v.map((x) => [x.code, x.article, x.teamId])).toEqual([['team/letter-order', '14', 'b']])
  })

  test('a gap in letters (A, C) is reported', () => {
    const v = checkTeamLetters([team('a', 'x', 'A', 3), team('c', 'x', 'C', 4)])
    expect(v.map((x) => [x.code, x.detail])).toEqual([['team/letter-gap', 'B']])
  })
})

describe('FAPA art. 68.2: teams per club and division', () => {
  test('two teams of a club in 1st are not allowed', () => {
    const v = checkTeamsPerDivision([team('a', 'x', 'A', 1), team('b', 'x', 'B', 1)])
    expect(v.map((x) => [x.code, x.article, x.teamId])).toEqual([
      ['team/too-many-in-division', '68.2', 'b'],
    ])
  })

  test('two teams in 3rd must be in different groups, a third is too many', () => {
    expect(checkTeamsPerDivision([team('a', 'x', 'A', 3, 1), team('b', 'x', 'B', 3, 2)])).toEqual(
      [],
    )
    const same = checkTeamsPerDivision([team('a', 'x', 'A', 3, 1), team('b', 'x', 'B', 3, 1)])
    expect(same.map((x) => x.code)).toEqual(['team/same-group'])
    const three = checkTeamsPerDivision([
      team('a', 'x', 'A', 3, 1),
      team('b', 'x', 'B', 3, 2),
      team('c', 'x', 'C', 3, 1),
    ])
    expect(three.map((x) => [x.code, x.teamId])).toEqual([['team/too-many-in-division', 'c']])
  })

  test('any number of teams in 4th', () => {
    // From one to forty teams of a club in 4th (letters past Z too), alone or beside the club's
    // teams at the limits of the divisions above: none is refused, and one more may always join.
    const above = [
      team('u1', 'x', 'A', 1),
      team('u2', 'x', 'B', 2),
      team('u3', 'x', 'C', 3, 1),
      team('u4', 'x', 'D', 3, 2),
    ]
    for (let n = 1; n <= 40; n++) {
      const fourth = (from: number) =>
        Array.from({ length: n }, (_, i) => team(`f${i}`, 'x', teamLetter(from + i), 4))
      const alone = fourth(0)
      const beside = [...above, ...fourth(above.length)]
      expect([n, checkTeamsPerDivision(alone)]).toEqual([n, []])
      expect([n, checkTeamsPerDivision(beside)]).toEqual([n, []])
      expect([n, canAddTeam(alone, team('new', 'x', teamLetter(n), 4))]).toEqual([n, true])
      expect([n, canAddTeam(beside, team('new', 'x', teamLetter(n + 4), 4))]).toEqual([n, true])
    }
    expect(canAddTeam([team('a', 'x', 'A', 2)], team('b', 'x', 'B', 2))).toBe(false)
    expect(canAddTeam(above, team('u5', 'x', 'E', 3, 1))).toBe(false)
  })
})
