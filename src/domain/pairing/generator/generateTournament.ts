import {
  createRng,
  DEFAULT_SCORING,
  err,
  halfPoints,
  ok,
  shuffled,
  type HalfPoints,
  type Result,
  type Rng,
} from '../../core/index.ts'
import type { RoundEntry, TournamentPlayer, TournamentSnapshot } from '../../tournament/index.ts'
import type { PairingEngine } from '../checker/index.ts'
import type { PairingFailure } from '../types.ts'
import {
  validateGeneratorOptions,
  type GeneratorOptionError,
  type GeneratorOptions,
} from './options.ts'
import { drawResult } from './results.ts'

/**
 * Baku virtual points: group A is the first 2*ceil(N/4) start numbers; they get a win's points in
 * the first half of the accelerated rounds 1..ceil(R/2) and half a win in the rest (half-points).
 * @see FIDE C.04.7 (2026: the points for a win), dutch-accelerated fixture README
 */
export function bakuAcceleration(
  players: number,
  rounds: number,
  win: HalfPoints = halfPoints(2),
): Map<number, HalfPoints[]> {
  const groupA = 2 * Math.ceil(players / 4)
  const accelerated = Math.ceil(rounds / 2)
  const full = Math.ceil(accelerated / 2)
  const values = Array.from({ length: accelerated }, (_, i) => halfPoints(i < full ? win : win / 2))
  return new Map(Array.from({ length: Math.min(groupA, players) }, (_, i) => [i + 1, values]))
}

function initialPlayers(o: GeneratorOptions, rng: Rng): TournamentPlayer[] {
  const span = o.maxRating - o.minRating + 1
  const ratings = Array.from({ length: o.players }, () => o.minRating + rng.int(span)).sort(
    (a, b) => b - a,
  )
  return ratings.map((rating, i) => ({
    startNo: i + 1,
    name: `Player ${String(i + 1).padStart(4, '0')}`,
    rating,
    rounds: [],
  }))
}

/** Round in which each late entrant plays first (2 .. ceil(R/2)+1). */
function entryRounds(o: GeneratorOptions, rng: Rng): Map<number, number> {
  const late = shuffled(
    Array.from({ length: o.players }, (_, i) => i + 1),
    rng,
  ).slice(0, o.lateEntries)
  const last = Math.max(2, Math.min(o.rounds, Math.ceil(o.rounds / 2) + 1))
  return new Map(late.map((n) => [n, 2 + rng.int(last - 1)]))
}

const bye = (outcome: RoundEntry['outcome']): RoundEntry => ({
  opponent: null,
  colour: null,
  outcome,
})

/**
 * Requested byes, withdrawals and absences of one round: start number -> its entry. A withdrawn
 * player is absent from every later round; withdrawals stop while they would leave half the field
 * or less. Half-point byes are not given in the last round. @see FIDE C.04.2 (2026 art. 3.1-3.3)
 */
function absences(
  o: GeneratorOptions,
  round: number,
  entry: ReadonlyMap<number, number>,
  retired: Set<number>,
  rng: Rng,
): Map<number, RoundEntry> {
  const out = new Map<number, RoundEntry>()
  const retireRate = o.retireRate ?? 0
  const halfByeRate = round < o.rounds ? (o.halfByeRate ?? 0) : 0
  for (let n = 1; n <= o.players; n++) {
    if ((entry.get(n) ?? 1) > round) out.set(n, bye('zero-bye'))
    else if (retired.has(n)) out.set(n, bye('absent'))
    else if (
      round > 1 &&
      retireRate > 0 &&
      rng.next() < retireRate &&
      2 * (o.players - retired.size - 1) > o.players
    ) {
      retired.add(n)
      out.set(n, bye('absent'))
    } else if (rng.next() < o.byeRate) {
      out.set(n, bye(rng.next() < 2 / 3 ? 'half-bye' : 'zero-bye'))
    } else if (halfByeRate > 0 && rng.next() < halfByeRate) out.set(n, bye('half-bye'))
  }
  return out
}

/** No pairing for a round: the tournament so far and who was absent from that round. */
export type GeneratorPairingError = PairingFailure & {
  readonly partial: TournamentSnapshot
  readonly absent: readonly number[]
}
export type GeneratorError = GeneratorOptionError | GeneratorPairingError

/**
 * A reproducible random tournament: ratings, late entries, withdrawals, requested byes, forfeits
 * and rating-weighted results drawn from the seed under the given point values, every round
 * paired by `engine` from the rounds before it.
 * @see FIDE C.02 (endorsement: random tournament generator)
 */
export function generateTournament(
  options: GeneratorOptions,
  engine: PairingEngine,
): Result<TournamentSnapshot, GeneratorError[]> {
  const invalid = validateGeneratorOptions(options)
  if (invalid.length > 0) return err(invalid)
  const rng = createRng(options.seed)
  let players = initialPlayers(options, rng)
  const ratings = new Map(players.map((p) => [p.startNo, p.rating]))
  const entry = entryRounds(options, rng)
  const scoring = options.scoring ?? DEFAULT_SCORING
  let t: TournamentSnapshot = {
    name: `Random tournament ${options.seed}`,
    totalRounds: options.rounds,
    initialColour: options.initialColour ?? (rng.next() < 0.5 ? 'white' : 'black'),
    players,
    scoring,
    forbiddenPairs: [],
    acceleration: options.acceleration
      ? bakuAcceleration(options.players, options.rounds, scoring.win)
      : new Map(),
  }
  const retired = new Set<number>()
  for (let round = 1; round <= options.rounds; round++) {
    const away = absences(options, round, entry, retired, rng)
    const paired = engine({ tournament: t, round, absent: new Set(away.keys()) })
    if (!paired.ok) return err([{ ...paired.error, partial: t, absent: [...away.keys()] }])
    const entries = new Map(away)
    for (const game of paired.value.games) {
      const [w, b] = drawResult(game, ratings, options, rng)
      entries.set(game.white, w)
      entries.set(game.black, b)
    }
    if (paired.value.bye !== null)
      entries.set(paired.value.bye, { opponent: null, colour: null, outcome: 'pab' })
    players = players.map((p) => ({ ...p, rounds: [...p.rounds, entries.get(p.startNo)] }))
    t = { ...t, players }
  }
  return ok(t)
}
