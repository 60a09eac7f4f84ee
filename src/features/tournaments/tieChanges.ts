/**
 * The writes of tie decisions: the one place a playoff or a lot becomes a change of the
 * tournament (recorded, audited, undoable like any other change).
 * @see FAPA art. 29.1.e, 29.2.d, 29.2.e
 */
import type { TieDecision } from '../../domain/tiebreaks/index.ts'
import {
  recordTieDecision,
  removeTieDecision,
  type IndividualTournament,
} from '../../domain/tournament/index.ts'
import type { TournamentChange } from './tournamentCommands.ts'

const players = (ps: readonly number[]) => ps.map((p) => `#${p}`).join(', ')

/** Records a playoff's games or a lot for players level after the chain. */
export function tieDecisionChange(
  doc: IndividualTournament,
  decision: TieDecision,
): TournamentChange {
  return {
    action: decision.kind === 'lot' ? 'tie/lot' : 'tie/playoff',
    detail:
      decision.kind === 'lot'
        ? `${players(decision.players)} · seed ${decision.seed}`
        : `${players(decision.players)} · ${decision.games.length} games`,
    round: doc.rounds.length,
    apply: (d) => recordTieDecision(d, decision),
  }
}

/** Removes the decision about these players: they show level again. */
export function tieRemovalChange(
  doc: IndividualTournament,
  ps: readonly number[],
): TournamentChange {
  return {
    action: 'tie/remove',
    detail: players(ps),
    round: doc.rounds.length,
    apply: (d) => removeTieDecision(d, ps),
  }
}
