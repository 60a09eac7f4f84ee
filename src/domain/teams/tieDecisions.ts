import { err, ok, type Result } from '../core/index.ts'
import {
  applyTieDecisions,
  checkTieDecision,
  type DecidedRow,
  type TieDecision,
  type TieDecisionError,
} from '../tiebreaks/finalTies.ts'
import type { TeamStandingRow } from './standings.ts'

/**
 * Teams a competition's whole chain leaves level, settled as the rules say: by lot with the
 * competition's recorded seed (FAPA art. 29.3.f, 29.4), or, for a place of promotion, relegation
 * or the title, by the match or tournament the Competition Committee sets (art. 29.3.f), its
 * matches recorded as won, drawn or lost. Teams are named by their number: their place in the
 * competition's list of teams, from 1.
 */

/** What the tie decisions of a team competition read and change. */
export interface TeamTieState {
  readonly seed: number
  readonly teams: readonly { readonly id: string }[]
  readonly tieDecisions?: readonly TieDecision[]
}

export type TeamTieCode = TieDecisionError | 'tie/unknown-team' | 'tie/no-decision'
export interface TeamTieError {
  readonly code: TeamTieCode
}

const sameTeams = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x))

/**
 * Records how level teams were separated; a new decision about the same teams replaces the
 * previous one. A lot must be drawn with the competition's seed.
 * @see FAPA art. 29.3.f, 29.4
 */
export function recordTeamTieDecision<S extends TeamTieState>(
  state: S,
  decision: TieDecision,
): Result<S, TeamTieError[]> {
  if (decision.players.some((n) => !Number.isInteger(n) || n < 1 || n > state.teams.length))
    return err([{ code: 'tie/unknown-team' }])
  const errors = checkTieDecision(decision, state.seed)
  if (errors.length > 0) return err(errors.map((code) => ({ code })))
  const kept = (state.tieDecisions ?? []).filter((d) => !sameTeams(d.players, decision.players))
  return ok({ ...state, tieDecisions: [...kept, decision] })
}

/** Removes the decision about exactly these teams: they are shown level again. */
export function removeTeamTieDecision<S extends TeamTieState>(
  state: S,
  teams: readonly number[],
): Result<S, TeamTieError[]> {
  const before = state.tieDecisions ?? []
  const after = before.filter((d) => !sameTeams(d.players, teams))
  if (after.length === before.length) return err([{ code: 'tie/no-decision' }])
  return ok({ ...state, tieDecisions: after })
}

/** A standings line after the decisions, with its team number (`startNo`). */
export type DecidedTeamRow = DecidedRow<TeamStandingRow & { readonly startNo: number }>

/**
 * Standings whose level teams share a rank, with the recorded decisions applied: teams still
 * level are marked `level`, teams a decision placed carry how (`decidedBy`, `lot`). Departed
 * teams (ranked last by art. 76.1) are never level.
 */
export function decideTeamTies(
  rows: readonly TeamStandingRow[],
  state: TeamTieState,
): DecidedTeamRow[] {
  const numberOf = new Map(state.teams.map((t, i) => [t.id, i + 1]))
  const numbered = rows.map((r) => ({ ...r, startNo: numberOf.get(r.teamId) ?? 0 }))
  return applyTieDecisions(numbered, state.tieDecisions ?? [])
}
