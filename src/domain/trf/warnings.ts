/**
 * What a sound TRF says that Alfil reads differently from its author, or cannot check: shown to
 * the arbiter, by line and column, before the file is imported. None of them stops the import.
 * @see FIDE TRF-16 record 001 (points column 81-84), JaVaFo `XXC`
 */
import { formatPoints, pointsFor } from '../core/index.ts'
import { recordLines, type TrfTournament } from './toTournament.ts'
import { TRF_MAX_LISTED, type TrfDocument } from './types.ts'

export const TRF_WARNING_CODES = [
  'trf/points-mismatch',
  'trf/xxc-rank',
  'trf/bad-date',
  'trf/forbidden-unknown',
  'trf/more-warnings',
] as const
export type TrfWarningCode = (typeof TRF_WARNING_CODES)[number]

export interface TrfWarning {
  readonly code: TrfWarningCode
  readonly line: number
  readonly column: number
  readonly message: string
  readonly params?: Readonly<Record<string, string | number>>
}

/**
 * Player lines whose points column differs from the points of their results (scored with the
 * file's `162` values and byes), and a JaVaFo `rank` option (start numbers are kept as written,
 * not renumbered by file position). At most 100 are listed, then "and N more".
 */
export function trfWarnings(doc: TrfDocument, t: TrfTournament): TrfWarning[] {
  const lineOf = recordLines(doc)
  const out: TrfWarning[] = []
  const byNo = new Map(t.players.map((p) => [p.startNo, p]))
  for (const r of doc.records) {
    if (r.kind === 'initial-colour' && /(^|\s)rank(\s|$)/i.test(r.value))
      out.push({
        code: 'trf/xxc-rank',
        line: lineOf.get(r) ?? 1,
        column: 5 + Math.max(0, r.value.search(/rank/i)),
        message: 'XXC rank: start numbers are read as written',
      })
    if (r.kind !== 'player' || r.points === null) continue
    const player = byNo.get(r.startNo)
    if (!player) continue
    const scored = player.rounds.reduce(
      (sum, e) => sum + (e ? pointsFor(e.outcome, t.scoring) : 0),
      0,
    )
    if (scored !== r.points)
      out.push({
        code: 'trf/points-mismatch',
        line: lineOf.get(r) ?? 1,
        column: 81,
        message: `points column ${formatPoints(r.points)}, results give ${formatPoints(scored)}`,
        params: { startNo: r.startNo, file: formatPoints(r.points), results: formatPoints(scored) },
      })
  }
  if (out.length <= TRF_MAX_LISTED) return out
  const more = out.length - TRF_MAX_LISTED
  return [
    ...out.slice(0, TRF_MAX_LISTED),
    {
      code: 'trf/more-warnings',
      line: out[TRF_MAX_LISTED]!.line,
      column: 1,
      message: `and ${more} more`,
      params: { count: more },
    },
  ]
}
