import { isPlayed, pointsFor, type Scoring } from '../../core/index.ts'
import type { Colour, TournamentPlayer, TournamentSnapshot } from '../../tournament/index.ts'
import type { PairingRequest } from '../types.ts'

export type Float = 'down' | 'up' | null

/** Colour preference strength: 0 none, 1 mild, 2 strong, 3 absolute. @see FIDE C.04.3 A.6 */
export type Strength = 0 | 1 | 2 | 3

/** Everything the Dutch rules read about one player to be paired this round. */
export interface DutchPlayer {
  readonly id: number
  /** Pairing score in half-points: real score plus this round's virtual points (C.04.7). */
  readonly score: number
  readonly realScore: number
  /** Pairing number among players paired so far or now, for the initial-colour rule (C.04.3 E.5). */
  readonly colourTpn: number
  /** Colours of games actually played, oldest first (C.04.2: unplayed rounds do not count). */
  readonly colours: readonly Colour[]
  readonly cd: number
  readonly pref: Colour | null
  readonly strength: Strength
  /** Float received one and two rounds before (index 0 = previous round). */
  readonly floats: readonly [Float, Float]
  /** C2: may receive the PAB (no PAB yet, no win scored without playing). */
  readonly pabEligible: boolean
  readonly unplayed: number
  readonly topscorer: boolean
  /** Start numbers this player may never meet: played opponents and forbidden partners. */
  readonly barred: ReadonlySet<number>
}

/**
 * The ranking order (A.2): higher pairing score first, then lower pairing number. Negative when
 * `a` ranks above `b`; the one comparator every list of players in the engine is sorted with.
 * @see FIDE C.04.3 A.2
 */
export function byRank(a: DutchPlayer, b: DutchPlayer): number {
  return b.score - a.score || a.id - b.id
}

/** True when `a` ranks above `b` (see {@link byRank}). */
export function ranksAbove(a: DutchPlayer, b: DutchPlayer): boolean {
  return byRank(a, b) < 0
}

function virtualPoints(snapshot: TournamentSnapshot, id: number, round: number): number {
  return snapshot.acceleration.get(id)?.[round - 1] ?? 0
}

/**
 * Each player's pairing score before every round up to `round` (index 0 = round 1): points of the
 * earlier rounds plus the virtual points of that round. @see FIDE C.04.7
 */
export function pairingScores(snapshot: TournamentSnapshot, round: number): Map<number, number[]> {
  const out = new Map<number, number[]>()
  for (const p of snapshot.players) {
    const scores: number[] = []
    let total = 0
    for (let k = 1; k <= round; k++) {
      scores.push(total + virtualPoints(snapshot, p.startNo, k))
      const e = p.rounds[k - 1]
      if (k < round && e) total += pointsFor(e.outcome, snapshot.scoring)
    }
    out.set(p.startNo, scores)
  }
  return out
}

/**
 * The float `p` received in round `k`: against an opponent with a different pairing score, a
 * downfloat for the higher and an upfloat for the lower; an unplayed round that scored more than
 * a loss (PAB, bye, forfeit win) is a downfloat. `scores` come from `pairingScores`.
 * @see FIDE C.04.3 (2025) A.4
 */
export function floatIn(
  p: TournamentPlayer,
  k: number,
  scores: Map<number, number[]>,
  scoring: Scoring,
): Float {
  const e = p.rounds[k - 1]
  if (!e) return null
  if (isPlayed(e.outcome) && e.opponent !== null) {
    const mine = scores.get(p.startNo)?.[k - 1] ?? 0
    const theirs = scores.get(e.opponent)?.[k - 1] ?? 0
    return mine > theirs ? 'down' : mine < theirs ? 'up' : null
  }
  return pointsFor(e.outcome, scoring) > scoring.loss ? 'down' : null
}

function preference(colours: readonly Colour[]): {
  cd: number
  pref: Colour | null
  strength: Strength
} {
  const cd = colours.reduce((s, c) => s + (c === 'white' ? 1 : -1), 0)
  const last = colours[colours.length - 1]
  const prev = colours[colours.length - 2]
  if (last === undefined) return { cd, pref: null, strength: 0 }
  const other: Colour = last === 'white' ? 'black' : 'white'
  if (cd > 1 || cd < -1) return { cd, pref: cd > 1 ? 'black' : 'white', strength: 3 }
  if (prev === last) return { cd, pref: other, strength: 3 }
  if (cd !== 0) return { cd, pref: cd > 0 ? 'black' : 'white', strength: 2 }
  return { cd, pref: other, strength: 1 }
}

function barredFor(snapshot: TournamentSnapshot, p: TournamentPlayer, round: number): Set<number> {
  const barred = new Set<number>()
  for (let k = 0; k < round - 1; k++) {
    const e = p.rounds[k]
    if (e && isPlayed(e.outcome) && e.opponent !== null) barred.add(e.opponent)
  }
  for (const group of snapshot.forbiddenPairs) {
    if (group.includes(p.startNo)) for (const q of group) if (q !== p.startNo) barred.add(q)
  }
  return barred
}

function wasPairedBefore(p: TournamentPlayer, round: number): boolean {
  for (let k = 0; k < round - 1; k++) {
    const e = p.rounds[k]
    if (e && (e.opponent !== null || e.outcome === 'pab')) return true
  }
  return false
}

/**
 * Builds the pairing view of every player to be paired in `request.round`, sorted by pairing
 * score then start number. @see FIDE C.04.3 A.2, A.4, A.6, A.7; C.04.1 d; C.04.7
 */
export function buildPlayers(request: PairingRequest): DutchPlayer[] {
  const { tournament: t, round, absent } = request
  const scores = pairingScores(t, round)
  const winPoints = t.scoring.win
  const lastRound = round === t.totalRounds
  let tpn = 0
  const out: DutchPlayer[] = []
  const sorted = [...t.players].sort((a, b) => a.startNo - b.startNo)
  for (const p of sorted) {
    const here = !absent.has(p.startNo)
    if (here || wasPairedBefore(p, round)) tpn++
    if (!here) continue
    const colours: Colour[] = []
    let real = 0
    let unplayed = 0
    let pabEligible = true
    for (let k = 0; k < round - 1; k++) {
      const e = p.rounds[k]
      if (!e) {
        unplayed++
        continue
      }
      const pts = pointsFor(e.outcome, t.scoring)
      real += pts
      if (isPlayed(e.outcome)) {
        if (e.colour) colours.push(e.colour)
      } else {
        unplayed++
        if (e.outcome === 'pab' || pts >= winPoints) pabEligible = false
      }
    }
    const { cd, pref, strength } = preference(colours)
    out.push({
      id: p.startNo,
      score: scores.get(p.startNo)?.[round - 1] ?? real,
      realScore: real,
      colourTpn: tpn,
      colours,
      cd,
      pref,
      strength,
      floats: [
        round > 1 ? floatIn(p, round - 1, scores, t.scoring) : null,
        round > 2 ? floatIn(p, round - 2, scores, t.scoring) : null,
      ],
      pabEligible,
      unplayed,
      topscorer: lastRound && 2 * real > (round - 1) * winPoints,
      barred: barredFor(t, p, round),
    })
  }
  return out.sort(byRank)
}
