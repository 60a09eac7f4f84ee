import type { Colour } from '../../tournament/index.ts'
import { compatible } from './colours.ts'
import { canComplete } from './completion.ts'
import type { CriteriaScale, Role, Vertex } from './criteria.ts'
import { scaleFor } from './scale.ts'
import { bestMatching, type TieBreak } from './graph.ts'
import { lookAheadAtBound } from './lookAhead.ts'
import { byRank, type DutchPlayer } from './players.ts'
import { mdpTie, remainderTie } from './ties.ts'
import {
  addCost,
  floaterCost,
  pairCost,
  searchTranspositions,
  zeroCost,
  type LocalCost,
} from './search.ts'

/** Candidates walked in rule order before the exact weighted search takes over. */
const SEARCH_BUDGET = 4000

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

const vertex = (role: Role, player: DutchPlayer, next = false): Vertex => ({ role, player, next })
const BYE: Vertex = { role: 'bye', player: null, next: false }

/**
 * Solves one bracket graph (bracket players first): first on the bracket alone, accepted when
 * its downfloaters leave the next bracket at the best C8 value and the rest of the round can
 * still be completed; then on the bracket and the next scoregroup, with the same completion
 * check; otherwise on every player left. Returns the mate of each bracket vertex (-1: floats
 * down), or null.
 */
function solveBracket(
  input: BracketInput,
  head: readonly Vertex[],
  tie: TieBreak,
  patch: Partial<CriteriaScale>,
): { mate: Int32Array; vertices: Vertex[]; scale: CriteriaScale } | null {
  const nextScore = input.lower[0]?.score
  const next = input.lower.filter((p) => p.score === nextScore)
  const quick = solveRelaxed(input, head, tie, patch, [])
  if (quick && quickIsBest(input, head, quick, next)) return quick
  const relaxed = solveRelaxed(input, head, tie, patch, next)
  if (relaxed) return relaxed
  const sc = {
    ...scaleFor(
      input,
      next,
      input.lower.filter((p) => p.score !== nextScore),
    ),
    ...patch,
  }
  const vertices = [
    ...head,
    ...input.lower.map((p) => vertex('lower', p, p.score === nextScore)),
    ...(input.withBye ? [BYE] : []),
  ]
  const full = bestMatching(vertices, sc, tie, true)
  return full ? { mate: full, vertices, scale: sc } : null
}

/**
 * Whether the bracket's own best solution is the best with the next scoregroup in view too: it
 * floats nobody, or one player whom the next bracket can seat with at most one of its players
 * left over (C8 cannot do better), and it agrees with the wider graph on the PAB (C5).
 */
function quickIsBest(
  input: BracketInput,
  head: readonly Vertex[],
  sol: { mate: Int32Array; vertices: Vertex[]; scale: CriteriaScale },
  next: readonly DutchPlayer[],
): boolean {
  const floaters: DutchPlayer[] = []
  for (let i = 0; i < head.length; i++) {
    const j = sol.mate[i] ?? -1
    if (j >= 0 && j < head.length) continue
    if (j >= 0 && input.lower.length > 0) return false
    if (j < 0) floaters.push(head[i]?.player as DutchPlayer)
  }
  if (floaters.length === 0 || input.lower.length === 0) return true
  if (floaters.length > 1) return false
  if (input.withBye) {
    const deep = input.lower.filter((p) => p.score !== next[0]?.score)
    if (scaleFor(input, next, deep).deepByeScore !== sol.scale.deepByeScore) return false
  }
  return lookAheadAtBound(floaters, input.lower, input.withBye, byeTakers(input, sol.scale))
}

/** Who may take the PAB further down: the lowest-scored eligible players below the bracket. */
function byeTakers(input: BracketInput, sc: CriteriaScale): Set<number> {
  return new Set(
    input.lower.filter((p) => p.pabEligible && p.score === sc.deepByeScore).map((p) => p.id),
  )
}

/**
 * The bracket graph restricted to the bracket and `next`: everyone else may absorb floaters.
 * Accepted only when the players left over can still complete the round.
 */
