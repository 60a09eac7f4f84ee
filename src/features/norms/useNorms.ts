import { useMemo } from 'react'
import {
  evaluateNorms,
  forecastNorms,
  NORM_TITLES,
  type NormContext,
  type NormForecast,
  type NormResult,
  type NormTitle,
} from '../../domain/norms/index.ts'
import type { TournamentSnapshot } from '../../domain/tournament/index.ts'

/** Titles shown for a player: women's titles only for women. */
export function titlesFor(snapshot: TournamentSnapshot, startNo: number): NormTitle[] {
  const woman = snapshot.players.find((p) => p.startNo === startNo)?.sex === 'w'
  return NORM_TITLES.filter((t) => woman || (t !== 'WGM' && t !== 'WIM'))
}

/** Norm results and forecasts of one player, recomputed when the snapshot changes. */
export function useNorms(
  snapshot: TournamentSnapshot,
  startNo: number,
  context: NormContext | undefined,
): { results: NormResult[]; forecasts: NormForecast[] } {
  return useMemo(() => {
    const titles = titlesFor(snapshot, startNo)
    return {
      results: evaluateNorms(snapshot, startNo, context, { titles }),
      forecasts: forecastNorms(snapshot, startNo, context, { titles }),
    }
  }, [snapshot, startNo, context])
}
