import type { NormResult } from '../../domain/norms/index.ts'
import type { TournamentSnapshot } from '../../domain/tournament/index.ts'

const OUTCOME_TEXT: Record<string, string> = {
  'forfeit-win': 'won by forfeit',
  'forfeit-loss': 'lost by forfeit',
  'double-forfeit': 'double forfeit',
  pab: 'pairing-allocated bye',
  'full-bye': 'bye (1 point)',
  'half-bye': 'bye (½ point)',
  'zero-bye': 'not paired',
  absent: 'absent',
}

/** Rounds of the player that the norm does not count, with the reason, for the certificate. */
export function uncountedRounds(
  snapshot: TournamentSnapshot,
  norm: NormResult,
): { round: number; text: string }[] {
  const player = snapshot.players.find((p) => p.startNo === norm.startNo)
  if (!player) return []
  const counted = new Set(norm.opponents.map((g) => g.round))
  const dropped = new Set(norm.droppedRounds)
  const out: { round: number; text: string }[] = []
  player.rounds.forEach((r, i) => {
    const round = i + 1
    if (!r || counted.has(round)) return
    const opp =
      r.opponent === null ? undefined : snapshot.players.find((p) => p.startNo === r.opponent)
    const who = opp ? `${opp.name}: ` : ''
    const why =
      round > norm.lastRound
        ? 'after the norm was reached (10.9)'
        : dropped.has(round)
          ? 'win set aside (8.32)'
          : (OUTCOME_TEXT[r.outcome] ?? (r.unrated ? 'not played (no move)' : 'not played'))
    out.push({ round, text: `${who}${why}` })
  })
  return out
}
