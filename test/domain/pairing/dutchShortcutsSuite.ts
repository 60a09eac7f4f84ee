import { describe, expect, test } from 'vitest'
import { pairRound } from '../../../src/domain/pairing/dutch/index.ts'
import type { PairingRequest } from '../../../src/domain/pairing/types.ts'
import { absentInRound, truncateBeforeRound } from '../../../src/domain/tournament/index.ts'
import { loadGoldenFolder } from './dutchGolden.ts'

/** The pairing as comparable text: boards in order with colours, then the PAB. */
function pairingText(request: PairingRequest, shortcuts: boolean): string {
  const res = pairRound(request, { shortcuts })
  if (!res.ok) return res.error.code
  return [
    ...res.value.games.map((g) => `${g.white}-${g.black}`),
    `bye ${res.value.bye ?? '-'}`,
  ].join(' ')
}

/**
 * One test per fixture file: every round paired with the shortcuts (perfect candidate, bracket
 * solved alone, argued floater equivalence) and without them, by the exact graphs only; the two
 * pairings must be identical, boards, colours and PAB.
 */
export function shortcutsSuite(folder: string, keep: (file: string) => boolean = () => true): void {
  const files = loadGoldenFolder(folder).filter((g) => keep(g.file))
  describe(`C.04.3 shortcuts change no pairing: every round of ${folder} with and without them`, () => {
    test.each(files.map((g) => ({ name: g.file.replace('.trf', ''), g })))(
      '$name',
      ({ g }) => {
        for (let round = 1; round <= g.rounds; round++) {
          const request = {
            tournament: truncateBeforeRound(g.snapshot, round),
            round,
            absent: absentInRound(g.snapshot, round),
          }
          expect(`round ${round}: ${pairingText(request, false)}`).toBe(
            `round ${round}: ${pairingText(request, true)}`,
          )
        }
      },
      600_000,
    )
  })
}
