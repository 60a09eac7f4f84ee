// The best bracket pairing by brute force, to check the Dutch engine's matching against: every
// completion of the round (a perfect matching of the bracket, the players below and the PAB) is
// scored by the C.04.3 (2025) quality criteria in their order, straight from the rules' wording,
// with no weights and no packing. Only the rules' primitives come from the engine: who may meet
// (C1, C3), who may take the PAB (C2) and the colour allocation (E.1-E.5).
import { compatible, pairColourCost } from '../../../src/domain/pairing/dutch/colours.ts'
import type { DutchPlayer } from '../../../src/domain/pairing/dutch/players.ts'
import type { BracketInput, BracketOutcome } from '../../../src/domain/pairing/dutch/bracket.ts'

/** One criterion's value: a count, or a list of score differences or scores sorted high to low. */
type Value = number | number[]

/** The criteria C5..C21 of one completion, each to minimise, in priority order. */
export type Score = Value[]

/** Negative when `a` is better: the first criterion that differs decides; a list by its first difference, a shorter list first. */
export function compareScores(a: Score, b: Score): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Value
    const y = b[i] as Value
    if (typeof x === 'number' && typeof y === 'number') {
      if (x !== y) return x - y
      continue
    }
    const xs = x as number[]
    const ys = y as number[]
    for (let k = 0; k < Math.max(xs.length, ys.length); k++) {
      if (k >= xs.length) return -1
      if (k >= ys.length) return 1
      if (xs[k] !== ys[k]) return (xs[k] as number) - (ys[k] as number)
    }
  }
  return 0
}

const desc = (xs: number[]): number[] => xs.sort((a, b) => b - a)
const BYE = -1

interface Completion {
  /** Partner of each player id (BYE for the PAB). */
  readonly mate: ReadonlyMap<number, number>
}

/** Scores one completion of `input` by C5..C21. */
function score(input: BracketInput, c: Completion): Score {
  const bracket = [...input.mdps, ...input.residents]
  const inBracket = new Set(bracket.map((p) => p.id))
  const isMdp = new Set(input.mdps.map((p) => p.id))
  const byId = new Map([...bracket, ...input.lower].map((p) => [p.id, p]))
  const bracketScore = input.residents[0]?.score ?? 0
  const pairs: [DutchPlayer, DutchPlayer][] = []
  const floaters: DutchPlayer[] = []
  for (const p of bracket) {
    const q = c.mate.get(p.id) as number
    if (q !== BYE && inBracket.has(q)) {
      if (p.id < q) pairs.push([p, byId.get(q) as DutchPlayer])
    } else floaters.push(p)
  }
  let pab: DutchPlayer | null = null
  for (const [id, q] of c.mate) if (q === BYE) pab = byId.get(id) as DutchPlayer
  const nextScore = input.lower[0]?.score
  const next = input.lower.filter((p) => p.score === nextScore)
  const below = new Set([...floaters, ...next].map((p) => p.id))
  const unpairedBelow = [...floaters, ...next].filter((p) => {
    const q = c.mate.get(p.id) as number
    return q === BYE || !below.has(q)
  })
  const sum = (f: (a: DutchPlayer, b: DutchPlayer) => number): number =>
    pairs.reduce((s, [a, b]) => s + f(a, b), 0)
  const colour = (a: DutchPlayer, b: DutchPlayer) => pairColourCost(a, b, input.initial)
  // MDP pairs as [mdp, resident].
  const mdpPairs = pairs
    .filter(([a, b]) => isMdp.has(a.id) || isMdp.has(b.id))
    .map(([a, b]) => (isMdp.has(a.id) ? [a, b] : [b, a]) as [DutchPlayer, DutchPlayer])
  const floatSd = (p: DutchPlayer): number => p.score - bracketScore + 2
  const downSds = (k: 0 | 1): number[] =>
    desc([
      ...mdpPairs.filter(([m]) => m.floats[k] === 'down').map(([m, r]) => m.score - r.score),
      ...floaters.filter((f) => f.floats[k] === 'down').map(floatSd),
    ])
  const upSds = (k: 0 | 1): number[] =>
    desc(mdpPairs.filter(([, r]) => r.floats[k] === 'up').map(([m, r]) => m.score - r.score))
  const residentFloaters = floaters.filter((f) => !isMdp.has(f.id))
  return [
    /* C5 */ pab ? pab.score : 0,
    /* C6 */ floaters.length,
    /* C7 */ desc(floaters.map((p) => p.score)),
    /* C8 */ unpairedBelow.length,
    /* C8 */ desc(unpairedBelow.map((p) => p.score)),
    /* C9 */ pab && floaters.length === 1 && floaters[0] === pab ? pab.unplayed : 0,
    /* C10 */ sum((a, b) => colour(a, b).topscorerCd),
    /* C11 */ sum((a, b) => colour(a, b).topscorerRepeat),
    /* C12 */ sum((a, b) => colour(a, b).prefMissed),
    /* C13 */ sum((a, b) => colour(a, b).strongMissed),
    /* C14 */ residentFloaters.filter((f) => f.floats[0] === 'down').length,
    /* C15 */ mdpPairs.filter(([, r]) => r.floats[0] === 'up').length,
    /* C16 */ residentFloaters.filter((f) => f.floats[1] === 'down').length,
    /* C17 */ mdpPairs.filter(([, r]) => r.floats[1] === 'up').length,
    /* C18 */ downSds(0),
    /* C19 */ upSds(0),
    /* C20 */ downSds(1),
    /* C21 */ upSds(1),
  ]
}