function solveRelaxed(
  input: BracketInput,
  head: readonly Vertex[],
  tie: TieBreak,
  patch: Partial<CriteriaScale>,
  next: readonly DutchPlayer[],
): { mate: Int32Array; vertices: Vertex[]; scale: CriteriaScale } | null {
  const inNext = new Set(next.map((p) => p.id))
  const deep = input.lower.filter((p) => !inNext.has(p.id))
  const sc = { ...scaleFor(input, next, deep), ...patch }
  const relaxed = [
    ...head,
    ...next.map((p) => vertex('lower', p, true)),
    ...(input.withBye ? [BYE] : []),
  ]
  const mate = bestMatching(relaxed, sc, tie, false)
  if (!mate) return null
  const left = relaxed
    .filter((v, i) => v.player && (mate[i] ?? -1) < 0)
    .map((v) => v.player as DutchPlayer)
  const byeFree = input.withBye && (mate[relaxed.length - 1] ?? -1) < 0
  const takers = new Set(
    deep.filter((p) => p.pabEligible && p.score === sc.deepByeScore).map((p) => p.id),
  )
  const rest = [...left, ...deep].sort(byRank)
  return canComplete(rest, byeFree, takers) ? { mate, vertices: relaxed, scale: sc } : null
}

/** Stage one: which MDPs are paired and with whom (MDP sets, then S2 transpositions). */
interface MdpStage {
  readonly pairs: [DutchPlayer, DutchPlayer][]
  readonly k: number
  readonly pabUnplayed: boolean
  /** Local costs and floaters of the remainder in the optimal solution found. */
  readonly target: LocalCost
  readonly floaters: Set<number>
  readonly scale: CriteriaScale
  /** Accepts another floater set whose non-local criteria (C4, C5, C8, C9) are surely as good. */
  readonly floatersOk: (out: ReadonlySet<number>) => boolean
}

function pairMdps(input: BracketInput): MdpStage | null {
  const { mdps, residents } = input
  const head = [
    ...mdps.map((p) => vertex('mdp', p)),
    ...residents.map((p) => vertex('resident', p)),
  ]
  const m = mdps.length
  const n = residents.length
  const tie = mdpTie(m, n)
  let sol = solveBracket(input, head, tie, {})
  if (!sol) return null
  const outside = (i: number): boolean =>
    (sol?.mate[i] ?? -1) < 0 ? true : (sol?.mate[i] ?? -1) >= m + n
  const leaving = head.map((_, i) => i).filter(outside)
  const only = leaving.length === 1 ? (sol.mate[leaving[0] as number] ?? -1) : -1
  const pabUnplayed = sol.vertices[only]?.role === 'bye'
  if (pabUnplayed) {
    sol = solveBracket(input, head, tie, { pabUnplayed })
    if (!sol) return null
  }
  const pairs: [DutchPlayer, DutchPlayer][] = []
  let k = 0
  const target = zeroCost()
  const floaters = new Set<number>()
  for (let i = m; i < m + n; i++) {
    const j = sol.mate[i] ?? -1
    const me = residents[i - m] as DutchPlayer
    if (j >= m + n || j < 0) {
      floaters.add(me.id)
      addCost(target, floaterCost(me, sol.scale))
    } else if (j < m) pairs.push([mdps[j] as DutchPlayer, me])
    else if (j > i) {
      k++
      addCost(target, pairCost(me, residents[j - m] as DutchPlayer, sol.scale))
    }
  }
  const floatersOk = equivalentFloaters(input, sol, head, floaters, pabUnplayed)
  return { pairs, k, pabUnplayed, target, floaters, scale: sol.scale, floatersOk }
}

/**
 * Pairs one bracket: MDPs first, then the remainder, with every choice checked for completion
 * of the round. @see FIDE C.04.3 (2025) Articles 2-4
 */
