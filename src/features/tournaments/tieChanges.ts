/**
 * The events of tie decisions: the one place a playoff or a lot becomes a change of the
 * tournament (logged, in the history, undoable like any other change).
 * @see FAPA art. 29.1.e, 29.2.d, 29.2.e
 */
import type { TieDecision } from '../../domain/tiebreaks/index.ts'
import type { TournamentEvent } from '../../domain/tournament/index.ts'

/** Records a playoff's games or a lot for players level after the chain. */
export function tieDecisionChange(decision: TieDecision): TournamentEvent {
  return { type: 'tie-decided', payload: { decision } }
}

/** Removes the decision about these players: they show level again. */
export function tieRemovalChange(players: readonly number[]): TournamentEvent {
  return { type: 'tie-decision-removed', payload: { players } }
}
