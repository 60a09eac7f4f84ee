import { compatible } from './colours.ts'
import { canComplete } from './completion.ts'
import { lookAheadAtBound } from './lookAhead.ts'
import type { DutchPlayer } from './players.ts'
import { scaleFor } from './scale.ts'
import type { CriteriaScale } from './criteria.ts'
import { pairCost, searchTranspositions, zeroCost, L } from './search.ts'
import { splitLower, type BracketInput } from './solve.ts'

/** Candidates walked in rule order before the exact weighted search takes over. */
export const SEARCH_BUDGET = 4000

/** The pairs and floaters of a bracket candidate (the floaters still to be placed below). */
export interface Candidate {
  readonly pairs: readonly (readonly [DutchPlayer, DutchPlayer])[]
  readonly floaters: readonly DutchPlayer[]
}

/**
 * The perfect candidate of B.4 (a shortcut): one that no pairing can beat because it leaves every
 * quality criterion at a bound no candidate can pass:
 * - every MDP is paired (C6, C7), each with the first resident in rule order whose pair is as
 *   good as any resident's could be on the criteria that pair alone decides ({@link mdpOpponent});
 * - the remainder pairs everyone, or in an odd bracket all but one resident who has not
 *   downfloated in the last two rounds (C14, C16, C18, C20) and who either leaves the next
 *   bracket at the best C8 value with the round completable (C4), or, in the last bracket, takes
 *   the PAB (C2) with the fewest unplayed games among the residents (C9);
 * - no more colour preferences are missed than the white/black imbalance forces (C12), no strong
 *   one (C13), no topscorer rule broken (C10, C11).
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
  let misses = BigInt(Math.max(0, Math.abs(white - black) - free - (odd ? 1 : 0)) / 2)
  const pairs: [DutchPlayer, DutchPlayer][] = []
  const taken = new Set<number>()
  for (const mdp of mdps) {
    const opponent = mdpOpponent(mdp, residents, taken, sc, misses)
    if (!opponent) return null
    misses -= pairCost(mdp, opponent, sc)[L.C12] ?? 0n
    taken.add(opponent.id)
    pairs.push([mdp, opponent])
  }
  const rest = residents.filter((p) => !taken.has(p.id))
  const target = zeroCost()
  target[L.C12] = misses
  const takers = pabTakers(lower)
  const byId = new Map(rest.map((p) => [p.id, p]))
  // C9's bound: the fewest unplayed games of any resident who may take the PAB.
  const fewestUnplayed = Math.min(...residents.filter((p) => p.pabEligible).map((p) => p.unplayed))
  const floaterOk = (out: ReadonlySet<number>): boolean => {
    if (!odd) return out.size === 0
    if (out.size !== 1) return false
    const f = byId.get([...out][0] as number) as DutchPlayer
    if (last) return f.pabEligible && f.unplayed === fewestUnplayed
    return lookAheadAtBound([f], lower, withBye, takers)
  }
  const found = searchTranspositions(
    rest,
    Math.floor(rest.length / 2),
    sc,
    target,
    floaterOk,
    SEARCH_BUDGET,
  )
  if (found === 'unknown') return null
  if (!odd && !canComplete(lower, withBye, takers)) return null
  const paired = new Set(found.flatMap(([a, b]) => [a.id, b.id]))
  return { pairs: [...pairs, ...found], floaters: rest.filter((p) => !paired.has(p.id)) }
}

/**
 * The MDP's opponent in a perfect candidate: the first resident not yet taken whose pair reaches,
 * on every criterion the pair alone decides (C10, C11, C13, and C15/C17: an opponent who
 * upfloated before), the least value any resident could give it, and misses no more colour
 * preferences than the bracket may (C12). Those least values bound the MDP's pair in every
 * candidate, so meeting them all loses nothing.
 */
function mdpOpponent(
  mdp: DutchPlayer,
  residents: readonly DutchPlayer[],
  taken: ReadonlySet<number>,
  sc: CriteriaScale,
  misses: bigint,
): DutchPlayer | null {
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
  return (
    residents.find((p, i) => {
      const v = all[i]
      if (!v || taken.has(p.id) || !v.every((x, f) => x === least[f])) return false
      return (pairCost(mdp, p, sc)[L.C12] ?? 0n) <= misses
    }) ?? null
  )
}

/** The PAB candidates among `lower`: eligible (C2) and on the lowest score that has one (C5). */
function pabTakers(lower: readonly DutchPlayer[]): Set<number> {
  const eligible = lower.filter((p) => p.pabEligible).map((p) => p.score)
  const best = eligible.length > 0 ? Math.min(...eligible) : null
  return new Set(lower.filter((p) => p.pabEligible && p.score === best).map((p) => p.id))
}
