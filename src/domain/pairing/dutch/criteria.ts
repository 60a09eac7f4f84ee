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

/**
 * The quality criteria of C.04.3 (2025) as fields of a criteria vector, in priority order. Every
 * field is signed and higher is better: a count to minimise is stored negated. Two vectors rank
 * by their first differing field ({@link compareCriteria}). The absolute criteria are not fields:
 * C1 and C3 forbid an edge (`compatible`), C2 forbids a PAB (`DutchPlayer.pabEligible`), C4 is the
 * completion check (`canComplete`).
 */
export const Q = {
  /** C5: the PAB goes to the lowest score possible (minus the PAB recipient's score). */
  C5: 0,
  /** C6: the fewest downfloaters, i.e. the most pairs in the bracket. */
  C6: 1,
  /** C7: the downfloaters' scores, highest first, as low as possible: paired players by score level. */
  C7: 2,
  /** C8, first part: pairs the bracket and the next scoregroup can still make together. */
  C8_PAIRS: 3,
  /** C8, second part: the score levels of those pairs (C7 of the next bracket). */
  C8_SCORES: 4,
  /** C9: the fewest unplayed games for a PAB recipient the bracket downfloats alone. */
  C9: 5,
  /** C10: topscorers (or their opponents) whose colour difference would pass +-2. */
  C10: 6,
  /** C11: topscorers (or their opponents) given the same colour a third time running. */
  C11: 7,
  /** C12: players who do not get their colour preference. */
  C12: 8,
  /** C13: players who do not get a strong (or absolute) colour preference. */
  C13: 9,
  /** C14: resident downfloaters who also downfloated in the previous round. */
  C14: 10,
  /** C15: MDP opponents who upfloated in the previous round. */
  C15: 11,
  /** C16: as C14, two rounds before. */
  C16: 12,
  /** C17: as C15, two rounds before. */
  C17: 13,
  /** C18: score differences of MDPs (and floaters) who downfloated in the previous round. */
  C18: 14,
  /** C19: score differences of MDP opponents who upfloated in the previous round. */
  C19: 15,
  /** C20: as C18, two rounds before. */
  C20: 16,
  /** C21: as C19, two rounds before. */
  C21: 17,
} as const

/** Number of fields of a criteria vector (C5..C21, with C8 in two). */
export const CRITERIA_FIELDS = 18

/** A criteria vector: one signed field per entry of {@link Q}, higher is better. */
export type Criteria = bigint[]

/** Ranks two criteria vectors: positive when `a` is better, by the first field that differs. */
export function compareCriteria(a: readonly bigint[], b: readonly bigint[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0n) - (b[i] ?? 0n)
    if (d !== 0n) return d > 0n ? 1 : -1
  }
  return 0
}

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

const zeros = (): Criteria => new Array<bigint>(CRITERIA_FIELDS).fill(0n)

/**
 * Fields C5..C21 (signed, higher is better) of a vertex left unmatched in the bracket graph: a
 * bracket player who floats further down, or a lower player who is paired further down.
 */
export function aloneFor(v: Vertex, sc: CriteriaScale): Criteria {
  const f = zeros()
  if (v.role === 'bye') {
    f[Q.C5] = -BigInt(sc.deepByeScore ?? sc.topScore + 1)
    return f
  }
  if (!inBracket(v) || !v.player) return f
  const fl = leavingFloats(v.player, v.role, sc)
  for (let i = 0; i < 8; i++) f[Q.C14 + i] = fl[i] ?? 0n
  return f
}

/**
 * Fields C5..C21 (signed, higher is better) of two matched vertices; null when the absolute
 * criteria forbid the edge. @see FIDE C.04.3 (2025) C1-C21
 */
export function togetherFor(x: Vertex, y: Vertex, sc: CriteriaScale): Criteria | null {
  if (x.role === 'bye' || y.role === 'bye') {
    const v = x.role === 'bye' ? y : x
    const p = v.player
    if (!p || !p.pabEligible) return null
    const f = aloneFor(v, sc)
    f[Q.C5] = -BigInt(p.score)
    if (inBracket(v) && sc.pabUnplayed) f[Q.C9] = -BigInt(p.unplayed)
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
    f[Q.C6] = 1n
    const k = sc.levelBase
    f[Q.C7] = above(k, sc.bracketScores, a.score) + above(k, sc.bracketScores, b.score)
    const cost = pairColourCost(a, b, sc.initial)
    f[Q.C10] = -BigInt(cost.topscorerCd)
    f[Q.C11] = -BigInt(cost.topscorerRepeat)
    f[Q.C12] = -BigInt(cost.prefMissed)
    f[Q.C13] = -BigInt(cost.strongMissed)
    const fl =
      x.role === 'mdp' ? mdpPairFloats(a, b, sc) : y.role === 'mdp' ? mdpPairFloats(b, a, sc) : null
    if (fl) for (let i = 0; i < 8; i++) f[Q.C14 + i] = fl[i] ?? 0n
    return f
  }
  const f = ax ? aloneFor(x, sc) : bx ? aloneFor(y, sc) : zeros()
  if ((ax || x.next) && (bx || y.next)) {
    const k = sc.lookBase
    f[Q.C8_PAIRS] = 1n
    f[Q.C8_SCORES] = above(k, sc.lookScores, a.score) + above(k, sc.lookScores, b.score)
  }
  return f
}
