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

/**
 * The arithmetic criteria are evaluated in: bigint (exact always), or Numbers where the graph
 * knows every value stays a small integer (see graph.ts). One evaluation serves both.
 */
export interface Arithmetic<T> {
  readonly zero: T
  of(n: number): T
  add(a: T, b: T): T
  neg(a: T): T
  pow(base: number, exp: number): T
}

export const BIGINT: Arithmetic<bigint> = {
  zero: 0n,
  of: (n) => BigInt(n),
  add: (a, b) => a + b,
  neg: (a) => -a,
  pow: (b, e) => BigInt(b) ** BigInt(e),
}

export const NUMBER: Arithmetic<number> = {
  zero: 0,
  of: (n) => n,
  add: (a, b) => a + b,
  neg: (a) => -a,
  pow: (b, e) => b ** e,
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
function above<T>(A: Arithmetic<T>, k: number, levels: readonly number[], s: number): T {
  const lv = level(levels, s)
  return lv === 0 ? A.zero : A.pow(k, lv - 1)
}

/** Writes the float fields C14..C21 (signed, higher is better) of an MDP paired with a resident. */
function mdpPairFloats<T>(
  A: Arithmetic<T>,
  mdp: DutchPlayer,
  res: DutchPlayer,
  sc: CriteriaScale,
  f: T[],
): void {
  const sd = A.neg(A.pow(sc.floatBase, level(sc.sdLevels, mdp.score - res.score)))
  const up = (k: 0 | 1): boolean => res.floats[k] === 'up'
  const down = (k: 0 | 1): boolean => mdp.floats[k] === 'down'
  f[Q.C15] = up(0) ? A.of(-1) : A.zero
  f[Q.C17] = up(1) ? A.of(-1) : A.zero
  f[Q.C18] = down(0) ? sd : A.zero
  f[Q.C19] = up(0) ? sd : A.zero
  f[Q.C20] = down(1) ? sd : A.zero
  f[Q.C21] = up(1) ? sd : A.zero
}

/**
 * Writes the float fields C14..C21 of a bracket player who leaves the bracket, scored one win
 * below it (A.8).
 */
function leavingFloats<T>(
  A: Arithmetic<T>,
  p: DutchPlayer,
  role: Role,
  sc: CriteriaScale,
  f: T[],
): void {
  const sd = A.neg(A.pow(sc.floatBase, level(sc.sdLevels, p.score - sc.bracketScore + FLOAT_GAP)))
  const resident = role === 'resident'
  f[Q.C14] = resident && p.floats[0] === 'down' ? A.of(-1) : A.zero
  f[Q.C16] = resident && p.floats[1] === 'down' ? A.of(-1) : A.zero
  f[Q.C18] = p.floats[0] === 'down' ? sd : A.zero
  f[Q.C20] = p.floats[1] === 'down' ? sd : A.zero
}

const zeros = (): Criteria => new Array<bigint>(CRITERIA_FIELDS).fill(0n)

/**
 * Writes into `f` the fields C5..C21 (signed, higher is better) of a vertex left unmatched in the
 * bracket graph: a bracket player who floats further down, or a lower player who is paired
 * further down. Every field is written.
 */
export function fillAlone<T>(A: Arithmetic<T>, v: Vertex, sc: CriteriaScale, f: T[]): void {
  f.fill(A.zero, 0, CRITERIA_FIELDS)
  if (v.role === 'bye') f[Q.C5] = A.of(-(sc.deepByeScore ?? sc.topScore + 1))
  else if (inBracket(v) && v.player) leavingFloats(A, v.player, v.role, sc, f)
}

/**
 * Writes into `f` the fields C5..C21 (signed, higher is better) of two matched vertices; false
 * (and `f` undefined) when the absolute criteria forbid the edge. @see FIDE C.04.3 (2025) C1-C21
 */
export function fillTogether<T>(
  A: Arithmetic<T>,
  x: Vertex,
  y: Vertex,
  sc: CriteriaScale,
  f: T[],
): boolean {
  if (x.role === 'bye' || y.role === 'bye') {
    const v = x.role === 'bye' ? y : x
    const p = v.player
    if (!p || !p.pabEligible) return false
    fillAlone(A, v, sc, f)
    f[Q.C5] = A.of(-p.score)
    if (inBracket(v) && sc.pabUnplayed) f[Q.C9] = A.of(-p.unplayed)
    return true
  }
  const a = x.player
  const b = y.player
  if (!a || !b || !compatible(a, b)) return false
  const ax = inBracket(x)
  const bx = inBracket(y)
  if (ax && bx) {
    if (x.role === 'limbo' || y.role === 'limbo') return false
    if (x.role === 'mdp' && y.role === 'mdp') return false
    f.fill(A.zero, 0, CRITERIA_FIELDS)
    f[Q.C6] = A.of(1)
    const k = sc.levelBase
    f[Q.C7] = A.add(above(A, k, sc.bracketScores, a.score), above(A, k, sc.bracketScores, b.score))
    const cost = pairColourCost(a, b, sc.initial)
    f[Q.C10] = A.of(-cost.topscorerCd)
    f[Q.C11] = A.of(-cost.topscorerRepeat)
    f[Q.C12] = A.of(-cost.prefMissed)
    f[Q.C13] = A.of(-cost.strongMissed)
    if (x.role === 'mdp') mdpPairFloats(A, a, b, sc, f)
    else if (y.role === 'mdp') mdpPairFloats(A, b, a, sc, f)
    return true
  }
  if (ax) fillAlone(A, x, sc, f)
  else if (bx) fillAlone(A, y, sc, f)
  else f.fill(A.zero, 0, CRITERIA_FIELDS)
  if ((ax || x.next) && (bx || y.next)) {
    const k = sc.lookBase
    f[Q.C8_PAIRS] = A.of(1)
    f[Q.C8_SCORES] = A.add(above(A, k, sc.lookScores, a.score), above(A, k, sc.lookScores, b.score))
  }
  return true
}

/** The criteria vector of a vertex left unmatched (see {@link fillAlone}). */
export function aloneFor(v: Vertex, sc: CriteriaScale): Criteria {
  const f = zeros()
  fillAlone(BIGINT, v, sc, f)
  return f
}

/** The criteria vector of two matched vertices, null when C1-C3 forbid the pair (see {@link fillTogether}). */
export function togetherFor(x: Vertex, y: Vertex, sc: CriteriaScale): Criteria | null {
  const f = zeros()
  return fillTogether(BIGINT, x, y, sc, f) ? f : null
}
