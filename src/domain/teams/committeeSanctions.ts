/**
 * The Comité de Competición's sanctions on a team: the article applied, the points taken from
 * the team's primary score and the committee's reason. A sanction stands on its own (it need not
 * come from a late acta or result) and is subtracted in the standings like the deductions of
 * art. 77.1.2.
 * @see FAPA art. 82, 115
 */
import { err, ok, type Result } from '../core/index.ts'

/** One committee sanction. `points` is in half-units of the primary score (board or match points). */
export interface CommitteeSanction {
  readonly id: string
  readonly teamId: string
  /** The article applied, as the regulation numbers it ('82.2', '77.4', '115'). */
  readonly article: string
  /** Points taken away, in half-units of the competition's primary score (0: no points effect). */
  readonly points: number
  readonly reason: string
  readonly at: string
}

/** Why a sanction cannot be recorded, with the field it concerns. */
export interface CommitteeSanctionError {
  readonly code: string
  readonly field?: string
  readonly params?: Readonly<Record<string, number>>
}

/** Largest deduction one sanction may carry, in half-units. */
export const SANCTION_POINTS_MAX = 200

const ARTICLE = /^\d{1,3}(\.\d{1,2}){0,3}(\.?[a-z])?$/

/**
 * Checks a sanction against the competition's teams and the sanctions already recorded: a known
 * team, an article number, whole half-points from 0 to 200, a reason, and a new id.
 */
export function checkCommitteeSanction(
  teamIds: readonly string[],
  recorded: readonly CommitteeSanction[],
  input: CommitteeSanction,
): Result<CommitteeSanction, CommitteeSanctionError[]> {
  const errors: CommitteeSanctionError[] = []
  const article = input.article.trim().replace(/^art(ículo|\.)?\s*/i, '')
  const reason = input.reason.trim().slice(0, 2000)
  if (!teamIds.includes(input.teamId)) errors.push({ code: 'teams/sanction-team', field: 'teamId' })
  if (!ARTICLE.test(article)) errors.push({ code: 'teams/sanction-article', field: 'article' })
  if (!Number.isInteger(input.points) || input.points < 0 || input.points > SANCTION_POINTS_MAX)
    errors.push({
      code: 'teams/sanction-points',
      field: 'points',
      params: { max: SANCTION_POINTS_MAX / 2 },
    })
  if (reason === '') errors.push({ code: 'teams/sanction-reason', field: 'reason' })
  if (recorded.some((s) => s.id === input.id)) errors.push({ code: 'teams/sanction-recorded' })
  if (errors.length > 0) return err(errors)
  return ok({ ...input, article, reason })
}

/** The half-units each team loses to the committee's sanctions. */
export function sanctionDeductions(
  sanctions: readonly CommitteeSanction[],
): ReadonlyMap<string, number> {
  const out = new Map<string, number>()
  for (const s of sanctions) out.set(s.teamId, (out.get(s.teamId) ?? 0) + s.points)
  return out
}
