/**
 * What a committee sanction does to the standings, for the confirmation: the team's points and
 * place before and after. No storage and no React here.
 */
import type { CommitteeSanction } from '../../domain/teams/index.ts'
import { standings } from '../../domain/teams/index.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/** A team's standing before and after a sanction; points in half-units of the primary score. */
export interface SanctionPreview {
  readonly before: { readonly rank: number; readonly points: number }
  readonly after: { readonly rank: number; readonly points: number }
}

/** The effect of taking `points` half-units from `teamId`, or null for an unknown team. */
export function previewCommitteeSanction(
  c: TeamCompetitionRow,
  teamId: string,
  points: number,
): SanctionPreview | null {
  const at = (rows: ReturnType<typeof standings>) => {
    const r = rows.find((x) => x.teamId === teamId)
    return r ? { rank: r.rank, points: r.primary } : null
  }
  const trial: CommitteeSanction = {
    id: 'preview',
    teamId,
    article: '',
    points,
    reason: '',
    at: '',
  }
  const before = at(standings(c))
  const after = at(standings({ ...c, sanctions: [...(c.sanctions ?? []), trial] }))
  return before && after ? { before, after } : null
}

/** A typed number of points ('1', '0,5', '1.5') as half-units; NaN when it is not one. */
export function sanctionHalfPoints(text: string): number {
  const v = Number(text.trim().replace(',', '.'))
  return text.trim() === '' || !Number.isFinite(v) ? Number.NaN : v * 2
}
