import { useMemo } from 'react'
import {
  evaluateNorms,
  forecastNorms,
  normTitleScope,
  type NormContext,
  type NormForecast,
  type NormResult,
  type NormTitleScope,
} from '../../domain/norms/index.ts'
import type { TournamentSnapshot } from '../../domain/tournament/index.ts'

/** Titles evaluated for a player and the ones left out with their reason. @see B.01 0.3, 1.4.5 */
export function titleScopeOf(snapshot: TournamentSnapshot, startNo: number): NormTitleScope {
  const p = snapshot.players.find((x) => x.startNo === startNo)
  return p ? normTitleScope(p) : { evaluated: [], notEvaluated: [] }
}

/** Norm results and forecasts of one player, recomputed when the snapshot changes. */
export function useNorms(
  snapshot: TournamentSnapshot,
  startNo: number,
  context: NormContext | undefined,
): { results: NormResult[]; forecasts: NormForecast[]; scope: NormTitleScope } {
  return useMemo(() => {
    const scope = titleScopeOf(snapshot, startNo)
    const titles = scope.evaluated
    return {
      scope,
      results: evaluateNorms(snapshot, startNo, context, { titles }),
      forecasts: forecastNorms(snapshot, startNo, context, { titles }),
    }
  }, [snapshot, startNo, context])
}
