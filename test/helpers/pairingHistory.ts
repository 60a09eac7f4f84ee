// Quick seeded histories for the pairing benchmark and the Dutch engine's property tests: rounds
// paired greedily by score (no rematch, no forbidden pair, each player's colour alternated),
// results drawn from the ratings, with requested byes, forfeits, withdrawals and a PAB in odd
// rounds. Only the round under test is paired by the Dutch engine, so building a 2,000-player
// history costs a few milliseconds. Scores are counted with the domain's pointsFor.
import { createRng, DEFAULT_SCORING, pointsFor, type Outcome } from '../../src/domain/core/index.ts'
import type { Colour, RoundEntry, TournamentSnapshot } from '../../src/domain/tournament/index.ts'

export interface HistoryOptions {
  readonly players: number
  /** Rounds already played: the benchmark pairs round `played + 1`. */
  readonly played: number
  readonly totalRounds: number
  readonly seed: number
  /** Share of played games drawn (1: every game). */
  readonly drawRate: number
  /** Share of games forfeited, and of players asking for a half- or zero-point bye per round. */
  readonly forfeitRate: number
  readonly byeRate: number
  /** Share of players who withdraw, each after a random round. */
  readonly withdrawRate: number
  /** Size of the groups (clubs) whose members must never meet; 0 for none. */
  readonly forbiddenGroup: number
}

export const BENCH_DEFAULTS: Omit<HistoryOptions, 'players' | 'played' | 'seed'> = {
  totalRounds: 9,
  drawRate: 0.3,
  forfeitRate: 0.02,
  byeRate: 0.02,
  withdrawRate: 0.03,
  forbiddenGroup: 0,
}

export interface BenchRound {
  readonly tournament: TournamentSnapshot
  readonly round: number
  readonly absent: ReadonlySet<number>
}

const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white')

/** A tournament with `played` rounds of history and the request to pair the next one. */
export function benchRound(o: HistoryOptions): BenchRound {
  const n = o.players
  const rng = createRng(o.seed)
  const rating = Array.from({ length: n }, (_, i) => 2600 - Math.floor((i * 1400) / n))
  const rounds: RoundEntry[][] = Array.from({ length: n }, () => [])
  const score = new Array<number>(n).fill(0)
  const last = new Array<Colour | null>(n).fill(null)
  const hadPab = new Uint8Array(n)
  const met = Array.from({ length: n }, () => new Set<number>())
  const club = (i: number): number =>
    o.forbiddenGroup > 0 ? i % Math.ceil(n / o.forbiddenGroup) : i
  const leaves = Array.from({ length: n }, () =>
    rng.next() < o.withdrawRate ? 1 + rng.int(o.totalRounds) : Infinity,
  )
  const away = (i: number, r: number): boolean => r >= (leaves[i] as number)
  const byeThisRound = (): Outcome | null =>
    rng.next() < o.byeRate ? (rng.next() < 0.67 ? 'half-bye' : 'zero-bye') : null
  for (let r = 1; r <= o.played; r++) {
    const present: number[] = []
    for (let i = 0; i < n; i++) {
      const bye = away(i, r) ? 'absent' : byeThisRound()
      if (bye) rounds[i]!.push({ opponent: null, colour: null, outcome: bye })
      else present.push(i)
    }
    present.sort((a, b) => score[b]! - score[a]! || a - b)
    if (present.length % 2 === 1) {
      const at = present.findLastIndex((i) => hadPab[i] === 0)
      const i = present.splice(at, 1)[0]!
      hadPab[i] = 1
      rounds[i]!.push({ opponent: null, colour: null, outcome: 'pab' })
    }
    const free = new Uint8Array(n)
    for (const i of present) free[i] = 1
    for (let x = 0; x < present.length; x++) {
      const a = present[x]!
      if (free[a] === 0) continue
      let y = x + 1
      while (
        y < present.length &&
        (free[present[y]!] === 0 ||
          met[a]!.has(present[y]!) ||
          (club(a) === club(present[y]!) && o.forbiddenGroup > 0))
      )
        y++
      // Nobody left to meet: take the next free player (a rematch the engine never sees paired).
      if (y === present.length) y = present.findIndex((b, k) => k > x && free[b] === 1)
      const b = present[y]!
      free[a] = 0
      free[b] = 0
      met[a]!.add(b)
      met[b]!.add(a)
      const ca: Colour = last[a] ? other(last[a]!) : last[b] ? last[b]! : r % 2 ? 'white' : 'black'
      last[a] = ca
      last[b] = other(ca)
      const pa = 1 / (1 + 10 ** ((rating[b]! - rating[a]!) / 400))
      const u = rng.next()
      const [oa, ob]: [Outcome, Outcome] =
        u < o.forfeitRate
          ? rng.next() < 0.5
            ? ['forfeit-win', 'forfeit-loss']
            : ['forfeit-loss', 'forfeit-win']
          : rng.next() < o.drawRate
            ? ['draw', 'draw']
            : u < pa
              ? ['win', 'loss']
              : ['loss', 'win']
      rounds[a]!.push({ opponent: b + 1, colour: ca, outcome: oa })
      rounds[b]!.push({ opponent: a + 1, colour: other(ca), outcome: ob })
    }
    for (let i = 0; i < n; i++) score[i]! += pointsFor(rounds[i]![r - 1]!.outcome)
  }
  const round = o.played + 1
  const absent = new Set<number>()
  for (let i = 0; i < n; i++) if (away(i, round) || byeThisRound()) absent.add(i + 1)
  const groups: number[][] = []
  if (o.forbiddenGroup > 0)
    for (let c = 0; c < Math.ceil(n / o.forbiddenGroup); c++)
      groups.push(
        rating
          .map((_, i) => i)
          .filter((i) => club(i) === c)
          .map((i) => i + 1),
      )
  return {
    round,
    absent,
    tournament: {
      name: `bench ${n}`,
      totalRounds: o.totalRounds,
      initialColour: 'white',
      scoring: DEFAULT_SCORING,
      forbiddenPairs: groups,
      acceleration: new Map(),
      players: rounds.map((rs, i) => ({
        startNo: i + 1,
        name: `P${i + 1}`,
        rating: rating[i]!,
        rounds: rs,
      })),
    },
  }
}
