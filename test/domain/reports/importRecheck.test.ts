import { describe, expect, it } from 'vitest'
import { pairRound } from '../../../src/domain/pairing/index.ts'
import {
  tournamentFromTrfText,
  tournamentToTrf,
  trfImportDifferences,
} from '../../../src/domain/reports/index.ts'
import {
  applyPairing,
  pairingRequestOf,
  recordResult,
  type IndividualTournament,
} from '../../../src/domain/tournament/index.ts'
import { testEntrant, testTournament } from '../tournament/builders.ts'

const must = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value
}

/** Six rated players, three rounds paired by the engine, White winning every game. */
function played(): IndividualTournament {
  let t = testTournament(
    { totalRounds: 3 },
    { entrants: [1, 2, 3, 4, 5, 6].map((n) => testEntrant(n, { fideRating: 2300 - n * 50 })) },
  )
  for (let round = 1; round <= 3; round++) {
    t = must(applyPairing(t, must(pairRound(pairingRequestOf(t)))))
    for (const b of t.rounds[round - 1]?.boards ?? [])
      t = must(recordResult(t, round, b.board, '1-0'))
  }
  return t
}

describe('C.02 TRF import re-checks every round', () => {
  it('C.02 TRF import: a file the engine paired itself has no difference', () => {
    expect(trfImportDifferences(tournamentToTrf(played()))).toEqual([])
  })

  it('C.02 TRF import: a file whose round 3 swaps two Blacks differs on those two boards of round 3 only', () => {
    const t = played()
    const r3 = t.rounds[2]
    if (!r3) throw new Error('no round 3')
    const [b1, b2] = r3.boards
    if (!b1 || !b2) throw new Error('no boards')
    const swapped = r3.boards.map((b, i) =>
      i === 0 ? { ...b, black: b2.black } : i === 1 ? { ...b, black: b1.black } : b,
    )
    const edited = { ...t, rounds: [t.rounds[0]!, t.rounds[1]!, { ...r3, boards: swapped }] }
    const text = tournamentToTrf(edited)
    const byFile = (a: { file: string }, b: { file: string }) => a.file.localeCompare(b.file)
    expect(trfImportDifferences(text).sort(byFile)).toEqual(
      [
        { round: 3, file: `${b1.white}-${b2.black}`, engine: `${b1.white}-${b1.black}` },
        { round: 3, file: `${b2.white}-${b1.black}`, engine: `${b2.white}-${b2.black}` },
      ].sort(byFile),
    )
  })

  it('C.02 TRF import: an imported tournament is in FIDE mode', () => {
    const back = must(
      tournamentFromTrfText(tournamentToTrf(played()), {
        tiebreaks: [],
        unplayed: 'fapa',
        lotSeed: 1,
      }),
    )
    expect(back.settings.fideMode).toBe(true)
  })
})