export function pairBracket(input: BracketInput): BracketOutcome | null {
  const perfect = perfectCandidate(input)
  if (perfect) return perfect
  const first = pairMdps(input)
  if (!first) return null
  const used = new Set(first.pairs.flatMap(([a, b]) => [a.id, b.id]))
  const rest = input.residents.filter((p) => !used.has(p.id))
  const limbo = input.mdps.filter((p) => !used.has(p.id))
  const head = [...rest.map((p) => vertex('resident', p)), ...limbo.map((p) => vertex('limbo', p))]
  const n = rest.length
  const quick = searchTranspositions(
    rest,
    first.k,
    first.scale,
    first.target,
    first.floatersOk,
    SEARCH_BUDGET,
  )
  if (quick !== 'unknown') {
    const paired = new Set(quick.flatMap(([a, b]) => [a.id, b.id]))
    const floating = [...limbo, ...rest.filter((p) => !paired.has(p.id))]
    return settle(input, [...first.pairs, ...quick], floating)
  }
  const sol = solveBracket(input, head, remainderTie(n, first.k), {
    pabUnplayed: first.pabUnplayed,
  })
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
  downfloaters.sort(byRank)
  return { pairs, downfloaters, bye }
}

/**
 * A bracket (homogeneous, or with one MDP, paired with the first resident it may meet who did
 * not float up in the last two rounds) with a candidate that pairs everyone (an odd bracket: all
 * but one resident, who has not floated down in the last two rounds and leaves the next bracket
 * at the best C8 value) and misses no more colour preferences than the
 * white/black imbalance forces, breaking no other quality criterion: no pairing can do better,
 * so the first such candidate in rule order is the answer when the players below can still
 * complete the round with the best possible PAB. @see FIDE C.04.3 B.4-B.8
 */
function perfectCandidate(input: BracketInput): BracketOutcome | null {
  const { residents, mdps, lower, withBye } = input
  const mdp = mdps[0]
  const odd = (mdps.length + residents.length) % 2 === 1
  if (mdps.length > 1 || (odd && lower.length === 0)) return null
  const nextScore = lower[0]?.score
  const sc = scaleFor(
    input,
    lower.filter((p) => p.score === nextScore),
    lower.filter((p) => p.score !== nextScore),
  )
  const all = [...mdps, ...residents]
  const white = all.filter((p) => p.pref === 'white').length
  const black = all.filter((p) => p.pref === 'black').length
  const free = all.length - white - black
  // Players of the larger preference who can meet neither the other one nor a player without
  // one meet each other, one miss a pair; in an odd bracket the floater can be one of them.
  const misses = BigInt(Math.max(0, Math.abs(white - black) - free - (odd ? 1 : 0)) / 2)
  // The MDP's first opponent in rule order whose own pair keeps the candidate perfect.
  const perfectPair = (p: DutchPlayer): LocalCost | null => {
    if (!mdp || !compatible(mdp, p) || p.floats.includes('up')) return null
    const c = pairCost(mdp, p, sc)
    return c[0] === 0n && c[1] === 0n && c[3] === 0n && (c[2] ?? 0n) <= misses ? c : null
  }
  const opponent = residents.find((p) => perfectPair(p) !== null)
  if (mdp && !opponent) return null
  const rest = residents.filter((p) => p !== opponent)
  const target = zeroCost()
  target[2] = misses - ((opponent && perfectPair(opponent)?.[2]) ?? 0n)
  const eligible = lower.filter((p) => p.pabEligible).map((p) => p.score)
  const best = eligible.length > 0 ? Math.min(...eligible) : null
  const takers = new Set(lower.filter((p) => p.pabEligible && p.score === best).map((p) => p.id))
  const byId = new Map(rest.map((p) => [p.id, p]))
  const found = searchTranspositions(
    rest,
    Math.floor(rest.length / 2),
    sc,
    target,
    (out) =>
      odd
        ? out.size === 1 &&
          lookAheadAtBound(
            [...out].map((id) => byId.get(id) as DutchPlayer),
            lower,
            withBye,
            takers,
          )
        : out.size === 0,
    SEARCH_BUDGET,
  )
  if (found === 'unknown') return null
  if (!odd && !canComplete(lower, withBye, takers)) return null
  const paired = new Set(found.flatMap(([a, b]) => [a.id, b.id]))
  return {
    pairs: mdp && opponent ? [[mdp, opponent], ...found] : found,
    downfloaters: rest.filter((p) => !paired.has(p.id)),
    bye: null,
  }
}

