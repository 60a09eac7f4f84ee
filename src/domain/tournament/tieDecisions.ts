import { err, ok, type Result } from '../core/index.ts'
import { checkTieDecision, type TieDecision } from '../tiebreaks/finalTies.ts'
import type { IndividualTournament } from './individual.ts'
import type { TournamentError } from './operations.ts'

/**
 * Records how players level after the whole chain were separated: the games of an art. 29.2.d
 * playoff (armageddon included) or a lot drawn with the tournament's recorded seed (29.1.e,
 * 29.2.e). A new decision about the same players replaces the previous one. The standings apply
 * the decisions (`applyTieDecisions`); one about players no longer level is kept but ignored.
 * @see FAPA art. 29.1.e, 29.2.d, 29.2.e
 */
export function recordTieDecision(
  t: IndividualTournament,
  decision: TieDecision,
): Result<IndividualTournament, TournamentError[]> {
  const known = new Set(t.entrants.map((e) => e.startNo))
  const unknown = decision.players.filter((p) => !known.has(p))
  if (unknown.length > 0)
    return err([{ code: 'tie/unknown-player', params: { startNo: unknown[0] as number } }])
  const errors = checkTieDecision(decision, t.settings.lotSeed)
  if (errors.length > 0) return err(errors.map((code) => ({ code })))
  const same = (d: TieDecision) =>
    d.players.length === decision.players.length &&
    d.players.every((p) => decision.players.includes(p))
  const kept = (t.tieDecisions ?? []).filter((d) => !same(d))
  return ok({ ...t, tieDecisions: [...kept, decision] })
}

/** Removes the decision about exactly these players (they are shown level again). */
export function removeTieDecision(
  t: IndividualTournament,
  players: readonly number[],
): Result<IndividualTournament, TournamentError[]> {
  const before = t.tieDecisions ?? []
  const after = before.filter(
    (d) => !(d.players.length === players.length && d.players.every((p) => players.includes(p))),
  )
  if (after.length === before.length) return err([{ code: 'tie/no-decision' }])
  return ok({ ...t, tieDecisions: after })
}
