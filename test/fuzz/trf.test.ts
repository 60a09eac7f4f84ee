import fc from 'fast-check'
import { afterAll, describe, expect, test } from 'vitest'
import type { BackupError } from '../../src/db/backup/checks.ts'
import { tournamentStateCheck } from '../../src/db/backup/tournamentLogValidators.ts'
import { tournamentFromTrfFile } from '../../src/domain/reports/index.ts'
import { parseTrf, tournamentFromTrf, type TrfProblem } from '../../src/domain/trf/index.ts'
import { fixtureText } from '../helpers/fixtures.ts'
import { bytesMutant, FUZZ_RUNS, measured, reportWorst, textMutant } from './mutants.ts'

afterAll(reportWorst)

const player = (no: number, points: string, ...rounds: string[]) =>
  `001 ${String(no).padStart(4)} m    ${`Jugador ${no}`.padEnd(33)} ${1900 - no} ESP ${String(2200000 + no).padEnd(11)} 1990/01/01 ${points.padStart(4)} ${String(no).padStart(4)}  ${rounds.map((r) => r.padEnd(8)).join('  ')}`.trimEnd()

/** A small event using most records: headers, 162 scoring, byes, XXR, XXC rank, XXZ, XXP. */
const SAMPLE = [
  '012 Abierto de Navia',
  '042 2026/03/07',
  '052 2026/03/08',
  '162  W 1.0    D 0.5    L 0.0    P 1.0',
  'XXR 5',
  'XXC rank white1',
  player(1, '1.5', '   3 w 1', '   2 b ='),
  player(2, '1.5', '   4 b 1', '   1 w ='),
  player(3, '1.0', '   1 b 0', '0000 - U'),
  player(4, '0.5', '   2 w 0', '0000 - H'),
  '240 Z   3    4',
  'XXZ    4',
  'XXP    1    4',
].join('\n')
const FIXTURE = fixtureText('dutch/dutch-0010.trf')
const DEFAULTS = { tiebreaks: ['BH-C1', 'BH', 'SB'], unplayed: 'fapa' as const, lotSeed: 11 }

function expectLocated(problems: readonly TrfProblem[]) {
  expect(problems.length).toBeLessThanOrEqual(101)
  for (const p of problems) {
    expect(Number.isInteger(p.line) && p.line >= 1).toBe(true)
    expect(p.column === null || (Number.isInteger(p.column) && p.column >= 1)).toBe(true)
  }
}

describe('fuzz: TRF readers give a valid tournament or located errors, never an exception', () => {
  test.each([
    ['a small event with every record', SAMPLE],
    ['a golden fixture', FIXTURE],
  ])('the import screen on mutated bytes of %s', (_what, sample) => {
    fc.assert(
      fc.property(bytesMutant(sample), (bytes) => {
        const r = measured('trf-import', () => tournamentFromTrfFile(bytes, DEFAULTS))
        if (r.ok) {
          const errors: BackupError[] = []
          tournamentStateCheck(r.value.doc, '$', errors)
          expect(errors).toEqual([])
          expectLocated(r.value.report.warnings)
        } else {
          expect(r.error.errors.length).toBeGreaterThan(0)
          expectLocated(r.error.errors)
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('the command-line reader on mutated text', () => {
    fc.assert(
      fc.property(textMutant(SAMPLE), (text) => {
        const parsed = measured('trf-parse', () => parseTrf(text))
        if (!parsed.ok) {
          expectLocated(parsed.error)
          return
        }
        const t = tournamentFromTrf(parsed.value)
        if (!t.ok) {
          expectLocated(t.error)
          return
        }
        expect(new Set(t.value.players.map((p) => p.startNo)).size).toBe(t.value.players.length)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('one damaged line of 10 MB costs one error and bounded memory (figures with npm run fuzz)', () => {
    const huge = `012 Roto\n001${' x w 1   '.repeat(1_100_000)}\n`
    const r = measured('trf-10mb-line', () => tournamentFromTrfFile(huge, DEFAULTS))
    expect(r.ok ? [] : r.error.errors.map((e) => e.code)).toEqual(['trf/line-too-long'])
  })
})
