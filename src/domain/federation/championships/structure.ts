import {
  divisionOf,
  fedaForFill,
  fillDivisions,
  type Division,
  type DivisionRight,
  type DivisionSettings,
} from './divisions.ts'
import type { ChampionshipPlayer, EligibilityReason } from './types.ts'
import { zonalPromotionCount } from './zonals.ts'

/** A player's place in the season's structure and every decision that put him or her there. */
export interface DivisionPlacement {
  readonly player: ChampionshipPlayer
  readonly division: Division
  /** Each decision names its article. */
  readonly reasons: readonly EligibilityReason[]
}

/**
 * The divisions 1st-4th of a season: each entrant's division by right or by average (the higher one
 * when two apply), then 1st completed to 30 from 2nd and 2nd to 50 from 3rd by FEDA rating.
 * Only licensed players take part and, when `registered` is given, only those registered for the
 * championship: the fills of art. 55.2 take "los inscritos en 2ª / 3ª", not every licensed
 * player. Output is grouped by division, best FEDA rating first.
 * @see FAPA art. 47 (registration), 55.1.3 (licence), 55.2 (averages, fills, the higher division)
 */
export function seasonDivisions(
  players: readonly ChampionshipPlayer[],
  rights: ReadonlyMap<string, readonly DivisionRight[]>,
  settings: DivisionSettings,
  registered?: ReadonlySet<string>,
): DivisionPlacement[] {
  const licensed = players.filter((p) => p.licensed && (!registered || registered.has(p.id)))
  const first = licensed.map((player) => ({
    player,
    ...divisionOf(player, rights.get(player.id) ?? [], settings),
  }))
  const filled = fillDivisions(
    first.map((f) => ({ player: f.player, division: f.division })),
    settings,
  )
  const moved = new Map(filled.movedUp.map((m) => [m.id, m]))
  const sizes: Readonly<Record<number, number>> = {
    1: settings.firstDivisionSize,
    2: settings.secondDivisionSize,
  }
  const placements = first.map((f, i): DivisionPlacement => {
    const m = moved.get(f.player.id)
    const division = filled.entrants[i]?.division ?? f.division
    if (!m) return { player: f.player, division, reasons: f.reasons }
    const fill: EligibilityReason = {
      code: 'championship/division-by-fill',
      article: 'FAPA art. 55.2',
      params: {
        division: m.to,
        from: m.from,
        size: sizes[m.to] ?? 0,
        feda: fedaForFill(f.player, settings.bases),
      },
    }
    return { player: f.player, division, reasons: [...f.reasons, fill] }
  })
  return placements.sort(
    (a, b) =>
      a.division - b.division ||
      fedaForFill(b.player, settings.bases) - fedaForFill(a.player, settings.bases) ||
      a.player.name.localeCompare(b.player.name, 'es'),
  )
}

/** One line of a final ranking, matched to the registry when possible. */
export interface RankedEntry {
  readonly name: string
  /** The registry player, or null when the line matched nobody. */
  readonly playerId: string | null
}

/** A promoted player and the division he or she earned. */
export interface Promotion {
  readonly place: number
  readonly name: string
  readonly playerId: string | null
  readonly to: Division
}

/** The promotions out of one zonal or division final, with the count and its article. */
export interface PromotionDecision {
  readonly from: 'zonal' | 'division'
  readonly count: number
  readonly promoted: readonly Promotion[]
  /** True when the promoted players may already play the new division this season. */
  readonly playsThisSeason: boolean
  readonly article: string
}

/**
 * Promotions out of a 4th-division zonal: the first of the final ranking, up to 10 % of those
 * paired in the penultimate round rounded up; they may play 3rd this season when the zonal ended
 * before 3rd division starts.
 * @see FAPA art. 55.1.7
 */
export function zonalPromotionDecision(
  ranking: readonly RankedEntry[],
  pairedPenultimate: number,
  zonalEndDate: string,
  thirdDivisionStartDate: string,
): PromotionDecision {
  const count = Math.min(ranking.length, zonalPromotionCount(pairedPenultimate))
  return {
    from: 'zonal',
    count,
    promoted: ranking.slice(0, count).map((r, i) => ({ ...r, place: i + 1, to: 3 })),
    playsThisSeason: zonalEndDate !== '' && zonalEndDate < thirdDivisionStartDate,
    article: 'FAPA art. 55.1.7',
  }
}

/**
 * Promotions out of a 2nd or 3rd division final: the regulation gives the right by the previous
 * season's classification but leaves the number of places to the season circular, so `places` is
 * that figure; the right applies from the next season.
 * @see FAPA art. 55.2 ("por clasificación del año anterior")
 */
export function divisionPromotionDecision(
  ranking: readonly RankedEntry[],
  division: 2 | 3,
  places: number,
): PromotionDecision {
  const count = Math.max(0, Math.min(ranking.length, Math.floor(places)))
  return {
    from: 'division',
    count,
    promoted: ranking
      .slice(0, count)
      .map((r, i) => ({ ...r, place: i + 1, to: (division - 1) as Division })),
    playsThisSeason: false,
    article: 'FAPA art. 55.2',
  }
}

/**
 * The division rights of a season: zonal promotions of this season that may play now, plus last
 * season's zonal promotions that could not, plus last season's division promotions.
 * @see FAPA art. 55.1.7, 55.2
 */
export function seasonRights(
  current: readonly PromotionDecision[],
  previous: readonly PromotionDecision[],
): Map<string, DivisionRight[]> {
  const rights = new Map<string, DivisionRight[]>()
  const add = (p: Promotion, reason: DivisionRight['reason']): void => {
    if (p.playerId === null) return
    rights.set(p.playerId, [...(rights.get(p.playerId) ?? []), { division: p.to, reason }])
  }
  for (const d of current) {
    if (d.from === 'zonal' && d.playsThisSeason)
      for (const p of d.promoted) add(p, 'zonal-promotion')
  }
  for (const d of previous) {
    const zonal = d.from === 'zonal'
    if (zonal && d.playsThisSeason) continue
    for (const p of d.promoted) add(p, zonal ? 'zonal-promotion' : 'previous-classification')
  }
  return rights
}
