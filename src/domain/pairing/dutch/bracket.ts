import type { Colour } from '../../tournament/index.ts'
import {
  CRITERIA_FIELDS,
  FLOAT_GAP,
  criteriaFor,
  type CriteriaScale,
  type Role,
  type Vertex,
} from './criteria.ts'
import { solveMatching } from './matcher.ts'
import { WeightPacker } from './packing.ts'
import type { DutchPlayer } from './players.ts'

export interface BracketInput {
  readonly mdps: readonly DutchPlayer[]
  readonly residents: readonly DutchPlayer[]
  readonly lower: readonly DutchPlayer[]
  /** True when an odd number of players is left and the bye vertex takes part. */
  readonly withBye: boolean
  readonly initial: Colour
}

export interface BracketOutcome {
  readonly pairs: readonly (readonly [DutchPlayer, DutchPlayer])[]
  readonly downfloaters: readonly DutchPlayer[]
  readonly bye: DutchPlayer | null
}

type TieBreak = (x: number, y: number) => bigint[]

const distinct = (xs: readonly number[]): number[] => [...new Set(xs)].sort((a, b) => a - b)

function scaleFor(input: BracketInput, vertices: readonly Vertex[]): CriteriaScale {
  const all = vertices.flatMap((v) => (v.player ? [v.player] : []))
  const bracket = [...input.mdps, ...input.residents]
  const bracketScore = input.residents[0]?.score ?? 0
  const next = vertices.filter((v) => v.next).map((v) => v.player as DutchPlayer)
  return {
    topScore: Math.max(0, ...all.map((p) => p.score)),
    maxUnplayed: Math.max(0, ...all.map((p) => p.unplayed)),
    bracketScores: distinct(bracket.map((p) => p.score)),
    lookScores: distinct([...bracket, ...next].map((p) => p.score)),
    bracketSize: bracket.length,
    lookSize: bracket.length + next.length,
    sdLevels: distinct([
      ...input.mdps.map((p) => p.score - bracketScore),
      ...bracket.map((p) => p.score - bracketScore + FLOAT_GAP),
    ]),
    bracketScore,
    pabUnplayed: false,
    initial: input.initial,
  }
}

/** Runs one weighted matching over the graph; null when no complete pairing exists. */
function optimise(
  vertices: readonly Vertex[],
  sc: CriteriaScale,
  tieFields: number,
  tie: TieBreak,
): Int32Array | null {
  const packer = new WeightPacker(CRITERIA_FIELDS + tieFields)
  const ends: [number, number][] = []
  for (let i = 0; i < vertices.length; i++) {
    for (let j = i + 1; j < vertices.length; j++) {
      const f = criteriaFor(vertices[i] as Vertex, vertices[j] as Vertex, sc)
      if (!f) continue
      packer.add([...f, ...tie(i, j)])
      ends.push([i, j])
    }
  }
  const w = packer.weights(Math.ceil(vertices.length / 2))
  const mate = solveMatching(
    vertices.length,
    ends.map(([u, v], k) => ({ u, v, w: w[k] ?? 0n })),
  )
  for (let i = 0; i < mate.length; i++) if ((mate[i] ?? -1) < 0) return null
  return mate
}

function lowerVertices(input: BracketInput): Vertex[] {
  const nextScore = input.lower[0]?.score
  const out: Vertex[] = input.lower.map((p) => ({
    role: 'lower' as Role,
    player: p,
    next: p.score === nextScore,
  }))
  if (input.withBye) out.push({ role: 'bye', player: null, next: false })
  return out
}

