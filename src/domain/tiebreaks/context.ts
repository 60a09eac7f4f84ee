import { isPlayed, pointsFor, type Outcome, type Scoring } from '../core/index.ts'
import type { Colour, TournamentPlayer, TournamentSnapshot } from '../tournament/index.ts'
import type { UnplayedModel } from './unplayedModels.ts'
import { opponentScoresFor } from './unplayedScores.ts'

/** One player's round as the tie-breaks read it. Points are half-points. */
export interface RoundView {
  /** 1-based round number. */
  readonly round: number
  /** Index of the scheduled opponent in `TieBreakContext.players`, -1 when there is none. */
  readonly opponent: number
  readonly outcome: Outcome
  /** Points awarded for the round, in half-points. */
  readonly points: number
  /** Played over the board (C.07 "played game"). */
  readonly played: boolean
  readonly colour: Colour | null
}

/** Whether forfeits are regular games (round robins, C.07 art. 15.2) or unplayed rounds (Swiss). */
export type PairingSystem = 'swiss' | 'round-robin'

/**
 * Everything the tie-breaks of one tournament share, computed once: the round grid up to the
 * standings round, actual scores, scores as seen by opponents and the per-round opponent scores
 * that Buchholz and Sonneborn-Berger add (all in half-points).
 */
export interface TieBreakContext {
  /** The snapshot the context was built from (FB rebuilds it with a drawn final round). */
  readonly snapshot: TournamentSnapshot
  readonly players: readonly TournamentPlayer[]
  readonly indexOf: ReadonlyMap<number, number>
  /** Number of rounds taken into account. */
  readonly rounds: number
  readonly scoring: Scoring
  readonly model: UnplayedModel
  readonly system: PairingSystem
  readonly grid: readonly (readonly RoundView[])[]
  /** Actual score of each player, half-points. */
  readonly score: readonly number[]
  /** Score as seen by the player's opponents (C.07 art. 16.3 or the model's adjustment). */
  readonly adjusted: readonly number[]
  /** Per player and round: the opponent score the round adds to BH (real, dummy or virtual). */
  readonly opponentScore: readonly (readonly number[])[]
  /** Per player and round: the points multiplied by `opponentScore` in SB. */
  readonly sbPoints: readonly (readonly number[])[]
  /** Per player and round: a voluntary unplayed round (C.07 art. 16.1: requested bye, forfeit loss). */
  readonly vur: readonly (readonly boolean[])[]
  /** Per player and round: no game over the board counted (the round is unplayed for the model). */
  readonly unplayed: readonly (readonly boolean[])[]
}

/** Options for building a context. */
export interface ContextOptions {
  readonly model: UnplayedModel
  /** Standings after this round (default: every round with a result). */
  readonly round?: number
  readonly system?: PairingSystem
}

/** Number of rounds with at least one entry in the snapshot. */
export function roundsWithResults(snapshot: TournamentSnapshot): number {
  let n = 0
  for (const p of snapshot.players) {
    for (let r = p.rounds.length - 1; r >= n; r--) {
      if (p.rounds[r] !== undefined) {
        n = r + 1
        break
      }
    }
  }
  return n
}

/** True for a forfeit the given system counts as a game played over the board. */
function countsAsPlayed(outcome: Outcome, system: PairingSystem): boolean {
  if (isPlayed(outcome)) return true
  return system === 'round-robin' && (outcome === 'forfeit-win' || outcome === 'forfeit-loss')
}

function buildGrid(
  snapshot: TournamentSnapshot,
  indexOf: ReadonlyMap<number, number>,
  rounds: number,
  system: PairingSystem,
): RoundView[][] {
  return snapshot.players.map((p) => {
    const row: RoundView[] = []
    for (let r = 0; r < rounds; r++) {
      const e = p.rounds[r]
      // A round with no entry is an absence: C.07 art. 16.1 treats it as a zero-point bye.
      const outcome: Outcome = e?.outcome ?? 'absent'
      const opponent = e?.opponent == null ? -1 : (indexOf.get(e.opponent) ?? -1)
      row.push({
        round: r + 1,
        opponent,
        outcome,
        points: pointsFor(outcome, snapshot.scoring),
        played: opponent >= 0 && countsAsPlayed(outcome, system),
        colour: e?.colour ?? null,
      })
    }
    return row
  })
}

/**
 * Builds the shared tie-break context of a tournament after a round under an unplayed-game model.
 * @see FIDE C.07 art. 15-16, FAPA art. 29 ("Desempate FIDE")
 */
export function buildContext(
  snapshot: TournamentSnapshot,
  options: ContextOptions,
): TieBreakContext {
  const players = snapshot.players
  const indexOf = new Map<number, number>()
  players.forEach((p, i) => indexOf.set(p.startNo, i))
  const rounds = options.round ?? roundsWithResults(snapshot)
  const system = options.system ?? 'swiss'
  const grid = buildGrid(snapshot, indexOf, rounds, system)
  const score = grid.map((row) => row.reduce((s, v) => s + v.points, 0))
  const base = {
    players,
    indexOf,
    rounds,
    scoring: snapshot.scoring,
    model: options.model,
    system,
    grid,
    score,
  }
  return { snapshot, ...base, ...opponentScoresFor(base) }
}
