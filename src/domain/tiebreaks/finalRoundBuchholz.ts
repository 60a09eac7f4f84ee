import type { TournamentSnapshot } from '../tournament/index.ts'
import { computeBuchholz } from './buchholz.ts'
import { buildContext, type TieBreakContext } from './context.ts'
import type { TieBreakSpec } from './codes.ts'
import type { TieBreakValue } from './values.ts'

/** The snapshot with every paired game of round `round` (1-based) turned into a draw. */
function withDrawnRound(snapshot: TournamentSnapshot, round: number): TournamentSnapshot {
  return {
    ...snapshot,
    players: snapshot.players.map((p) => {
      const e = p.rounds[round - 1]
      if (e === undefined || e.opponent === null) return p
      const rounds = p.rounds.slice()
      rounds[round - 1] = { ...e, outcome: 'draw' }
      return { ...p, rounds }
    }),
  }
}

/**
 * FB (Fore Buchholz): Buchholz computed as if every paired game of the final round were drawn,
 * so it is known before that round ends; half-points, with the same modifiers as BH.
 * @see FIDE C.07 art. 8.3
 */
export function computeForeBuchholz(ctx: TieBreakContext, spec: TieBreakSpec): TieBreakValue[] {
  if (ctx.rounds === 0) return computeBuchholz(ctx, spec)
  const drawn = buildContext(withDrawnRound(ctx.snapshot, ctx.rounds), {
    model: ctx.model,
    round: ctx.rounds,
    system: ctx.system,
  })
  return computeBuchholz(drawn, spec)
}
