import { createRng, halfPoints, type Rng, type Scoring } from '../core/index.ts'
import {
  generateTournament,
  DEFAULT_GENERATOR_OPTIONS,
  type GeneratorOptions,
} from '../pairing/generator/index.ts'
import type { PairingEngine } from '../pairing/index.ts'
import type { TournamentSnapshot } from '../tournament/index.ts'
import { parseTrf, tournamentFromTrf, writeTrf, type TrfDocument } from '../trf/index.ts'
import { checkTournamentFile, fileAgrees } from './checkFile.ts'
import { describeFileCheck } from './describe.ts'
import { generatedTrf2026 } from './generatedFile.ts'

/** One tournament of a conformance run: what the generator is asked for. */
export interface ConformanceCase {
  readonly index: number
  readonly options: GeneratorOptions
  readonly tiebreaks: readonly string[]
  /** The point system's name (`1-½-0`, `3-1-0`, ...). */
  readonly points: string
}

const score = (win: number, draw: number, loss: number, pab: number, zero = 0): Scoring => ({
  win: halfPoints(win * 2),
  draw: halfPoints(draw * 2),
  loss: halfPoints(loss * 2),
  pab: halfPoints(pab * 2),
  fullBye: halfPoints(win * 2),
  halfBye: halfPoints(draw * 2),
  zeroBye: halfPoints(zero * 2),
  forfeitLoss: halfPoints(zero * 2),
})

/** The point systems mixed in: name, values, whether Baku acceleration may use them (C.04.7). */
const POINT_SYSTEMS: readonly { name: string; scoring: Scoring; baku: boolean }[] = [
  { name: '1-½-0', scoring: score(1, 0.5, 0, 1), baku: true },
  { name: '1-½-0 PAB ½', scoring: score(1, 0.5, 0, 0.5), baku: true },
  { name: '2-1-0', scoring: score(2, 1, 0, 2), baku: true },
  { name: '3-1-0', scoring: score(3, 1, 0, 3), baku: false },
  { name: '3-2-1', scoring: score(3, 2, 1, 3), baku: false },
]

/** Tie-break lists mixed in (FIDE C.07 codes, MTB26 notation). */
const TIEBREAK_LISTS: readonly (readonly string[])[] = [
  ['BH/C1', 'BH', 'SB', 'PS'],
  ['BH', 'SB', 'DE', 'WIN'],
  ['ARO', 'BH/C1', 'SB', 'BPG'],
  ['SB', 'PS', 'KS', 'BWG'],
  ['BH/M1', 'REP', 'STD', 'TPN'],
  ['AOB', 'FB', 'TPR', 'RTNG'],
]

const pick = <T>(items: readonly T[], rng: Rng): T => items[rng.int(items.length)] as T
/** One event in N, N drawn from lo..hi; never (0) with the given chance. */
const oneIn = (rng: Rng, lo: number, hi: number, never: number): number =>
  rng.next() < never ? 0 : 1 / (lo + rng.int(hi - lo + 1))

/**
 * Tournament `index` of the run seeded `seed`: 10 to 400 players (or `sizes`), 5 to 11 rounds
 * (at most half the field), draws, forfeits, withdrawals, half-point and zero-point byes, late
 * entries, Baku acceleration, and the point systems and tie-break lists above, all drawn from
 * the seed and the index alone, so any tournament of a run can be made again by itself.
 * @see FIDE C.02 (2026: random tournament generator and checker)
 */
