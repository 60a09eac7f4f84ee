import { isPlayed, pointsFor, type HalfPoints } from '../core/index.ts'
import type { TournamentPlayer, TournamentSnapshot } from '../tournament/index.ts'
import { normaliseTitle } from './levels.ts'
import type { NormGame, ResolvedNormContext } from './types.ts'

const INDEX = new WeakMap<TournamentSnapshot, Map<number, TournamentPlayer>>()

/** A player by start number (indexed once per snapshot; snapshots are immutable). */
export function playerByStartNo(
  snapshot: TournamentSnapshot,
  startNo: number,
): TournamentPlayer | undefined {
  let index = INDEX.get(snapshot)
  if (!index) {
    index = new Map(snapshot.players.map((p) => [p.startNo, p]))
    INDEX.set(snapshot, index)
  }
  return index.get(startNo)
}

/** Last round that holds an entry (played, forfeited or a bye) for this player. @see seed 10.9 */
export function roundsDecided(player: TournamentPlayer): number {
  let last = 0
  player.rounds.forEach((r, i) => {
    if (r) last = i + 1
  })
  return last
}

/**
 * Unrated players who scored nothing against rated opponents: in a round robin their games do
 * not count. @see seed 9.1/2/3 (note 13), B.01 1.4.2
 */
export function scorelessUnrated(snapshot: TournamentSnapshot): ReadonlySet<number> {
  const out = new Set<number>()
  for (const p of snapshot.players) {
    if (p.rating > 0) continue
    let scored = 0
    for (const r of p.rounds) {
      if (!r || r.opponent === null || !isPlayed(r.outcome)) continue
      const opp = playerByStartNo(snapshot, r.opponent)
      if (opp && opp.rating > 0) scored += pointsFor(r.outcome)
    }
    if (scored === 0) out.add(p.startNo)
  }
  return out
}

/**
 * The games that can count for a norm: played over the board and rated; forfeits, byes and
 * games with fewer than one move each are left out. @see seed 8.13, 9.1/2/3; B.01 1.4.2
 */
export function countableGames(
  snapshot: TournamentSnapshot,
  startNo: number,
  ctx: ResolvedNormContext,
): NormGame[] {
  const player = playerByStartNo(snapshot, startNo)
  if (!player) return []
  const roundRobin = ctx.system === 'round-robin' || ctx.system === 'double-round-robin'
  const excluded = roundRobin ? scorelessUnrated(snapshot) : new Set<number>()
  const games: NormGame[] = []
  player.rounds.forEach((r, i) => {
    if (!r || r.opponent === null || !isPlayed(r.outcome) || r.unrated) return
    if (excluded.has(r.opponent)) return
    const opp = playerByStartNo(snapshot, r.opponent)
    if (!opp) return
    games.push({
      round: i + 1,
      opponent: opp.startNo,
      opponentName: opp.name,
      rating: opp.rating,
      title: normaliseTitle(opp.title),
      federation: (opp.federation ?? '').toUpperCase(),
      colour: r.colour,
      outcome: r.outcome,
      points: pointsFor(r.outcome),
    })
  })
  return games
}

/** Sum of the counted games' points, in half-points. @see seed 8.13, B.01 1.4.2 */
export function sumPoints(games: readonly NormGame[]): HalfPoints {
  return games.reduce((s, g) => s + g.points, 0) as HalfPoints
}