/**
 * Floater sets that differ from the optimum's by one player of the same score who can take
 * the same place below (same next-bracket partner, or the bye on the same terms).
 */
function equivalentFloaters(
  input: BracketInput,
  sol: { mate: Int32Array; vertices: Vertex[]; scale: CriteriaScale },
  head: readonly Vertex[],
  floaters: ReadonlySet<number>,
  pabUnplayed: boolean,
): (out: ReadonlySet<number>) => boolean {
  const index = new Map(head.map((v, i) => [v.player?.id ?? -1, i]))
  const byId = new Map(head.map((v) => [v.player?.id ?? -1, v.player as DutchPlayer]))
  return (out) => {
    if (out.size !== floaters.size) return false
    const added = [...out].filter((id) => !floaters.has(id))
    const removed = [...floaters].filter((id) => !out.has(id))
    if (added.length === 0) return true
    if (added.length !== 1) return false
    const f = byId.get(added[0] as number)
    const old = byId.get(removed[0] as number)
    const j = sol.mate[index.get(old?.id ?? -1) ?? -1] ?? -1
    if (!f || !old || f.score !== old.score) return false
    if (j < 0) return completesInstead(input, sol, old, f) && seatedBelow(input, sol, f)

    const partner = sol.vertices[j]
    if (!partner) return false
    if (partner.role === 'bye')
      return f.pabEligible && (!pabUnplayed || f.unplayed === old.unplayed)
    if (partner.role !== 'lower' || partner.player === null) return false
    if (compatible(f, partner.player)) return true
    // f meets another next-bracket player who was left to float; the old partner floats instead.
    const x = partner.player
    return sol.vertices.some(
      (v, i) =>
        v.role === 'lower' &&
        v.player !== null &&
        (sol.mate[i] ?? -1) < 0 &&
        compatible(f, v.player) &&
        completesInstead(input, sol, v.player, x),
    )
  }
}

/**
 * For a solution found on the bracket alone (its floater seated at the C8 bound), whether `f`
 * too can be seated in the next bracket at that bound; in a wider graph C8 was weighed there.
 */
function seatedBelow(
  input: BracketInput,
  sol: { vertices: Vertex[]; scale: CriteriaScale },
  f: DutchPlayer,
): boolean {
  if (input.lower.length === 0 || sol.vertices.some((v) => v.role === 'lower')) return true
  return lookAheadAtBound([f], input.lower, input.withBye, byeTakers(input, sol.scale))
}

/** True when the round still completes with `f` floating further down instead of `old`. */
function completesInstead(
  input: BracketInput,
  sol: { mate: Int32Array; vertices: Vertex[]; scale: CriteriaScale },
  old: DutchPlayer,
  f: DutchPlayer,
): boolean {
  const inGraph = new Set(sol.vertices.map((v) => v.player?.id ?? -1))
  const deep = input.lower.filter((p) => !inGraph.has(p.id))
  const left = sol.vertices
    .filter((v, i) => v.player && (sol.mate[i] ?? -1) < 0 && v.player.id !== old.id)
    .map((v) => v.player as DutchPlayer)
  const byeAt = sol.vertices.findIndex((v) => v.role === 'bye')
  const byeFree = byeAt >= 0 && (sol.mate[byeAt] ?? -1) < 0
  const takers = new Set(
    deep.filter((p) => p.pabEligible && p.score === sol.scale.deepByeScore).map((p) => p.id),
  )
  const rest = [...left, f, ...deep].sort(byRank)
  return canComplete(rest, byeFree, takers)
}

/** Outcome of a bracket whose pairs are known: in the last bracket the one left takes the PAB. */
function settle(
  input: BracketInput,
  pairs: (readonly [DutchPlayer, DutchPlayer])[],
  floating: DutchPlayer[],
): BracketOutcome {
  const sorted = [...floating].sort(byRank)
  if (input.lower.length === 0 && input.withBye && sorted.length === 1)
    return { pairs, downfloaters: [], bye: sorted[0] ?? null }
  return { pairs, downfloaters: sorted, bye: null }
}
