import { compatible } from './colours.ts'
import { canComplete } from './completion.ts'
import { lookAheadAtBound } from './lookAhead.ts'
import type { DutchPlayer } from './players.ts'
import { scaleFor } from './scale.ts'
import type { CriteriaScale } from './criteria.ts'
import { solveMatching } from './matcher.ts'
import { addCost, pairCost, transpositionsReaching, zeroCost, L, type LocalCost } from './search.ts'
import { splitLower, type BracketInput } from './solve.ts'

/** Candidates walked in rule order before the exact weighted search takes over. */
export const SEARCH_BUDGET = 4000

/** Opponents of a lone MDP tried before the exact search takes over. */
const OPPONENTS_TRIED = 4

/** The pairs and floaters of a bracket candidate (the floaters still to be placed below). */
export interface Candidate {
  readonly pairs: readonly (readonly [DutchPlayer, DutchPlayer])[]
  readonly floaters: readonly DutchPlayer[]
}

/**
 * The perfect candidate of B.4 (a shortcut): one that no pairing can beat because it leaves every
 * quality criterion at a bound no candidate can pass:
 * - every MDP is paired (C6, C7), each with the first resident in rule order whose pair is as
 *   good as any resident's could be on the criteria that pair alone decides ({@link mdpOpponents});
 *   a lone MDP goes on to its next such opponent when no pairing of the remainder left by the one
 *   before can reach C12's bound ({@link missesAbove});
 * - the remainder pairs everyone, or in an odd bracket all but one resident who has not
 *   downfloated in the last two rounds (C14, C16, C18, C20) and who either leaves the next
 *   bracket at the best C8 value with the round completable (C4), or, in the last bracket, takes
 *   the PAB (C2) with the fewest unplayed games among the residents (C9);
 * - no more colour preferences are missed than the white/black imbalance forces (C12), no strong
 *   one (C13), no topscorer rule broken (C10, C11); or, when the split cannot reach that count
 *   bound, the C10-C13 costs at the least any pairing of the bracket has
 *   ({@link leastColourCosts}: topscorers in the last round, past games), each MDP's pair within
 *   them ({@link atLeastCosts}).
 * The first such candidate in rule order (D.1, MDP transpositions then remainder transpositions)
 * is the bracket's pairing. Null when none is shown: the exact search decides then.
 * @see FIDE C.04.3 B.4-B.8
 */
export function perfectCandidate(input: BracketInput): Candidate | null {
  const { residents, mdps, lower, withBye } = input
  const odd = (mdps.length + residents.length) % 2 === 1
  const last = lower.length === 0
  if (mdps.length > residents.length || (odd && last && !withBye)) return null
  const { next, deep } = splitLower(input)
  const sc = scaleFor(input, next, deep)
  const all = [...mdps, ...residents]
  const white = all.filter((p) => p.pref === 'white').length
  const black = all.filter((p) => p.pref === 'black').length
  const free = all.length - white - black
  // Players of the larger preference who can meet neither the other one nor a player without
  // one meet each other, one miss a pair; in an odd bracket the floater can be one of them.
  const misses = BigInt(Math.max(0, Math.abs(white - black) - free - (odd ? 1 : 0)) / 2)
  const takers = pabTakers(lower)
  // C9's bound: the fewest unplayed games of any resident who may take the PAB.
  const fewestUnplayed = Math.min(...residents.filter((p) => p.pabEligible).map((p) => p.unplayed))
  // The remainder left by the MDPs' pairs, paired at the bounds (`left`: the C10-C13 costs left
  // to it). 'above' when no pairing of the split in rule order reaches them; with `prove`, only
  // when no pairing of the remainder at all can.
  let reachedAbove = false
  const remainder = (
    pairs: readonly (readonly [DutchPlayer, DutchPlayer])[],
    left: LocalCost,
    prove: boolean,
  ): Candidate | 'above' | null => {
    const taken = new Set(pairs.map(([, b]) => b.id))
    const rest = residents.filter((p) => !taken.has(p.id))
    const target = zeroCost()
    for (const f of COLOUR_SLOTS) target[f] = left[f] as bigint
    const byId = new Map(rest.map((p) => [p.id, p]))
    const floaterOk = (out: ReadonlySet<number>): boolean => {
      if (!odd) return out.size === 0
      if (out.size !== 1) return false
      const f = byId.get([...out][0] as number) as DutchPlayer
      if (last) return f.pabEligible && f.unplayed === fewestUnplayed
      return lookAheadAtBound([f], lower, withBye, takers)
    }
    const found = transpositionsReaching(
      rest,
      Math.floor(rest.length / 2),
      sc,
      target,
      floaterOk,
      SEARCH_BUDGET,
    )
    if (found === 'above') {
      reachedAbove = true
      return prove && missesAbove(rest, target[L.C12] as bigint) ? 'above' : null
    }
    if (found === 'unknown') return null
    if (!odd && !canComplete(lower, withBye, takers)) return null
    const paired = new Set(found.flatMap(([a, b]) => [a.id, b.id]))
    return { pairs: [...pairs, ...found], floaters: rest.filter((p) => !paired.has(p.id)) }
  }
  const first = atImbalance(mdps, residents, sc, misses, remainder)
  if (first || !reachedAbove) return first
  // The colour costs the count bound allows are out of reach (topscorers, past games): the bound
  // is then the least any pairing of the bracket can have, and the candidate must reach it.
  const least = leastColourCosts(all, sc)
  return least ? atLeastCosts(mdps, residents, sc, least, remainder) : null
}

