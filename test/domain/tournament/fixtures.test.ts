import { describe, expect, test } from 'vitest'
import { DEFAULT_SCORING, type Outcome } from '../../../src/domain/core/index.ts'
import { scoreBeforeRound, type TournamentSnapshot } from '../../../src/domain/tournament/index.ts'
import {
  absentInRound,
  expectedPairing,
  listFixtures,
  loadFixture,
  roundsPlayed,
  stateBeforeRound,
} from '../../helpers/fixtures.ts'

const FOLDERS = ['dutch', 'dutch-accelerated', 'dutch-forbidden'] as const
const fixture = (folder: string, name: string): string => {
  const path = listFixtures(folder).find((p) => p.endsWith(name))
  if (!path) throw new Error(`missing fixture ${name}`)
  return path
}

/** The result the opponent's line records for a game: the reverse of this side's. */
const REVERSE: Partial<Record<Outcome, Outcome>> = {
  win: 'loss',
  loss: 'win',
  draw: 'draw',
  'forfeit-win': 'forfeit-loss',
  'forfeit-loss': 'forfeit-win',
  'double-forfeit': 'double-forfeit',
}
const OPPOSITE = { white: 'black', black: 'white' } as const

/** Each game's entry as the opponent's line should record it, beside what it records. */
function mirrorMismatches(t: TournamentSnapshot): string[] {
  const byNo = new Map(t.players.map((p) => [p.startNo, p]))
  const out: string[] = []
  for (const p of t.players)
    p.rounds.forEach((e, i) => {
      if (!e || e.opponent === null) return // byes and absences have no opponent line
      const expected = {
        opponent: p.startNo,
        colour: e.colour === null ? null : OPPOSITE[e.colour],
        outcome: REVERSE[e.outcome] ?? `no reverse of ${e.outcome}`,
      }
      const actual = byNo.get(e.opponent)?.rounds[i]
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        out.push(`${p.startNo} r${i + 1}: ${JSON.stringify(expected)} vs ${JSON.stringify(actual)}`)
    })
  return out
}

describe('TRF-16 fixtures load as validated tournaments', () => {
  test.each(FOLDERS)(
    'every file in %s parses and every game is mirrored by the opponent',
    (folder) => {
      const files = listFixtures(folder)
      expect(files.length).toBeGreaterThan(10)
      for (const file of files) {
        const t = loadFixture(file)
        expect(t.totalRounds).toBeGreaterThanOrEqual(roundsPlayed(t))
        expect(mirrorMismatches(t), file).toEqual([])
      }
    },
  )

  test('the mirror check finds a game whose opponent records the same result', () => {
    const t = loadFixture(fixture('dutch', 'dutch-0001.trf'))
    const broken = {
      ...t,
      players: t.players.map((p) =>
        p.startNo === 128
          ? {
              ...p,
              rounds: [
                { opponent: 1, colour: 'black' as const, outcome: 'forfeit-win' as const },
                ...p.rounds.slice(1),
              ],
            }
          : p,
      ),
    }
    expect(mirrorMismatches(broken)).toEqual([
      '1 r1: {"opponent":1,"colour":"black","outcome":"forfeit-loss"} vs {"opponent":1,"colour":"black","outcome":"forfeit-win"}',
      '128 r1: {"opponent":128,"colour":"white","outcome":"forfeit-loss"} vs {"opponent":128,"colour":"white","outcome":"forfeit-win"}',
    ])
  })
})

describe('TRF-16 result codes map to outcomes (fide-facts 3.1)', () => {
  const t = loadFixture(fixture('dutch', 'dutch-0001.trf'))
  const player = (n: number) => t.players[n - 1]

  test('"+" and "-" against an opponent are a forfeit win and a forfeit loss', () => {
    expect(player(1)?.rounds[0]).toEqual({ opponent: 128, colour: 'white', outcome: 'forfeit-win' })
    expect(player(128)?.rounds[0]).toEqual({
      opponent: 1,
      colour: 'black',
      outcome: 'forfeit-loss',
    })
  })

  test('"-" on both sides is a double forfeit', () => {
    expect(player(65)?.rounds[2]).toEqual({
      opponent: 35,
      colour: 'white',
      outcome: 'double-forfeit',
    })
    expect(player(35)?.rounds[2]).toEqual({
      opponent: 65,
      colour: 'black',
      outcome: 'double-forfeit',
    })
  })

  test('XXR gives the total rounds and XXC the initial colour', () => {
    expect(t.totalRounds).toBe(10)
    expect(t.initialColour).toBe('white')
    expect(t.players).toHaveLength(254)
  })
})

describe('fixture README: state before round r', () => {
  const t = loadFixture(fixture('dutch', 'dutch-0001.trf'))

  test('keeps rounds 1..r-1 and recomputes the score from them', () => {
    const before3 = stateBeforeRound(t, 3)
    expect(Math.max(...before3.players.map((p) => p.rounds.length))).toBe(2)
    const p1 = before3.players[0]
    if (!p1) throw new Error('no player 1')
    // 128 w + then 71 w 1: a forfeit win and a win, 2 points.
    expect(scoreBeforeRound(p1, 3, DEFAULT_SCORING)).toBe(4)
  })

  test('round 1 of a 254-player file has 127 boards, 1-128 among them, and no PAB', () => {
    const pairing = expectedPairing(t, 1)
    expect(pairing.games).toHaveLength(127)
    expect(pairing.games).toContainEqual({ white: 1, black: 128 })
    expect(pairing.bye).toBeNull()
  })

  test('H and Z blocks of round r are the players announced absent', () => {
    const t3 = loadFixture(fixture('dutch', 'dutch-0003.trf'))
    expect([...absentInRound(t3, 2)].sort((a, b) => a - b)).toEqual([
      5, 30, 40, 49, 69, 89, 181, 268,
    ])
    const t2 = loadFixture(fixture('dutch', 'dutch-0002.trf'))
    expect(absentInRound(t2, 2).has(18)).toBe(true)
  })

  test('U block is the pairing-allocated bye', () => {
    const f = loadFixture(fixture('dutch-forbidden', 'forbid-0001.trf'))
    expect(expectedPairing(f, 5).bye).toBe(9)
    expect(absentInRound(f, 5)).toEqual(new Set([3, 11, 12]))
  })
})

describe('fixture extensions', () => {
  test('XXA records give virtual half-points per round (Baku acceleration, C.04.7)', () => {
    const t = loadFixture(fixture('dutch-accelerated', 'accel-0001.trf'))
    expect(t.acceleration.get(1)).toEqual([2, 2, 1])
    expect(t.acceleration.get(6)).toEqual([2, 2, 1])
    expect(t.acceleration.has(7)).toBe(false)
  })

  test('XXP records give the forbidden groups', () => {
    const t = loadFixture(fixture('dutch-forbidden', 'forbid-0001.trf'))
    expect(t.forbiddenPairs).toEqual([
      [5, 11],
      [2, 3],
    ])
    expect(t.initialColour).toBe('black')
  })
})
