import type { TournamentSnapshot } from '../tournament/index.ts'
import { evaluateNorms } from './evaluate.ts'
import { forecastNorms, type NormForecast } from './forecast.ts'
import { playerByStartNo } from './games.ts'
import { normTitleScope } from './titleScope.ts'
import type { NormContext, NormResult } from './types.ts'

/** What a player's norm standing is worth showing: the norms made and those still in reach. */
export interface PlayerNormStatus {
  /** Norms achieved, highest title first. */
  readonly achieved: readonly NormResult[]
  /** Titles not achieved yet whose norm the remaining rounds can still give, highest first. */
  readonly inReach: readonly NormForecast[]
}

/**
 * The norm status of one player, as the standings badge and the published player page show it:
 * each title above those held (women's titles for women only) either achieved, or still in reach
 * with the points needed from the rounds left; titles out of range are left out.
 * @see FIDE B.01 0.3, 1.4; seed 8.2-11.3
 */
export function playerNormStatus(
  snapshot: TournamentSnapshot,
  startNo: number,
  context: NormContext = {},
): PlayerNormStatus {
  const p = playerByStartNo(snapshot, startNo)
  if (!p) return { achieved: [], inReach: [] }
  const titles = normTitleScope(p).evaluated
  if (titles.length === 0) return { achieved: [], inReach: [] }
  const achieved = evaluateNorms(snapshot, startNo, context, { titles }).filter((r) => r.achieved)
  const made = new Set(achieved.map((r) => r.title))
  const inReach = forecastNorms(snapshot, startNo, context, { titles }).filter(
    (f) => f.status === 'possible' && f.pointsNeeded !== null && !made.has(f.title),
  )
  return { achieved, inReach }
}
