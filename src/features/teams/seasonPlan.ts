/**
 * The committee's edits applied to the next-season proposal: moves up or down and replacements,
 * each with its reason. No storage and no React here.
 */
import { asClubId, asTeamId, type TeamId } from '../../domain/core/index.ts'
import {
  checkProposal,
  editProposal,
  type Division,
  type SeasonProposal,
  type Violation,
} from '../../domain/teams/index.ts'
import type { SeasonEditRow, TeamCompetitionRow } from './teamsDb.ts'

/** The single plan this database keeps: the season after the competitions it holds. */
export const SEASON_PLAN_ID = 'next-season'

/** A proposal after the committee's edits, with what each edit did. */
export interface EditedProposal {
  readonly proposal: SeasonProposal
  /** Team ids standing for replacement teams, with their names. */
  readonly replacements: ReadonlyMap<string, string>
  /** Edits that no longer apply (the team is gone or cannot move that way). */
  readonly rejected: readonly SeasonEditRow[]
}

function divisionOf(p: SeasonProposal, teamId: string): Division | null {
  for (const d of [1, 2, 3, 4] as const) if (p.divisions[d].includes(teamId as TeamId)) return d
  return null
}

/** The id a replacement team takes in the proposal. */
export function replacementId(name: string): TeamId {
  return asTeamId(`replacement:${name.trim()}`)
}

/**
 * Applies the committee's edits in order: up and down move a team one division (art. 76.9,
 * recorded as a committee move), replace puts another team in its place in the same division.
 * @see FAPA art. 76.9, 116
 */
export function applySeasonEdits(
  base: SeasonProposal,
  edits: readonly SeasonEditRow[],
): EditedProposal {
  let p = base
  const replacements = new Map<string, string>()
  const rejected: SeasonEditRow[] = []
  for (const e of edits) {
    const d = divisionOf(p, e.teamId)
    if (d === null) {
      rejected.push(e)
      continue
    }
    if (e.action === 'replace') {
      const name = e.replacement?.trim() ?? ''
      const id = replacementId(name)
      if (!name || divisionOf(p, id) !== null) {
        rejected.push(e)
        continue
      }
      replacements.set(id, name)
      const list = p.divisions[d].map((t) => (t === e.teamId ? id : t))
      p = {
        ...p,
        divisions: { ...p.divisions, [d]: list },
        moves: p.moves.filter((m) => m.teamId !== e.teamId),
      }
      continue
    }
    const to = d + (e.action === 'up' ? -1 : 1)
    if (to < 1 || to > 4) {
      rejected.push(e)
      continue
    }
    p = editProposal(p, asTeamId(e.teamId), to as Division, d)
  }
  return { proposal: p, replacements, rejected }
}

/** Validates one edit against the proposal it would change. */
export function checkEdit(
  base: SeasonProposal,
  earlier: readonly SeasonEditRow[],
  edit: SeasonEditRow,
): 'teams/reason-required' | 'teams/replacement-required' | 'teams/cannot-move' | null {
  if (!edit.reason.trim()) return 'teams/reason-required'
  if (edit.action === 'replace' && !edit.replacement?.trim()) return 'teams/replacement-required'
  const after = applySeasonEdits(base, [...earlier, edit])
  return after.rejected.includes(edit) ? 'teams/cannot-move' : null
}

/**
 * Club-limit and division-size problems of the edited proposal, for the divisions that hold teams.
 * @see FAPA art. 68.2, 71
 */
export function proposalProblems(
  edited: EditedProposal,
  competitions: readonly TeamCompetitionRow[],
): Violation[] {
  const club = new Map(
    competitions.flatMap((c) => c.teams.map((t) => [t.id, asClubId(t.club || t.id)] as const)),
  )
  const p = edited.proposal
  return checkProposal(p, (t) => club.get(t) ?? asClubId(t)).filter(
    (v) => v.code !== 'season/division-size' || !/^\d: 0\//.test(v.detail ?? ''),
  )
}
