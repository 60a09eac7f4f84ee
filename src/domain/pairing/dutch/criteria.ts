import type { Colour } from '../../tournament/index.ts'
import { compatible, pairColourCost } from './colours.ts'
import type { DutchPlayer } from './players.ts'

/** Role of a graph vertex while one bracket is paired. */
export type Role = 'mdp' | 'resident' | 'limbo' | 'lower' | 'bye'

export interface Vertex {
  readonly role: Role
  /** Null for the bye vertex. */
  readonly player: DutchPlayer | null
  /** True for a lower player resident in the next scoregroup (look-ahead of C8). */
  readonly next: boolean
}

/** Number of quality fields produced by `criteriaFor`, in priority order C5..C21. */
export const CRITERIA_FIELDS = 18

/** Half-points between a downfloater and its virtual opponent. */
export const FLOAT_GAP = 2

const pow = (base: number, exp: number): bigint => BigInt(base) ** BigInt(exp)

/** Scale shared by every edge of one bracket graph. */
export interface CriteriaScale {
  readonly topScore: number
  readonly maxUnplayed: number
  /** Distinct scores in the bracket, ascending (C7 levels). */
  readonly bracketScores: readonly number[]
  /** Distinct scores in the bracket and the next scoregroup, ascending (C8 levels). */
  readonly lookScores: readonly number[]
  readonly bracketSize: number
  /** Base of the C7 score levels: more than the players on any level above the lowest. */
  readonly levelBase: number
  /** Base of the C18-C21 levels: more than the bracket players carrying an earlier float. */
  readonly floatBase: number
  /** Base of the C8 score levels, likewise for the bracket and the next scoregroup. */
  readonly lookBase: number
  /** Distinct score differences a float can carry in this bracket, ascending (C18-C21 levels). */
  readonly sdLevels: readonly number[]
  /** Score of the bracket's residents. */
  readonly bracketScore: number
  /** True when the bracket downfloats exactly one player, who may take the PAB (C9). */
  readonly pabUnplayed: boolean
  /** Lowest score of a PAB-eligible player below the next scoregroup (bye left unmatched). */
  readonly deepByeScore: number | null
  readonly initial: Colour
}

const inBracket = (v: Vertex): boolean =>
  v.role === 'mdp' || v.role === 'resident' || v.role === 'limbo'

function level(scores: readonly number[], s: number): number {
  return Math.max(0, scores.indexOf(s))
}

/**
 * Lexicographic weight of a paired player's score level. The lowest level weighs nothing: the
 * number of paired players is already fixed by the higher pair-count criterion.
 */
function above(k: number, levels: readonly number[], s: number): bigint {
  const lv = level(levels, s)
  return lv === 0 ? 0n : pow(k, lv - 1)
}

/** Float fields C14..C21 (signed, higher is better) of an MDP paired with a resident. */
function mdpPairFloats(mdp: DutchPlayer, res: DutchPlayer, sc: CriteriaScale): bigint[] {
  const sd = pow(sc.floatBase, level(sc.sdLevels, mdp.score - res.score))
  return [
    0n,
    res.floats[0] === 'up' ? -1n : 0n,
    0n,
    res.floats[1] === 'up' ? -1n : 0n,
    mdp.floats[0] === 'down' ? -sd : 0n,
    res.floats[0] === 'up' ? -sd : 0n,
    mdp.floats[1] === 'down' ? -sd : 0n,
    res.floats[1] === 'up' ? -sd : 0n,
  ]
}

/** Float fields C14..C21 of a bracket player who leaves the bracket, scored one win below it (A.8). */
function leavingFloats(p: DutchPlayer, role: Role, sc: CriteriaScale): bigint[] {
  const sd = pow(sc.floatBase, level(sc.sdLevels, p.score - sc.bracketScore + FLOAT_GAP))
  const resident = role === 'resident'
  return [
    resident && p.floats[0] === 'down' ? -1n : 0n,
    0n,
    resident && p.floats[1] === 'down' ? -1n : 0n,
    0n,
    p.floats[0] === 'down' ? -sd : 0n,
    0n,
    p.floats[1] === 'down' ? -sd : 0n,
    0n,
  ]
}

const zeros = (): bigint[] => new Array<bigint>(CRITERIA_FIELDS).fill(0n)

/**
 * Fields C5..C21 (signed, higher is better) of a vertex left unmatched in the bracket graph: a
 * bracket player who floats further down, or a lower player who is paired further down.
 */
export function aloneFor(v: Vertex, sc: CriteriaScale): bigint[] {
  const f = zeros()
  if (v.role === 'bye') {
    f[0] = -BigInt(sc.deepByeScore ?? sc.topScore + 1)
    return f
  }
  if (!inBracket(v) || !v.player) return f
  const fl = leavingFloats(v.player, v.role, sc)
  for (let i = 0; i < 8; i++) f[10 + i] = fl[i] ?? 0n
  return f
}

/**
 * Fields C5..C21 (signed, higher is better) of two matched vertices; null when the absolute
 * criteria forbid the edge. @see FIDE C.04.3 (2025) C1-C21
 */
export function togetherFor(x: Vertex, y: Vertex, sc: CriteriaScale): bigint[] | null {
  if (x.role === 'bye' || y.role === 'bye') {
    const v = x.role === 'bye' ? y : x
    const p = v.player
    if (!p || !p.pabEligible) return null
    const f = aloneFor(v, sc)
    f[0] = -BigInt(p.score)
    if (inBracket(v) && sc.pabUnplayed) f[5] = -BigInt(p.unplayed)
    return f
  }
  const a = x.player
  const b = y.player
  if (!a || !b || !compatible(a, b)) return null
  const ax = inBracket(x)
  const bx = inBracket(y)
  if (ax && bx) {
    if (x.role === 'limbo' || y.role === 'limbo') return null
    if (x.role === 'mdp' && y.role === 'mdp') return null
    const f = zeros()
    f[1] = 1n
    const k = sc.levelBase
    f[2] = above(k, sc.bracketScores, a.score) + above(k, sc.bracketScores, b.score)
    const cost = pairColourCost(a, b, sc.initial)
    f[6] = -BigInt(cost.topscorerCd)
    f[7] = -BigInt(cost.topscorerRepeat)
    f[8] = -BigInt(cost.prefMissed)
    f[9] = -BigInt(cost.strongMissed)
    const fl =
      x.role === 'mdp' ? mdpPairFloats(a, b, sc) : y.role === 'mdp' ? mdpPairFloats(b, a, sc) : null
    if (fl) for (let i = 0; i < 8; i++) f[10 + i] = fl[i] ?? 0n
    return f
  }
  const f = ax ? aloneFor(x, sc) : bx ? aloneFor(y, sc) : zeros()
  if ((ax || x.next) && (bx || y.next)) {
    const k = sc.lookBase
    f[3] = 1n
    f[4] = above(k, sc.lookScores, a.score) + above(k, sc.lookScores, b.score)
  }
  return f
}
