import type { Colour } from '../../tournament/index.ts'
import { canComplete } from './completion.ts'
import { FLOAT_GAP, type CriteriaScale, type Role, type Vertex } from './criteria.ts'
import { bestMatching, type TieBreak } from './graph.ts'
import type { DutchPlayer } from './players.ts'
import { mdpTie, remainderTie } from './ties.ts'

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

const distinct = (xs: readonly number[]): number[] => [...new Set(xs)].sort((a, b) => a - b)

function scaleFor(input: BracketInput, next: readonly DutchPlayer[], deep: readonly DutchPlayer[]): CriteriaScale {
  const bracket = [...input.mdps, ...input.residents]
  const all = [...bracket, ...input.lower]
  const bracketScore = input.residents[0]?.score ?? 0
  const eligibleDeep = deep.filter((p) => p.pabEligible).map((p) => p.score)
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
    deepByeScore: eligibleDeep.length > 0 ? Math.min(...eligibleDeep) : null,
    initial: input.initial,
  }
}

const vertex = (role: Role, player: DutchPlayer, next = false): Vertex => ({ role, player, next })
const BYE: Vertex = { role: 'bye', player: null, next: false }

/**
 * Solves one bracket graph (bracket players first): first on the bracket and the next
 * scoregroup only, accepted when the rest of the round can still be completed; otherwise on
 * every player left. Returns the mate of each bracket vertex (-1: floats down), or null.
 */
function solveBracket(
  input: BracketInput,
  head: readonly Vertex[],
  tie: TieBreak,
  patch: Partial<CriteriaScale>,
): { mate: Int32Array; vertices: Vertex[] } | null {
  const nextScore = input.lower[0]?.score
  const next = input.lower.filter((p) => p.score === nextScore)
  const deep = input.lower.filter((p) => p.score !== nextScore)
  const sc = { ...scaleFor(input, next, deep), ...patch }
  const relaxed = [...head, ...next.map((p) => vertex('lower', p, true)), ...(input.withBye ? [BYE] : [])]
  const mate = bestMatching(relaxed, sc, tie, false)
  if (mate) {
    const left = relaxed.filter((v, i) => v.player && (mate[i] ?? -1) < 0).map((v) => v.player as DutchPlayer)
    const byeFree = input.withBye && (mate[relaxed.length - 1] ?? -1) < 0
    const takers = new Set(deep.filter((p) => p.pabEligible && p.score === sc.deepByeScore).map((p) => p.id))
    const rest = [...left, ...deep].sort((a, b) => b.score - a.score || a.id - b.id)
    if (canComplete(rest, byeFree, takers)) return { mate, vertices: relaxed }
  }
  const vertices = [...head, ...input.lower.map((p) => vertex('lower', p, p.score === nextScore)), ...(input.withBye ? [BYE] : [])]
  const full = bestMatching(vertices, sc, tie, true)
  return full ? { mate: full, vertices } : null
}

/** Stage one: which MDPs are paired and with whom (MDP sets, then S2 transpositions). */
function pairMdps(input: BracketInput): { pairs: [DutchPlayer, DutchPlayer][]; k: number; pabUnplayed: boolean } | null {
  const { mdps, residents } = input
  const head = [...mdps.map((p) => vertex('mdp', p)), ...residents.map((p) => vertex('resident', p))]
  const m = mdps.length
  const n = residents.length
  const tie = mdpTie(m, n)
  let sol = solveBracket(input, head, tie, {})
  if (!sol) return null
  const outside = (i: number): boolean => ((sol?.mate[i] ?? -1) < 0 ? true : (sol?.mate[i] ?? -1) >= m + n)
  const leaving = head.map((_, i) => i).filter(outside)
  const only = leaving.length === 1 ? (sol.mate[leaving[0] as number] ?? -1) : -1
  const pabUnplayed = sol.vertices[only]?.role === 'bye'
  if (pabUnplayed) {
    sol = solveBracket(input, head, tie, { pabUnplayed })
    if (!sol) return null
  }
  const pairs: [DutchPlayer, DutchPlayer][] = []
  let k = 0
  for (let i = 0; i < m + n; i++) {
    const j = sol.mate[i] ?? -1
    if (j <= i || j >= m + n) continue
    if (i < m) pairs.push([mdps[i] as DutchPlayer, residents[j - m] as DutchPlayer])
    else k++
  }
  return { pairs, k, pabUnplayed }
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
  const head = [...rest.map((p) => vertex('resident', p)), ...limbo.map((p) => vertex('limbo', p))]
  const n = rest.length
  const sol = solveBracket(input, head, remainderTie(n, first.k), { pabUnplayed: first.pabUnplayed })
  if (!sol) return null
  const pairs: (readonly [DutchPlayer, DutchPlayer])[] = [...first.pairs]
  const downfloaters: DutchPlayer[] = []
  let bye: DutchPlayer | null = null
  for (let i = 0; i < head.length; i++) {
    const j = sol.mate[i] ?? -1
    const me = head[i]?.player as DutchPlayer
    if (j >= 0 && j < head.length) {
      if (j > i) pairs.push([me, head[j]?.player as DutchPlayer])
    } else if (j >= 0 && sol.vertices[j]?.role === 'bye' && input.lower.length === 0) bye = me
    else downfloaters.push(me)
  }
  downfloaters.sort((a, b) => b.score - a.score || a.id - b.id)
  return { pairs, downfloaters, bye }
}
