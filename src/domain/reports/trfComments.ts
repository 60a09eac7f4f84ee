import type { IndividualTournament } from '../tournament/index.ts'
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

/**
 * The `###` comment records closing a TRF report (TRF-16 and TRF-2026 alike): the manual pairing
 * changes, then the log lines.
 * @see FIDE C.02 (2026)
 */
export function commentRecords(t: IndividualTournament, log: readonly string[]): TrfRecord[] {
  return [...manualChangeLines(t), ...log].map((text) => ({ kind: 'comment', text: ` ${text}` }))
}
