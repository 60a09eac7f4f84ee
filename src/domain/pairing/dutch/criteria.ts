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
  readonly lookSize: number
  /** Distinct score differences a float can carry in this bracket, ascending (C18-C21 levels). */
  readonly sdLevels: readonly number[]
  /** Score of the bracket's residents. */
  readonly bracketScore: number
  /** True when the bracket downfloats exactly one player, who may take the PAB (C9). */
  readonly pabUnplayed: boolean
  readonly initial: Colour
}

const inBracket = (v: Vertex): boolean =>
  v.role === 'mdp' || v.role === 'resident' || v.role === 'limbo'

function level(scores: readonly number[], s: number): number {
  return Math.max(0, scores.indexOf(s))
}

function floatCosts(mdp: DutchPlayer, res: DutchPlayer, sc: CriteriaScale): bigint[] {
  const k = sc.bracketSize + 1
  const sdCost = pow(k, level(sc.sdLevels, mdp.score - res.score))
  const top = pow(k, sc.sdLevels.length)
  return [
    0n,
    res.floats[0] === 'up' ? 1n : 0n,
    0n,
    res.floats[1] === 'up' ? 1n : 0n,
    top - (mdp.floats[0] === 'down' ? sdCost : 0n),
    top - (res.floats[0] === 'up' ? sdCost : 0n),
    top - (mdp.floats[1] === 'down' ? sdCost : 0n),
    top - (res.floats[1] === 'up' ? sdCost : 0n),
  ]
}

/** A player leaving the bracket is scored as if paired one win below its residents (C.04.3 A.8). */
function downfloatCosts(p: DutchPlayer, role: Role, sc: CriteriaScale): bigint[] {
  const k = sc.bracketSize + 1
  const top = pow(k, sc.sdLevels.length)
  const resident = role === 'resident'
  const bracket = resident || role === 'mdp' || role === 'limbo'
  const sdCost = bracket ? pow(k, level(sc.sdLevels, p.score - sc.bracketScore + FLOAT_GAP)) : 0n
  return [
    resident && p.floats[0] === 'down' ? 1n : 0n,
    0n,
    resident && p.floats[1] === 'down' ? 1n : 0n,
    0n,
    top - (bracket && p.floats[0] === 'down' ? sdCost : 0n),
    top,
    top - (bracket && p.floats[1] === 'down' ? sdCost : 0n),
    top,
  ]
}

/** Converts the count fields (C14-C17) from costs to maximised values. */
function asValues(costs: bigint[]): bigint[] {
  return costs.map((c, i) => (i < 4 ? 1n - c : c))
}

/**
 * Quality fields of one edge, C5..C21, each to be maximised; null when the absolute criteria
 * forbid the edge. @see FIDE C.04.3 (2025) C1-C21
 */
export function criteriaFor(x: Vertex, y: Vertex, sc: CriteriaScale): bigint[] | null {
  if (x.role === 'bye' || y.role === 'bye') {
    const v = x.role === 'bye' ? y : x
    const p = v.player
    if (!p || !p.pabEligible) return null
    const b = inBracket(v)
    const fl = b ? downfloatCosts(p, v.role, sc) : downfloatCosts(p, 'lower', sc)
    return [
      BigInt(sc.topScore - p.score),
      0n,
      0n,
      0n,
      0n,
      b && sc.pabUnplayed ? BigInt(sc.maxUnplayed - p.unplayed) : 0n,
      2n,
      2n,
      2n,
      2n,
      ...asValues(fl),
    ]
  }
  const a = x.player
  const b = y.player
  if (!a || !b || !compatible(a, b)) return null
  const fields: bigint[] = new Array<bigint>(CRITERIA_FIELDS).fill(0n)
  const ax = inBracket(x)
  const bx = inBracket(y)
  let flo: bigint[]
  if (ax && bx) {
    if (x.role === 'limbo' || y.role === 'limbo') return null
    if (x.role === 'mdp' && y.role === 'mdp') return null
    fields[1] = 1n
    const k = sc.bracketSize + 1
    fields[2] = pow(k, level(sc.bracketScores, a.score)) + pow(k, level(sc.bracketScores, b.score))
    const cost = pairColourCost(a, b, sc.initial)
    fields[6] = BigInt(2 - cost.topscorerCd)
    fields[7] = BigInt(2 - cost.topscorerRepeat)
    fields[8] = BigInt(2 - cost.prefMissed)
    fields[9] = BigInt(2 - cost.strongMissed)
    if (x.role === 'mdp') flo = floatCosts(a, b, sc)
    else if (y.role === 'mdp') flo = floatCosts(b, a, sc)
    else flo = downfloatCosts(a, 'lower', sc)
  } else {
    for (const i of [6, 7, 8, 9]) fields[i] = 2n
    if (ax || bx) flo = downfloatCosts(ax ? a : b, ax ? x.role : y.role, sc)
    else flo = downfloatCosts(a, 'lower', sc)
    if ((ax || bx) && sc.pabUnplayed) fields[5] = BigInt(sc.maxUnplayed)
    const lookA = ax || x.next
    const lookB = bx || y.next
    if (lookA && lookB && (x.next || y.next)) {
      const k = sc.lookSize + 1
      fields[3] = 1n
      fields[4] = pow(k, level(sc.lookScores, a.score)) + pow(k, level(sc.lookScores, b.score))
    }
  }
  const vals = asValues(flo)
  for (let i = 0; i < 8; i++) fields[10 + i] = vals[i] ?? 0n
  return fields
}