/** Pairs the remainder left by the MDPs' pairs at the C10-C13 costs `left` (see {@link perfectCandidate}). */
type Remainder = (
  pairs: readonly (readonly [DutchPlayer, DutchPlayer])[],
  left: LocalCost,
  prove: boolean,
) => Candidate | 'above' | null

/** The C10-C13 slots of a {@link LocalCost}, in priority order. */
const COLOUR_SLOTS = [L.C10, L.C11, L.C12, L.C13] as const

/**
 * The perfect candidate at the count bound: each MDP's pair at the least C10, C11 and C13 any
 * resident could give it, the remainder at none, and no more colour preferences missed in all
 * than the white/black imbalance forces (`misses`, C12).
 */
function atImbalance(
  mdps: readonly DutchPlayer[],
  residents: readonly DutchPlayer[],
  sc: CriteriaScale,
  misses: bigint,
  remainder: Remainder,
): Candidate | null {
  const left = (c12: bigint): LocalCost => {
    const cost = zeroCost()
    cost[L.C12] = c12
    return cost
  }
  if (mdps.length === 1) {
    // One MDP: its opponents in rule order (S2 transpositions of the MDP-pairing come after the
    // remainder's alterations, B.7), past those whose remainder provably cannot reach the bound.
    const mdp = mdps[0] as DutchPlayer
    const opponents = mdpOpponents(mdp, residents, new Set(), sc, misses).slice(0, OPPONENTS_TRIED)
    for (const [i, opponent] of opponents.entries()) {
      const rest = misses - (pairCost(mdp, opponent, sc)[L.C12] ?? 0n)
      const found = remainder([[mdp, opponent]], left(rest), i + 1 < opponents.length)
      if (found !== 'above') return found
    }
    return null
  }
  const pairs: [DutchPlayer, DutchPlayer][] = []
  const taken = new Set<number>()
  for (const mdp of mdps) {
    const opponent = mdpOpponents(mdp, residents, taken, sc, misses)[0]
    if (!opponent) return null
    misses -= pairCost(mdp, opponent, sc)[L.C12] ?? 0n
    taken.add(opponent.id)
    pairs.push([mdp, opponent])
  }
  const found = remainder(pairs, left(misses), false)
  return found === 'above' ? null : found
}

/**
 * The perfect candidate at the least C10-C13 costs of any pairing of the bracket (`least`): each
 * MDP in turn takes the first resident in rule order whose pair stays within the costs left and
 * upfloated before no more than the least any opponent within `least` did (C15, C17); the
 * remainder takes the costs left over. Its total then equals the bound, so no candidate beats it
 * on C10-C13, and no earlier one in rule order (an earlier opponent breaks the bound or a float
 * criterion) is as good.
 */
function atLeastCosts(
  mdps: readonly DutchPlayer[],
  residents: readonly DutchPlayer[],
  sc: CriteriaScale,
  least: LocalCost,
  remainder: Remainder,
): Candidate | null {
  const left = [...least]
  const within = (cost: LocalCost, budget: LocalCost): boolean =>
    COLOUR_SLOTS.every((f) => (cost[f] as bigint) <= (budget[f] as bigint))
  const pairs: [DutchPlayer, DutchPlayer][] = []
  const taken = new Set<number>()
  for (const mdp of mdps) {
    const allowed = residents.filter(
      (p) => compatible(mdp, p) && within(pairCost(mdp, p, sc), least),
    )
    const up = (p: DutchPlayer, k: 0 | 1): number => (p.floats[k] === 'up' ? 1 : 0)
    const fewest = [0, 1].map((k) => Math.min(...allowed.map((p) => up(p, k as 0 | 1))))
    const opponent = allowed.find(
      (p) =>
        !taken.has(p.id) &&
        up(p, 0) === fewest[0] &&
        up(p, 1) === fewest[1] &&
        within(pairCost(mdp, p, sc), left),
    )
    if (!opponent) return null
    const cost = pairCost(mdp, opponent, sc)
    for (const f of COLOUR_SLOTS) left[f] = (left[f] as bigint) - (cost[f] as bigint)
    taken.add(opponent.id)
    pairs.push([mdp, opponent])
  }
  const found = remainder(pairs, left, false)
  return found === 'above' ? null : found
}

/**
 * The least C10-C13 costs, in priority order, of any pairing of `players` that pairs all of them
 * but one at most (C6 at its bound), C1 and C3 kept and the criteria before C10 set aside: a
 * maximum-cardinality matching whose edges weigh a constant less the pair's costs packed by
 * priority (a field sums to at most two per pair, so to at most n). Null when C1 and C3 leave no
 * such pairing.
 */
