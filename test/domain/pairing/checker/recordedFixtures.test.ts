import { describe, expect, test } from 'vitest'
import {
  checkRoundPairing,
  recordedPairing,
  roundsRecorded,
  unpairedInRecord,
} from '../../../../src/domain/pairing/checker/index.ts'
import { truncateBeforeRound } from '../../../../src/domain/tournament/index.ts'
import { listFixtures, loadFixture } from '../../../helpers/fixtures.ts'

describe('FIDE C.04.3 C1-C3: every round paired by the reference engine passes the absolute checker', () => {
  test.each(['dutch', 'dutch-accelerated', 'dutch-forbidden'])('%s fixtures', (folder) => {
    let rounds = 0
    for (const file of listFixtures(folder)) {
      const t = loadFixture(file)
      for (let r = 1; r <= roundsRecorded(t); r++) {
        const violations = checkRoundPairing(
          truncateBeforeRound(t, r),
          recordedPairing(t, r),
          unpairedInRecord(t, r),
        )
        expect({ file, r, violations }).toEqual({ file, r, violations: [] })
        rounds++
      }
    }
    expect(rounds).toBeGreaterThan(100)
  })
})
