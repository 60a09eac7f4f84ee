import { describe, expect, test } from 'vitest'
import { isPlayed } from '../../../src/domain/core/index.ts'
import { pairRound } from '../../../src/domain/pairing/dutch/index.ts'
import type { PairedGame } from '../../../src/domain/pairing/types.ts'
import {
  absentInRound,
  truncateBeforeRound,
  type TournamentSnapshot,
} from '../../../src/domain/tournament/index.ts'
import { expectedRound, loadGoldenFolder } from './dutchGolden.ts'

/** Absolute criteria every produced round must meet, whatever the reference says. @see FIDE C.04.3 C1-C2 */
export function absoluteViolations(
  t: TournamentSnapshot,
  round: number,
  games: readonly PairedGame[],
  bye: number | null,
): string[] {
  const out: string[] = []
  const seen = new Set<number>()
  const byId = new Map(t.players.map((p) => [p.startNo, p]))
  for (const { white, black } of games) {
    for (const id of [white, black]) {
      if (seen.has(id)) out.push(`${id} paired twice`)
      seen.add(id)
    }
    const met = byId
      .get(white)
      ?.rounds.slice(0, round - 1)
      .some((e) => e && isPlayed(e.outcome) && e.opponent === black)
    if (met) out.push(`${white}-${black} already met (C1)`)
    if (t.forbiddenPairs.some((g) => g.includes(white) && g.includes(black)))
      out.push(`${white}-${black} forbidden`)
  }
  if (bye !== null) {
    const hist = byId.get(bye)?.rounds.slice(0, round - 1) ?? []
    if (
      hist.some(
        (e) =>
          e && (e.outcome === 'pab' || e.outcome === 'forfeit-win' || e.outcome === 'full-bye'),
      )
    ) {
      out.push(`${bye} not eligible for the PAB (C2)`)
    }
  }
  return out
}

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
        const res = pairRound({
          tournament: truncated,
          round,
          absent: absentInRound(g.snapshot, round),
        })
        expect(res.ok).toBe(true)
        if (!res.ok) return
        expect(absoluteViolations(truncated, round, res.value.games, res.value.bye)).toEqual([])
        const games = res.value.games.map((x) => `${x.white}-${x.black}`).sort()
        expect({ games, bye: res.value.bye }).toEqual(expectedRound(g.snapshot, round))
      },
      600_000,
    )
  })
}
