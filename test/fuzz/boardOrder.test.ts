import fc from 'fast-check'
import { afterAll, describe, expect, test } from 'vitest'
import type { BackupError } from '../../src/db/backup/checks.ts'
import { boardOrderLine } from '../../src/db/backup/teamValidators.ts'
import { cleanNameCut } from '../../src/domain/core/index.ts'
import { parseBoardOrder } from '../../src/features/teams/TeamsSection.tsx'
import { FUZZ_RUNS, measured, reportWorst, textMutant } from './mutants.ts'

afterAll(reportWorst)

const PASTED = 'Nuño, Íñigo; 2105\nOrdóñez, Marta; 1980\nPérez Luis;1875\n\nRuiz, Dora\n'

describe('fuzz: a pasted board order gives lines the backups keep, never an exception', () => {
  test('every line, as the team entry stores it, passes the board-order check', () => {
    fc.assert(
      fc.property(textMutant(PASTED), (text) => {
        const lines = measured('board-order', () => parseBoardOrder(text))
        for (const [i, l] of lines.entries()) {
          const errors: BackupError[] = []
          boardOrderLine({ ...l, name: cleanNameCut(l.name) }, `$[${i}]`, errors)
          expect(errors).toEqual([])
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
