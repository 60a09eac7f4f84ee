import type { TournamentSnapshot } from '../tournament/index.ts'
import { buildContext, type PairingSystem } from './context.ts'
import { orderByChain, type ChainStep, type FinalTieRule } from './chainEngine.ts'
import { isCodeError, parseTieBreakCode, type CodeError, type TieBreakSpec } from './codes.ts'
import { computeDirectEncounter, type EncounterReading } from './directEncounter.ts'
import { LOWER_IS_BETTER, TIEBREAK_REGISTRY } from './registry.ts'
import type { UnplayedModel } from './unplayedModels.ts'
import { plainValue, type TieBreakValue } from './values.ts'
import { err, ok, type Result } from '../core/index.ts'

/** How a tournament's standings are computed: the chain, the unplayed model, the lot seed. */
export interface StandingsConfig {
  /** FIDE C.07 codes in order, e.g. ['BH-C1', 'BH', 'SB', 'PS']. */
  readonly tiebreaks: readonly string[]
  readonly unplayed: UnplayedModel
  /** Standings after this round (default: the last round with results). */
  readonly round?: number
  readonly system?: PairingSystem
  /** Seed of the recorded lot; used when `finalTie` is 'lots'. */
  readonly lotSeed?: number
  readonly finalTie?: FinalTieRule
  /** C.07 art. 6.1: count forfeits in the direct encounter (only if the regulations say so). */
  readonly directEncounterForfeits?: boolean
  /** Reading of the direct encounter: C.07 art. 6 (default) or the FAPA "liguilla". */
  readonly directEncounter?: EncounterReading
}

/** One line of the standings. */
export interface StandingRow {
  readonly startNo: number
  /** 1-based rank; equal for players whose tie is shared or left to a playoff. */
  readonly rank: number
  /** Points in half-points. */
  readonly points: number
  /** Tie-break values in the order of `config.tiebreaks`, with their breakdown. */
  readonly values: readonly TieBreakValue[]
  /** Lot number when a lot decided the place. */
  readonly lot?: number
  /** True when the tie survived the chain and the rules call for a playoff. */
  readonly playoff?: boolean
}

/** Parses every code of a chain, or returns the codes that are not recognised. */
export function parseChain(codes: readonly string[]): Result<TieBreakSpec[], CodeError[]> {
  const parsed = codes.map(parseTieBreakCode)
  const errors = parsed.filter(isCodeError)
  return errors.length > 0
    ? err(errors)
    : ok(parsed.filter((p): p is TieBreakSpec => !isCodeError(p)))
}

/**
 * Standings after a round: rank, points and every tie-break of the chain (with breakdowns),
 * ties that survive the chain broken by the recorded lot, left shared, or flagged for a playoff.
 * @see FIDE C.07 art. 2-4 (application of a list), FAPA art. 29
 */
export function computeStandings(
  snapshot: TournamentSnapshot,
  config: StandingsConfig,
): Result<StandingRow[], CodeError[]> {
  const chain = parseChain(config.tiebreaks)
  if (!chain.ok) return chain
  const ctx = buildContext(snapshot, {
    model: config.unplayed,
    round: config.round,
    system: config.system,
  })
  const n = ctx.players.length
  const columns = chain.value.map((spec) => {
    const fn = TIEBREAK_REGISTRY[spec.base]
    return fn ? fn(ctx, spec) : Array.from({ length: n }, () => plainValue(0, 1))
  })
  const steps: ChainStep[] = chain.value.map((spec, k) =>
    spec.base === 'DE'
      ? {
          perGroup: (g) =>
            computeDirectEncounter(ctx, g, {
              includeForfeits: config.directEncounterForfeits ?? false,
              reading: config.directEncounter ?? 'c07',
            }),
        }
      : { values: columns[k], lowerIsBetter: LOWER_IS_BETTER.has(spec.base) },
  )
  const ids = ctx.players.map((p) => p.startNo)
  const places = orderByChain(ctx.score, steps, ids, config.finalTie ?? 'lots', config.lotSeed ?? 0)
  return ok(
    places.map((pl) => ({
      startNo: ids[pl.index] ?? 0,
      rank: pl.rank,
      points: ctx.score[pl.index] ?? 0,
      values: pl.values,
      ...(pl.lot !== undefined ? { lot: pl.lot } : {}),
      ...(pl.playoff ? { playoff: true } : {}),
    })),
  )
}
