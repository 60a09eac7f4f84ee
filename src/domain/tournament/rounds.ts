import { hasOpponent, pointsFor, type HalfPoints, type Scoring } from '../core/index.ts'
import type { TournamentPlayer, TournamentSnapshot } from './snapshot.ts'

/** Score in half-points from rounds 1..round-1 (unplayed future rounds count 0). @see FIDE C.04.1 */
export function scoreBeforeRound(
  player: TournamentPlayer,
  round: number,
  scoring: Scoring,
): HalfPoints {
  let total = 0
  for (let i = 0; i < round - 1; i++) {
    const entry = player.rounds[i]
    if (entry) total += pointsFor(entry.outcome, scoring)
  }
  return total as HalfPoints
}

/**
 * The tournament as it stood before round `round`: every player keeps rounds 1..round-1 only,
 * so scores recomputed from the entries are the scores before that round.
 * @see FIDE C.04.3 (pairing uses the state after the previous round)
 */
export function truncateBeforeRound(
  snapshot: TournamentSnapshot,
  round: number,
): TournamentSnapshot {
  return {
    ...snapshot,
    players: snapshot.players.map((p) => ({
      ...p,
      rounds: p.rounds.slice(0, Math.max(0, round - 1)),
    })),
  }
}

/**
 * Start numbers announced as not to be paired in `round`: a half-point, full-point or
 * zero-point bye, or an absence, recorded for that round.
 * @see FIDE C.04.1 (requested byes), TRF-16 codes H F Z
 */
export function absentInRound(snapshot: TournamentSnapshot, round: number): Set<number> {
  const out = new Set<number>()
  for (const p of snapshot.players) {
    const entry = p.rounds[round - 1]
    if (entry && !hasOpponent(entry.outcome) && entry.outcome !== 'pab') out.add(p.startNo)
  }
  return out
}
