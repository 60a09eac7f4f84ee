import type { FideFedaRatings } from '../../../../src/domain/ratings/index.ts'
import type { ChampionshipPlayer } from '../../../../src/domain/federation/championships/index.ts'

/** A licensed player; pass fields to change. */
export function player(id: string, over: Partial<ChampionshipPlayer> = {}): ChampionshipPlayer {
  return { id, name: id, sex: 'M', birthYear: 1990, licensed: true, ratings: [], ...over }
}

export function rated(fide: number | null, feda: number | null): FideFedaRatings[] {
  return [{ fide, feda }]
}

/** Season 2025-2026: ends in 2026, so ages are counted on 31 December 2026. */
export const SEASON = { startDate: '2025-09-01', endDate: '2026-08-31' }