export function conformanceCase(
  seed: number,
  index: number,
  sizes: readonly [number, number] = [10, 400],
): ConformanceCase {
  const rng = createRng(
    (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0,
  )
  const players = sizes[0] + rng.int(sizes[1] - sizes[0] + 1)
  const rounds = Math.min(5 + rng.int(7), Math.floor(players / 2))
  const system = pick(POINT_SYSTEMS, rng)
  const options: GeneratorOptions = {
    ...DEFAULT_GENERATOR_OPTIONS,
    seed: 1 + rng.int(2 ** 31 - 2),
    players,
    rounds,
    drawRate: 0.1 + rng.int(41) / 100,
    forfeitRate: oneIn(rng, 6, 30, 0.25),
    retireRate: oneIn(rng, 20, 400, 0.25),
    halfByeRate: oneIn(rng, 15, 300, 0.25),
    byeRate: rng.next() < 0.25 ? 0.02 : 0,
    lateEntries: rng.next() < 0.25 ? rng.int(Math.ceil(players / 20) + 1) : 0,
    acceleration: system.baku && rng.next() < 0.3,
    initialColour: null,
    minRating: 1000 + 100 * rng.int(10),
    maxRating: 2100 + 100 * rng.int(8),
    scoring: system.scoring,
  }
  return { index, options, tiebreaks: pick(TIEBREAK_LISTS, rng), points: system.name }
}

/** How often each feature occurs in a generated tournament. */
export interface CaseFeatures {
  readonly forfeits: number
  readonly halfByes: number
  readonly zeroByes: number
  readonly withdrawals: number
  readonly lateEntries: number
  readonly pabs: number
}

/** Counts forfeited games, requested byes, withdrawn players, late entrants and PABs. */
export function featuresOf(t: TournamentSnapshot): CaseFeatures {
  const all = t.players.flatMap((p) => p.rounds)
  const count = (o: string) => all.filter((e) => e?.outcome === o).length
  return {
    forfeits: count('forfeit-win') + count('double-forfeit') / 2,
    halfByes: count('half-bye'),
    zeroByes: count('zero-bye'),
    withdrawals: t.players.filter((p) => p.rounds.some((e) => e?.outcome === 'absent')).length,
    lateEntries: t.players.filter((p) => p.rounds[0]?.outcome === 'zero-bye').length,
    pabs: count('pab'),
  }
}

/** What happened to one tournament: the findings of the checker, or why there is no file. */
export interface CaseResult {
  readonly case: ConformanceCase
  /** Null when the tournament could not be made. */
  readonly features: CaseFeatures | null
  /** Rounds re-paired by the checker (0 when the tournament could not be made). */
  readonly rounds: number
  /** The generator met a round without a legal pairing (C.04.1): the round. */
  readonly unfinished: number | null
  /** Findings as text lines; empty when the file agrees. */
  readonly discrepancies: readonly string[]
  /** The generated file, kept when there is something to look at. */
  readonly trf: string | null
}

/** The records of TRF-2026 alone: without the TRF(x) extensions XXR, XXC, XXA and XXP. */
function withoutExtensions(doc: TrfDocument): TrfDocument {
  const ext = new Set(['rounds', 'initial-colour', 'virtual-points', 'forbidden'])
  return { records: doc.records.filter((r) => !ext.has(r.kind)) }
}

const canonical = (t: TournamentSnapshot): string =>
  JSON.stringify(t, (_, v: unknown) => (v instanceof Map ? [...v.entries()] : v))

/**
 * Makes, writes, reads back and checks one tournament: the generator pairs it round by round;
 * the file is TRF-2026 text; read back (with and without the TRF(x) records, which must say the
 * same), every round is re-paired and checked and the standings are checked against the file's
 * tie-break list. Any finding is a discrepancy. @see FIDE C.02 (2026)
 */
export function runConformanceCase(c: ConformanceCase, engine: PairingEngine): CaseResult {
  const made = generateTournament(c.options, engine)
  if (!made.ok) {
    const e = made.error[0]
    const round = e && 'round' in e ? e.round : 0
    const detail =
      e && 'option' in e
        ? `generator/bad-option ${e.option}: ${e.detail}`
        : `round ${round}: ${e?.code ?? 'pairing/no-legal-pairing'} while generating`
    return {
      case: c,
      features: null,
      rounds: 0,
      unfinished: round,
      discrepancies: [detail],
      trf: null,
    }
  }
  const features = featuresOf(made.value)
  const doc = generatedTrf2026(made.value, c.tiebreaks)
  if (!doc.ok)
    return {
      case: c,
      features,
      rounds: 0,
      unfinished: null,
      discrepancies: doc.error.map((e) => `file: ${e.code} ${e.input}`),
      trf: null,
    }
  const text = writeTrf(doc.value)
  const parsed = parseTrf(text)
  const read = parsed.ok ? tournamentFromTrf(parsed.value) : null
  if (!parsed.ok || !read?.ok) {
    const errors = parsed.ok ? (read?.ok === false ? read.error : []) : parsed.error
    return {
      case: c,
      features,
      rounds: 0,
      unfinished: null,
      discrepancies: errors.map((e) => `file: ${e.code} ${e.message}`),
      trf: text,
    }
  }
  const lines: string[] = []
  const bare = tournamentFromTrf(withoutExtensions(parsed.value))
  if (!bare.ok || canonical(bare.value) !== canonical(read.value))
    lines.push('file: the TRF-2026 records alone read as another tournament')
  const check = checkTournamentFile(read.value, parsed.value, engine)
  lines.push(...describeFileCheck(check))
  if (fileAgrees(check) && lines.length === 0)
    return {
      case: c,
      features,
      rounds: check.rounds,
      unfinished: null,
      discrepancies: [],
      trf: null,
    }
  return {
    case: c,
    features,
    rounds: check.rounds,
    unfinished: null,
    discrepancies: lines,
    trf: text,
  }
}
