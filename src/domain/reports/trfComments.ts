import { manualPhaseLines, type IndividualTournament } from '../tournament/index.ts'
import type { TrfRecord } from '../trf/index.ts'

/** One line per manual pairing change: the engine's pairs and the final ones of that round. */
function manualChangeLines(t: IndividualTournament): string[] {
  const pairs = (g: readonly { white: number; black: number }[]) =>
    g.map((x) => `${x.white}-${x.black}`).join(' ')
  return t.rounds.flatMap((r) =>
    r.manualChanges.map(
      (c) =>
        `MANUAL R${r.round} ${c.at} "${c.reason}" engine: ${pairs(c.before)} -> final: ${pairs(c.after)}`,
    ),
  )
}

/** Results corrected for the rating report only: stored apart, never in the player lines. */
function ratingCorrectionLines(t: IndividualTournament): string[] {
  return (t.ratingCorrections ?? []).map((c) =>
    `RATING CORRECTION R${c.round} B${c.board} ${c.result} ${c.note}`.trim(),
  )
}

/** Boards where an imported round differs from the engine's pairing of it. */
function importLines(t: IndividualTournament): string[] {
  return (t.importCheck ?? []).map(
    (d) => `Import @ Round ${d.round}: file ${d.file || '-'} engine ${d.engine || '-'}`,
  )
}

/**
 * The `###` comment records closing a TRF report (TRF-16 and TRF-2026 alike): the manual pairing
 * changes, the manual phases' comparisons, the import re-check, the rating-only corrections,
 * then the log lines.
 * @see FIDE C.02 (2026)
 */
export function commentRecords(t: IndividualTournament, log: readonly string[]): TrfRecord[] {
  return [
    ...manualChangeLines(t),
    ...manualPhaseLines(t),
    ...importLines(t),
    ...ratingCorrectionLines(t),
    ...log,
  ].map((text) => ({ kind: 'comment', text: ` ${text}` }))
}
