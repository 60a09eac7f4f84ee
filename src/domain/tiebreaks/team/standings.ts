import { err, ok, type Result } from '../../core/index.ts'
import { orderByChain, type ChainStep, type FinalTieRule } from '../chainEngine.ts'
import type { UnplayedModel } from '../unplayedModels.ts'
import type { EncounterReading } from '../directEncounter.ts'
import { computeBoardByBoard, computeBoardCount, computeForfeits } from './boardTiebreaks.ts'
import {
  isTeamCodeError,
  parseTeamCode,
  type TeamCodeError,
  type TeamTieBreakSpec,
} from './codes.ts'
import { buildTeamContext, type TeamContext } from './context.ts'
import { computeDutchSystem, computeTeamEncounter } from './encounters.ts'
import {
  computeExtendedSonnebornBerger,
  computeTeamBuchholz,
  computeTeamProgressive,
  computeTeamScore,
  type TeamScore,
} from './scoreTiebreaks.ts'
import type { TeamCompetition } from './types.ts'
import type { TieBreakValue } from '../values.ts'

/** How team standings are computed. */
export interface TeamStandingsConfig {
  /** The score that ranks the teams (C.07 art. 11.1); FAPA leagues rank by match points. */
  readonly primary: TeamScore
  readonly tiebreaks: readonly string[]
  readonly unplayed: UnplayedModel
  readonly round?: number
  readonly finalTie?: FinalTieRule
  readonly lotSeed?: number
  /** Reading of DE / EDE: C.07 art. 6 (default) or the FAPA "liguilla" (art. 29.3.b, 91.a, 99.a). */
  readonly directEncounter?: EncounterReading
}

/** One line of the team standings. */
export interface TeamStandingRow {
  readonly teamNo: number
  readonly rank: number
  readonly matchPoints: number
  /** Game points, half-points. */
  readonly gamePoints: number
  readonly values: readonly TieBreakValue[]
  readonly lot?: number
  readonly playoff?: boolean
}

/**
 * The chain step of one team tie-break: a value per team, or a per-group computation for the
 * encounter-based ones (DE, EDE, Sistema Holandés).
 * @see FIDE C.07 art. 11-13, FAPA art. 29.3-29.4
 */
export function teamTieBreakStep(
  ctx: TeamContext,
  spec: TeamTieBreakSpec,
  primary: TeamScore,
  reading: EncounterReading,
): ChainStep {
  const score = spec.score ?? primary
  const secondary: TeamScore = primary === 'MP' ? 'GP' : 'MP'
  switch (spec.base) {
    case 'MP':
    case 'GP':
      return { values: computeTeamScore(ctx, spec.base) }
    case 'MPvGP':
      return { values: computeTeamScore(ctx, secondary) }
    case 'FORF':
      return { values: computeForfeits(ctx), lowerIsBetter: true }
    case 'BC':
      return { values: computeBoardCount(ctx), lowerIsBetter: true }
    case 'TBR':
      return { values: computeBoardByBoard(ctx) }
    case 'BH':
      return { values: computeTeamBuchholz(ctx, spec, score) }
    case 'PS':
      return { values: computeTeamProgressive(ctx, spec, score) }
    case 'DE':
      return { perGroup: (g) => computeTeamEncounter(ctx, g, [score], reading) }
    case 'EDE':
      return { perGroup: (g) => computeTeamEncounter(ctx, g, [primary, secondary], reading) }
    case 'HOL':
      return { perGroup: (g) => computeDutchSystem(ctx, g) }
    default:
      return { values: computeExtendedSonnebornBerger(ctx, spec) }
  }
}

/**
 * Team standings: rank, match and game points and each tie-break with its breakdown; ties that
 * survive the chain go to the recorded lot, stay shared or are flagged for a playoff.
 * @see FIDE C.07 art. 11-13, FAPA art. 29.3, 29.4, 91, 99
 */
export function computeTeamStandings(
  competition: TeamCompetition,
  config: TeamStandingsConfig,
): Result<TeamStandingRow[], TeamCodeError[]> {
  const parsed = config.tiebreaks.map(parseTeamCode)
  const errors = parsed.filter(isTeamCodeError)
  if (errors.length > 0) return err(errors)
  const specs = parsed.filter((p): p is TeamTieBreakSpec => !isTeamCodeError(p))
  const ctx = buildTeamContext(competition, config.unplayed, config.round)
  const steps = specs.map((s) =>
    teamTieBreakStep(ctx, s, config.primary, config.directEncounter ?? 'c07'),
  )
  const primary = config.primary === 'MP' ? ctx.mp : ctx.gp
  const ids = competition.teams.map((t) => t.teamNo)
  const places = orderByChain(primary, steps, ids, config.finalTie ?? 'lots', config.lotSeed ?? 0)
  return ok(
    places.map((p) => ({
      teamNo: ids[p.index] ?? 0,
      rank: p.rank,
      matchPoints: ctx.mp[p.index] ?? 0,
      gamePoints: ctx.gp[p.index] ?? 0,
      values: p.values,
      ...(p.lot !== undefined ? { lot: p.lot } : {}),
      ...(p.playoff ? { playoff: true } : {}),
    })),
  )
}