/** Stage one: which MDPs are paired and with whom (MDP sets, then S2 transpositions). */
function pairMdps(
  input: BracketInput,
): { pairs: [DutchPlayer, DutchPlayer][]; k: number; pabUnplayed: boolean } | null {
  const { mdps, residents } = input
  const vertices: Vertex[] = [
    ...mdps.map((p) => ({ role: 'mdp' as Role, player: p, next: false })),
    ...residents.map((p) => ({ role: 'resident' as Role, player: p, next: false })),
    ...lowerVertices(input),
  ]
  const m = mdps.length
  const n = residents.length
  const tie: TieBreak = (x, y) => {
    const [i, j] = x < m ? [x, y] : [y, x]
    if (i >= m || j < m || j >= m + n) return [0n, 0n]
    return [1n << BigInt(m - 1 - i), BigInt(n - (j - m)) * BigInt(n + 1) ** BigInt(m - 1 - i)]
  }
  let sc = scaleFor(input, vertices)
  let mate = optimise(vertices, sc, 2, tie)
  if (!mate) return null
  const leaving = vertices.slice(0, m + n).filter((_, i) => (mate?.[i] ?? -1) >= m + n)
  const alone = leaving.length === 1 ? (mate[vertices.indexOf(leaving[0] as Vertex)] ?? -1) : -1
  const pabUnplayed = vertices[alone]?.role === 'bye'
  if (pabUnplayed) {
    sc = { ...sc, pabUnplayed }
    mate = optimise(vertices, sc, 2, tie)
    if (!mate) return null
  }
  const pairs: [DutchPlayer, DutchPlayer][] = []
  let k = 0
  for (let i = 0; i < m + n; i++) {
    const j = mate[i] ?? -1
    if (j <= i || j >= m + n) continue
    if (i < m) pairs.push([mdps[i] as DutchPlayer, residents[j - m] as DutchPlayer])
    else k++
  }
  return { pairs, k, pabUnplayed }
}

/** Tie-break fields that order remainder pairings as exchanges then transpositions. @see FIDE C.04.3 D.1, D.2 */
function remainderTie(n: number, k: number): TieBreak {
  const W = BigInt(n + 2)
  return (x, y) => {
    const inR = (v: number): boolean => v < n
    if (!inR(x) && !inR(y)) return [0n, BigInt(n), 0n, 0n, 0n]
    if (!inR(x) || !inR(y)) {
      const u = inR(x) ? x : y
      if (u >= k) return [0n, BigInt(n), 0n, 0n, 0n]
      return [0n, BigInt(n + u + 1), 1n << BigInt(u + 1), 0n, 0n]
    }
    const a = Math.min(x, y)
    const b = Math.max(x, y)
    const trans = BigInt(n + 1 - (b + 1)) * W ** BigInt(n - (a + 1))
    if (b < k) return [1n, BigInt(n + b + 1), 1n << BigInt(b + 1), 0n, trans]
    if (a >= k) return [0n, BigInt(n - (a + 1)), 0n, 1n << BigInt(n - (a + 1)), trans]
    return [1n, BigInt(n), 0n, 0n, trans]
  }
}

/**
 * Pairs one bracket: MDPs first, then the remainder, with every choice checked for completion
 * of the round. @see FIDE C.04.3 (2025) Articles 2-4
 */
export function pairBracket(input: BracketInput): BracketOutcome | null {
  const first = pairMdps(input)
  if (!first) return null
  const used = new Set(first.pairs.flatMap(([a, b]) => [a.id, b.id]))
  const rest = input.residents.filter((p) => !used.has(p.id))
  const limbo = input.mdps.filter((p) => !used.has(p.id))
  const vertices: Vertex[] = [
    ...rest.map((p) => ({ role: 'resident' as Role, player: p, next: false })),
    ...limbo.map((p) => ({ role: 'limbo' as Role, player: p, next: false })),
    ...lowerVertices(input),
  ]
  const n = rest.length
  const sc = { ...scaleFor(input, vertices), pabUnplayed: first.pabUnplayed }
  const mate = optimise(vertices, sc, 5, remainderTie(n, first.k))
  if (!mate) return null
  const pairs: (readonly [DutchPlayer, DutchPlayer])[] = [...first.pairs]
  const downfloaters: DutchPlayer[] = []
  let bye: DutchPlayer | null = null
  const bracketCount = n + limbo.length
  for (let i = 0; i < bracketCount; i++) {
    const j = mate[i] ?? -1
    const me = vertices[i]?.player as DutchPlayer
    const other = vertices[j] as Vertex
    if (j < bracketCount) {
      if (j > i) pairs.push([me, other.player as DutchPlayer])
    } else if (other.role === 'bye' && input.lower.length === 0) bye = me
    else downfloaters.push(me)
  }
  downfloaters.sort((a, b) => b.score - a.score || a.id - b.id)
  return { pairs, downfloaters, bye }
}
