/**
 * A TRF file from its bytes to a checked tournament, with everything the arbiter must be told:
 * the encoding it was read with, the errors that stop the import (syntax, then meaning) and the
 * warnings to accept before importing. Never throws; every problem has its line.
 */
import { decodeText, err, ok, type Result, type TextEncodingName } from '../core/index.ts'
import { parseTrf } from './parseTrf.ts'
import { tournamentFromTrf, type TrfMeaningError, type TrfTournament } from './toTournament.ts'
import type { TrfDocument, TrfError } from './types.ts'
import { trfWarnings, type TrfWarning } from './warnings.ts'

/** One problem as the import screen and the command line list it. */
export type TrfProblem = TrfError | TrfMeaningError | TrfWarning

/** What reading a TRF file found. */
export interface TrfReport {
  /** `windows-1252` when the bytes were not valid UTF-8 (say so to the arbiter). */
  readonly encoding: TextEncodingName
  /** Errors that stop the import: at most 100, then one "and N more". */
  readonly errors: readonly (TrfError | TrfMeaningError)[]
  /** What must be accepted before importing: at most 100, then one "and N more". */
  readonly warnings: readonly TrfWarning[]
}

export interface TrfRead {
  readonly doc: TrfDocument
  readonly tournament: TrfTournament
  readonly report: TrfReport
}

/** Reads a TRF file (bytes, or text already decoded) into a checked tournament and its report. */
export function readTrf(input: Uint8Array | string): Result<TrfRead, TrfReport> {
  const { text, encoding } =
    typeof input === 'string' ? { text: input, encoding: 'utf-8' as const } : decodeText(input)
  const parsed = parseTrf(text)
  if (!parsed.ok) return err({ encoding, errors: parsed.error, warnings: [] })
  const tournament = tournamentFromTrf(parsed.value)
  if (!tournament.ok) return err({ encoding, errors: tournament.error, warnings: [] })
  const warnings = trfWarnings(parsed.value, tournament.value)
  return ok({
    doc: parsed.value,
    tournament: tournament.value,
    report: { encoding, errors: [], warnings },
  })
}
