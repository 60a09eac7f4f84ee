import type { TournamentSnapshot } from '../tournament/index.ts'
import { buildContext, type PairingSystem, type TieBreakContext } from './context.ts'
import { isCodeError, parseTieBreakCode, type CodeError, type TieBreakSpec } from './codes.ts'
import { computeDirectEncounter } from './directEncounter.ts'
import { drawLots } from './lots.ts'
import { TIEBREAK_REGISTRY } from './registry.ts'
import type { UnplayedModel } from './unplayedModels.ts'
import { plainValue, type TieBreakValue } from './values.ts'
import { err, ok, type Result } from '../core/index.ts'

/** What to do with a tie that survives the whole chain (FAPA art. 29.2.d, 29.3.f). */
export type FinalTieRule = 'lots' | 'playoff' | 'shared'

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

function compareValues(a: TieBreakValue | undefined, b: TieBreakValue | undefined): number {
  return (b?.value ?? 0) - (a?.value ?? 0)
}

/** Splits an ordered list into runs of equal keys. */
function runs(order: readonly number[], same: (a: number, b: number) => boolean): number[][] {
  const out: number[][] = []
  for (const p of order) {
    const last = out[out.length - 1]
    if (last !== undefined && same(last[0] as number, p)) last.push(p)
    else out.push([p])
  }
  return out
}

/** Applies one tie-break to every still-tied group, splitting groups by its value. */
function refine(
  groups: number[][],
  ctx: TieBreakContext,
  spec: TieBreakSpec,
  column: TieBreakValue[],
  cfg: StandingsConfig,
): number[][] {
  if (spec.base === 'DE') {
    const opts = { includeForfeits: cfg.directEncounterForfeits ?? false }
    for (const g of groups) {
      if (g.length < 2) continue
      computeDirectEncounter(ctx, g, opts).forEach((v, p) => (column[p] = v))
    }
  }
  return groups.flatMap((g) => {
    const sorted = g.slice().sort((a, b) => compareValues(column[a], column[b]) || a - b)
    return runs(sorted, (a, b) => compareValues(column[a], column[b]) === 0)
  })
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
  const all = ctx.players.map((_, i) => i)
  let groups = runs(
    all.slice().sort((a, b) => (ctx.score[b] ?? 0) - (ctx.score[a] ?? 0) || a - b),
    (a, b) => ctx.score[a] === ctx.score[b],
  )
  chain.value.forEach((spec, k) => {
    groups = refine(groups, ctx, spec, columns[k] as TieBreakValue[], config)
  })
  return ok(rankGroups(groups, ctx, columns, config))
}

function rankGroups(
  groups: number[][],
  ctx: TieBreakContext,
  columns: TieBreakValue[][],
  cfg: StandingsConfig,
): StandingRow[] {
  const rule = cfg.finalTie ?? 'lots'
  const rows: StandingRow[] = []
  let place = 1
  for (const g of groups) {
    const lots =
      g.length > 1 && rule === 'lots'
        ? drawLots(
            g.map((p) => ctx.players[p]?.startNo ?? 0),
            cfg.lotSeed ?? 0,
          )
        : null
    const ordered = lots ? g.slice().sort((a, b) => lotOf(lots, ctx, a) - lotOf(lots, ctx, b)) : g
    ordered.forEach((p, k) => {
      const player = ctx.players[p]
      rows.push({
        startNo: player?.startNo ?? 0,
        rank: lots ? place + k : place,
        points: ctx.score[p] ?? 0,
        values: columns.map((c) => c[p] ?? plainValue(0, 1)),
        ...(lots ? { lot: lotOf(lots, ctx, p) } : {}),
        ...(g.length > 1 && rule === 'playoff' ? { playoff: true } : {}),
      })
    })
    place += g.length
  }
  return rows
}

function lotOf(lots: Map<number, number>, ctx: TieBreakContext, p: number): number {
  return lots.get(ctx.players[p]?.startNo ?? 0) ?? 0
}