/**
 * Every completion of the round from this bracket on: bracket players meet each other only as
 * an MDP and a resident or two residents; anyone else meets a player below or takes the PAB.
 */
function* completions(input: BracketInput): Generator<Completion> {
  const players = [...input.mdps, ...input.residents, ...input.lower]
  const isMdp = new Set(input.mdps.map((p) => p.id))
  const ids = [...players.map((p) => p.id), ...(input.withBye ? [BYE] : [])]
  const byId = new Map(players.map((p) => [p.id, p]))
  const allowed = (a: number, b: number): boolean => {
    if (a === BYE || b === BYE) return (byId.get(a === BYE ? b : a) as DutchPlayer).pabEligible
    if (isMdp.has(a) && isMdp.has(b)) return false
    return compatible(byId.get(a) as DutchPlayer, byId.get(b) as DutchPlayer)
  }
  const mate = new Map<number, number>()
  function* go(): Generator<Completion> {
    const first = ids.find((id) => !mate.has(id))
    if (first === undefined) {
      yield { mate: new Map(mate) }
      return
    }
    for (const other of ids) {
      if (other === first || mate.has(other) || !allowed(first, other)) continue
      mate.set(first, other)
      mate.set(other, first)
      yield* go()
      mate.delete(first)
      mate.delete(other)
    }
  }
  yield* go()
}

/** The best score of any completion, or of those that keep `outcome`'s pairs, floaters and PAB. */
export function bestScore(input: BracketInput, outcome?: BracketOutcome | null): Score | null {
  let best: Score | null = null
  const keeps = (c: Completion): boolean => {
    if (!outcome) return true
    for (const [a, b] of outcome.pairs) if (c.mate.get(a.id) !== b.id) return false
    if (outcome.bye && c.mate.get(outcome.bye.id) !== BYE) return false
    const paired = new Set(outcome.pairs.flatMap(([a, b]) => [a.id, b.id]))
    const inBracket = new Set([...input.mdps, ...input.residents].map((p) => p.id))
    return outcome.downfloaters.every((p) => {
      const q = c.mate.get(p.id) as number
      return !paired.has(p.id) && (q === BYE || !inBracket.has(q))
    })
  }
  for (const c of completions(input)) {
    if (!keeps(c)) continue
    const s = score(input, c)
    if (best === null || compareScores(s, best) < 0) best = s
  }
  return best
}
