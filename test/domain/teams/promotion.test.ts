import { describe, expect, test } from 'vitest'
import { asClubId, asTeamId } from '../../../src/domain/core/index.ts'
import {
  checkProposal,
  editProposal,
  proposeSeasonEnd,
  type Division,
  type DivisionStanding,
  type SeasonEndInput,
} from '../../../src/domain/teams/index.ts'

/** A standing of `ids` in finishing order; "club:letter" or a bare id (own club, letter A). */
function standing(division: Division, ids: readonly string[], group?: number): DivisionStanding {
  return {
    division,
    ...(group === undefined ? {} : { group }),
    ranking: ids.map((raw, i) => {
      const [id, club, letter] = raw.split(':')
      return {
        teamId: asTeamId(id!),
        clubId: asClubId(club ?? id!),
        letter: letter ?? 'A',
        rank: i + 1,
        points: (ids.length - i) * 10,
        possible: 200,
      }
    }),
  }
}
const gen = (p: string, n: number) => Array.from({ length: n }, (_, i) => `${p}${i + 1}`)

function season(
  over: { d1?: string[]; d2?: string[]; g1?: string[]; g2?: string[]; d4?: string[] } = {},
): DivisionStanding[] {
  return [
    standing(1, over.d1 ?? gen('p', 12)),
    standing(2, over.d2 ?? gen('s', 12)),
    standing(3, over.g1 ?? gen('t', 12), 1),
    standing(3, over.g2 ?? gen('u', 12), 2),
    standing(4, over.d4 ?? gen('f', 10)),
  ]
}
const run = (standings: DivisionStanding[], extra: Partial<SeasonEndInput> = {}) =>
  proposeSeasonEnd({ standings, departed: new Set(), ...extra })
const moved = (p: ReturnType<typeof run>, reason?: string) =>
  p.moves
    .filter((m) => !reason || m.reason === reason)
    .map((m) => `${m.teamId}:${m.from}>${m.to}`)
    .sort()

describe('FAPA art. 76.1: promotions and relegations', () => {
  const p = run(season())
  test('the 1st-division winner is champion', () => {
    expect(p.champion).toBe('p1')
  })

  test('3 down from 1st, 3 up and 4 down in 2nd, 2 up and 2 down per 3rd group, 4 up from 4th', () => {
    expect(moved(p, 'relegated')).toEqual(
      [
        'p10:1>2',
        'p11:1>2',
        'p12:1>2',
        's9:2>3',
        's10:2>3',
        's11:2>3',
        's12:2>3',
        't11:3>4',
        't12:3>4',
        'u11:3>4',
        'u12:3>4',
      ].sort(),
    )
    expect(moved(p, 'promoted')).toEqual(
      [
        's1:2>1',
        's2:2>1',
        's3:2>1',
        't1:3>2',
        't2:3>2',
        'u1:3>2',
        'u2:3>2',
        'f1:4>3',
        'f2:4>3',
        'f3:4>3',
        'f4:4>3',
      ].sort(),
    )
    expect([1, 2, 3].map((d) => p.divisions[d as Division].length)).toEqual([12, 12, 24])
  })
})

describe('FAPA art. 76.1, 76.3, 76.8, 76.9: departures and repechage', () => {
  test('a withdrawn team (ranked last) goes down and takes one of the relegation places', () => {
    const p = run(season(), { departed: new Set([asTeamId('p12')]) })
    expect(moved(p).filter((m) => m.startsWith('p'))).toEqual(['p10:1>2', 'p11:1>2', 'p12:1>2'])
    expect(p.moves.find((m) => m.teamId === 'p12')?.reason).toBe('departed')
  })

  test('a 1st-division team not registering drops to 4th; the best relegated team is recalled (76.8, 76.9.2)', () => {
    const p = run(season(), { notRegistering: new Set([asTeamId('p5')]) })
    expect(p.moves.find((m) => m.teamId === 'p5')).toMatchObject({
      to: 4,
      reason: 'not-registered',
      article: '76.8',
    })
    expect(p.moves.find((m) => m.teamId === 'p10')).toBeUndefined()
    expect(p.divisions[1]).toContain('p10')
    expect(p.divisions[1]).toHaveLength(12)
  })
})

describe('FAPA art. 76.4-76.7: club conflicts', () => {
  test('76.4-76.5: a club winning both 3rd groups promotes the better team; the next in the other group goes up', () => {
    const g1 = ['x1:x:A', ...gen('t', 11)]
    const g2 = ['u1', 'x2:x:B', ...gen('u', 12).slice(2)]
    const p = run(season({ g1, g2 }))
    expect(moved(p, 'promoted').filter((m) => m.includes('>2'))).toEqual(
      ['t1:3>2', 'u1:3>2', 'u3:3>2', 'x1:3>2'].sort(),
    )
    expect(p.notes.map((n) => [n.teamId, n.article])).toEqual([['x2', '76.5']])
  })

  test('76.6: a feeder team goes up when its senior team goes down', () => {
    const d2 = [...gen('s', 11), 'x1:x:A']
    const g1 = ['x2:x:B', ...gen('t', 11)]
    const p = run(season({ d2, g1 }))
    expect(
      p.moves.filter((m) => m.teamId.startsWith('x')).map((m) => `${m.teamId}:${m.from}>${m.to}`),
    ).toEqual(['x1:2>3', 'x2:3>2'])
  })

  test('76.7: a team relegated from 1st meeting its B team in 2nd sends the B team down', () => {
    const d1 = [...gen('p', 11), 'x1:x:A']
    const d2 = ['s1', 's2', 's3', 'x2:x:B', ...gen('s', 12).slice(4)]
    const p = run(season({ d1, d2 }))
    expect(p.moves.find((m) => m.teamId === 'x2')).toMatchObject({
      from: 2,
      to: 3,
      reason: 'club-limit-down',
      article: '76.7',
    })
    expect(p.divisions[2]).toHaveLength(12)
  })
})

describe('FAPA art. 76.9 and 68.2: the committee edits the proposal', () => {
  test('moving a 2nd-division team up breaks the size of 1st and is reported', () => {
    const p = run(season())
    const edited = editProposal(p, asTeamId('s4'), 1, 2)
    expect(edited.divisions[1]).toHaveLength(13)
    const clubOf = (t: string) => asClubId(t)
    expect(checkProposal(edited, clubOf).map((v) => [v.code, v.article, v.detail])).toEqual([
      ['season/division-size', '71', '1: 13/12'],
      ['season/division-size', '71', '2: 11/12'],
    ])
    expect(checkProposal(p, clubOf)).toEqual([])
  })
})

describe('FAPA art. 76.3 and 76.9.2: who is recalled', () => {
  test('a team relegated for withdrawing is never recalled; the best other relegated team is', () => {
    // p5 does not register (to 4th); p12 withdrew: the repechage recalls p10, never p12.
    const p = run(season(), {
      notRegistering: new Set([asTeamId('p5')]),
      departed: new Set([asTeamId('p12')]),
    })
    expect(p.divisions[1]).toContain('p10')
    expect(p.divisions[1]).not.toContain('p12')
    expect(p.moves.find((m) => m.teamId === 'p10')).toBeUndefined()
  })
})
