/**
 * The competition committee's decisions on the infractions Alfil finds: a late acta (art. 82.2)
 * or a late or missing result communication (art. 82.4), each recorded once with its grade and
 * the committee's words.
 * @see FAPA art. 82.2, 82.4
 */
import { err, ok, type Result } from '../core/index.ts'

export const SANCTION_GRADES = ['minor', 'serious', 'very-serious'] as const

/** One decision: the club, the match that caused it, the article and grade, and its text. */
export interface SanctionDecision {
  readonly clubId: string
  readonly matchId: string
  readonly article: '82.2' | '82.4'
  readonly grade: (typeof SANCTION_GRADES)[number]
  readonly decision: string
  readonly at: string
}

export interface SanctionError {
  readonly code: 'teams/sanction-text' | 'teams/sanction-recorded'
  readonly field?: string
}

/** The key of a decision: one per match and article. */
export const sanctionKey = (s: Pick<SanctionDecision, 'article' | 'matchId'>) =>
  `${s.article}|${s.matchId}`

/**
 * A new decision against those already recorded: its text is required (trimmed, at most 2000
 * characters) and an infraction is decided once.
 */
export function decideSanction(
  recorded: readonly SanctionDecision[],
  input: SanctionDecision,
): Result<SanctionDecision, SanctionError[]> {
  const decision = input.decision.trim().slice(0, 2000)
  if (decision === '') return err([{ code: 'teams/sanction-text', field: 'decision' }])
  if (recorded.some((s) => sanctionKey(s) === sanctionKey(input)))
    return err([{ code: 'teams/sanction-recorded' }])
  return ok({ ...input, decision })
}
