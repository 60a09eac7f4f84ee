import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createRng } from '../../../../src/domain/core/index.ts'
import {
  pairTeamSwiss,
  type SwissTeam,
  type TeamRound,
} from '../../../../src/domain/pairing/teamSwiss/index.ts'

/** Plays `rounds` rounds of a Swiss for `n` teams with seeded results and absences. */
function simulate(n: number, rounds: number, seed: number, zones: number) {
  const rng = createRng(seed)
  let teams: SwissTeam[] = Array.from({ length: n }, (_, i) => ({ tpn: i + 1, rounds: [] }))
  const zone = (t: number) => t % zones
  const problems: string[] = []
  for (let round = 1; round <= rounds; round++) {
    const absent = new Set(rng.int(10) === 0 ? [1 + rng.int(n)] : [])
    const r = pairTeamSwiss({
      teams,
      round,
      totalRounds: rounds,
      absent,
      initialColour: 'white',
      ...(zones > 1 ? { distant: (a: number, b: number) => zone(a) !== zone(b) } : {}),
    })
    if (!r.ok) return { problems: [`round ${round}: ${r.error.code}`], teams }
    const p = r.value
    const seen = [
      ...p.matches.flatMap((m) => [m.white, m.black]),
      ...(p.bye === null ? [] : [p.bye]),
    ]
    if (new Set(seen).size !== seen.length) problems.push(`round ${round}: a team twice`)
    if (seen.length !== n - absent.size)
      problems.push(`round ${round}: ${seen.length} of ${n - absent.size} paired`)
    for (const m of p.matches)
      if (teams[m.white - 1]!.rounds.some((x) => x.opponent === m.black))
        problems.push(`round ${round}: rematch`)
    if (p.bye !== null && teams[p.bye - 1]!.rounds.some((x) => x.kind === 'pab'))
      problems.push(`round ${round}: second PAB`)
    const add = new Map<number, TeamRound>()
    for (const m of p.matches) {
      const w = rng.int(9)
      const mp = w > 4 ? 2 : w === 4 ? 1 : 0
      add.set(m.white, {
        opponent: m.black,
        colour: 'white',
        kind: 'played',
        matchPoints: mp,
        gamePoints: w,
      })
      add.set(m.black, {
        opponent: m.white,
        colour: 'black',
        kind: 'played',
        matchPoints: 2 - mp,
        gamePoints: 8 - w,
      })
    }
    if (p.bye !== null)
      add.set(p.bye, { opponent: null, colour: null, kind: 'pab', matchPoints: 1, gamePoints: 4 })
    teams = teams.map((t) => ({
      ...t,
      rounds: [
        ...t.rounds,
        add.get(t.tpn) ?? {
          opponent: null,
          colour: null,
          kind: 'absent',
          matchPoints: 0,
          gamePoints: 0,
        },
      ],
    }))
  }
  return { problems, teams }
}

describe('FIDE C.04.6 C1-C3 on generated Swiss events (FAPA art. 71 sizes)', () => {
  test('no rematch, every present team paired once, no second PAB, with and without zones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 13, max: 30 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 3 }),
        (n, seed, zones) => {
          const rounds = n <= 24 ? 8 : 9
          expect(simulate(n, rounds, seed, zones).problems).toEqual([])
        },
      ),
      { numRuns: 25 },
    )
  })
})
