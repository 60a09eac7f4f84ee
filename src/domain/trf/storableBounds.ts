/**
 * What a TRF may say but Alfil cannot keep: a tournament imported into the app must be one its
 * backups restore, so ratings above 3500, more than 99 rounds and game points above 50 are
 * refused at import, by line and column (the command line, which stores nothing, reads them).
 * @see src/db/backup/tournamentLogValidators.ts (bounds within the backup's)
 */
import { SCORING_VALUE_MAX } from '../core/index.ts'
import { ProblemList } from './parseTrf.ts'
import {
  moreMeaning,
  recordLines,
  type TrfMeaningError,
  type TrfTournament,
} from './toTournament.ts'
import type { TrfDocument } from './types.ts'

export const TRF_RATING_MAX = 3500
export const TRF_ROUNDS_MAX = 99
/** In half-points: the most a scoring value may give for one game. */
export const TRF_GAME_POINTS_MAX = SCORING_VALUE_MAX

export function unstorableProblems(doc: TrfDocument, t: TrfTournament): TrfMeaningError[] {
  const lineOf = recordLines(doc)
  const out = new ProblemList<TrfMeaningError>()
  const problem = (
    code: TrfMeaningError['code'],
    line: number,
    column: number,
    startNo: number | null,
    message: string,
  ) => out.push({ code, line, column, startNo, round: null, message })
  for (const r of doc.records) {
    const line = lineOf.get(r) ?? 1
    if (r.kind === 'player' && r.rating !== null && r.rating > TRF_RATING_MAX)
      problem('trf/bad-rating', line, 49, r.startNo, `rating ${r.rating} above ${TRF_RATING_MAX}`)
    if (r.kind === 'rounds' && r.total > TRF_ROUNDS_MAX)
      problem('trf/bad-round-count', line, 5, null, `XXR ${r.total} above ${TRF_ROUNDS_MAX}`)
    if (r.kind === 'game-points')
      r.values.forEach((v, k) => {
        if (v.points !== null && v.points > TRF_GAME_POINTS_MAX)
          problem(
            'trf/bad-game-points',
            line,
            7 + 9 * k,
            null,
            `${v.symbol} above ${TRF_GAME_POINTS_MAX / 2} points`,
          )
      })
  }
  if (t.totalRounds > TRF_ROUNDS_MAX && !out.listed.some((p) => p.code === 'trf/bad-round-count'))
    problem('trf/bad-round-count', 1, 1, null, `${t.totalRounds} rounds above ${TRF_ROUNDS_MAX}`)
  return out.done(moreMeaning)
}
