import { describe, expect, test } from 'vitest'
import { checkRoundPairing } from '../../../src/domain/pairing/checker/index.ts'
import { pairRound } from '../../../src/domain/pairing/dutch/index.ts'
import { absentInRound, truncateBeforeRound } from '../../../src/domain/tournament/index.ts'
import { expectedRound, loadGoldenFolder } from './dutchGolden.ts'

/**
 * One test per round of every file of a fixture folder: our pairing of round r from rounds
 * 1..r-1 equals the reference's (pairs, colours, PAB) and meets the absolute criteria.
 */
export function goldenSuite(folder: string, keep: (file: string) => boolean = () => true): void {
  const files = loadGoldenFolder(folder).filter((g) => keep(g.file))
  const cases = files.flatMap((g) =>
    Array.from({ length: g.rounds }, (_, i) => ({
      name: `${g.file.replace('.trf', '')} round ${i + 1}`,
      g,
      round: i + 1,
    })),
  )
  describe(`FIDE C.04.3 (2025) Dutch pairings equal the endorsed reference engine's (${folder})`, () => {
    test.each(cases)(
      '$name',
      ({ g, round }) => {
        const truncated = truncateBeforeRound(g.snapshot, round)
        const absent = absentInRound(g.snapshot, round)
        const res = pairRound({ tournament: truncated, round, absent })
        expect(res.ok).toBe(true)
        if (!res.ok) return
        expect(checkRoundPairing(truncated, res.value, absent)).toEqual([])
        const games = res.value.games.map((x) => `${x.white}-${x.black}`).sort()
        expect({ games, bye: res.value.bye }).toEqual(expectedRound(g.snapshot, round))
      },
      600_000,
    )
  })
}