function leastColourCosts(players: readonly DutchPlayer[], sc: CriteriaScale): LocalCost | null {
  const n = players.length
  const radix = BigInt(n + 1)
  const top = radix ** 4n
  const edges: { u: number; v: number; w: bigint }[] = []
  const costs = new Map<number, LocalCost>()
  for (let u = 0; u < n; u++)
    for (let v = u + 1; v < n; v++) {
      const a = players[u] as DutchPlayer
      const b = players[v] as DutchPlayer
      if (!compatible(a, b)) continue
      const c = pairCost(a, b, sc)
      costs.set(u * n + v, c)
      const packed = COLOUR_SLOTS.reduce((x, f) => x * radix + (c[f] as bigint), 0n)
      edges.push({ u, v, w: top - packed })
    }
  const mate = solveMatching(n, edges)
  const total = zeroCost()
  let pairsMade = 0
  for (let u = 0; u < n; u++) {
    const v = mate[u] as number
    if (v <= u) continue
    pairsMade++
    addCost(total, costs.get(u * n + v) as LocalCost)
  }
  return pairsMade === Math.floor(n / 2) ? total : null
}

/**
 * True when every pairing of `players` with all of them paired but one at most (C6 at its bound)
 * is shown to miss more than `misses` colour preferences (C12). When each player has a
 * preference and none is a topscorer, a pair misses nothing only if the two prefer different
 * colours: a pairing of ⌊n/2⌋ pairs holds at most as many such pairs as a largest matching of
 * white- against black-preferring players, and each of its other pairs misses one. False when
 * that bound does not show it (or does not apply).
 */
function missesAbove(players: readonly DutchPlayer[], misses: bigint): boolean {
  if (!players.every((p) => p.pref !== null && !p.topscorer)) return false
  return BigInt(Math.floor(players.length / 2) - oppositePairs(players)) > misses
}

/** The most pairs of a white- and a black-preferring player that C1 and C3 allow at once. */
function oppositePairs(players: readonly DutchPlayer[]): number {
  const whites = players.filter((p) => p.pref === 'white')
  const blacks = players.filter((p) => p.pref === 'black')
  const meets = whites.map((w) => blacks.flatMap((b, j) => (compatible(w, b) ? [j] : [])))
  const mateOf = new Int32Array(blacks.length).fill(-1)
  const seen = new Uint8Array(blacks.length)
  // An alternating path from white i to a black player still unpaired (a bipartite augmentation).
  const augment = (i: number): boolean => {
    for (const j of meets[i] as number[]) {
      if (seen[j] === 1) continue
      seen[j] = 1
      if (mateOf[j] === -1 || augment(mateOf[j] as number)) {
        mateOf[j] = i
        return true
      }
    }
    return false
  }
  let pairs = 0
  for (let i = 0; i < whites.length; i++) {
    seen.fill(0)
    if (augment(i)) pairs++
  }
  return pairs
}

/**
 * The MDP's possible opponents in a perfect candidate, in rule order: the residents not yet taken whose pair reaches,
 * on every criterion the pair alone decides (C10, C11, C13, and C15/C17: an opponent who
 * upfloated before), the least value any resident could give it, and misses no more colour
 * preferences than the bracket may (C12). Those least values bound the MDP's pair in every
 * candidate, so meeting them all loses nothing.
 */
function mdpOpponents(
  mdp: DutchPlayer,
  residents: readonly DutchPlayer[],
  taken: ReadonlySet<number>,
  sc: CriteriaScale,
  misses: bigint,
): DutchPlayer[] {
  const flaws = (p: DutchPlayer): bigint[] | null => {
    if (!compatible(mdp, p)) return null
    const c = pairCost(mdp, p, sc)
    const up = (k: 0 | 1): bigint => (p.floats[k] === 'up' ? 1n : 0n)
    return [c[L.C10] ?? 0n, c[L.C11] ?? 0n, c[L.C13] ?? 0n, up(0), up(1)]
  }
  const all = residents.map(flaws)
  const least = [0, 1, 2, 3, 4].map((f) =>
    all.reduce<bigint | null>(
      (m, v) => (v && (m === null || (v[f] as bigint) < m) ? (v[f] as bigint) : m),
      null,
    ),
  )
  return residents.filter((p, i) => {
    const v = all[i]
    if (!v || taken.has(p.id) || !v.every((x, f) => x === least[f])) return false
    return (pairCost(mdp, p, sc)[L.C12] ?? 0n) <= misses
  })
}

/** The PAB candidates among `lower`: eligible (C2) and on the lowest score that has one (C5). */
function pabTakers(lower: readonly DutchPlayer[]): Set<number> {
  const eligible = lower.filter((p) => p.pabEligible).map((p) => p.score)
  const best = eligible.length > 0 ? Math.min(...eligible) : null
  return new Set(lower.filter((p) => p.pabEligible && p.score === best).map((p) => p.id))
}
