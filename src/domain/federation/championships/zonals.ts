import { hasOpponent } from '../../core/index.ts'
import type { TournamentSnapshot } from '../../tournament/index.ts'

/** The places where clubs may organise 4th-division zonal tournaments. @see FAPA art. 55.1.1 */
export const ZONAL_VENUES = [
  'Oviedo',
  'Gijón',
  'Avilés',
  'Llanera',
  'Siero',
  'Sama',
  'Mieres',
  'Cangas del Narcea',
  'Luarca',
] as const

/** Players needed for a zonal in another place (with FAPA approval). @see FAPA art. 55.1.2 */
export const EXTRA_ZONAL_MIN_PLAYERS = 15

/**
 * Whether a zonal may be held in `place`: a listed venue, or another place with at least 15
 * players (FAPA approval still required).
 * @see FAPA art. 55.1.1, 55.1.2
 */
export function zonalVenueCheck(
  place: string,
  players: number,
): {
  allowed: boolean
  code: 'zonal/listed-venue' | 'zonal/extra-venue' | 'zonal/too-few-players'
  needsApproval: boolean
} {
  if ((ZONAL_VENUES as readonly string[]).includes(place))
    return { allowed: true, code: 'zonal/listed-venue', needsApproval: false }
  if (players >= EXTRA_ZONAL_MIN_PLAYERS)
    return { allowed: true, code: 'zonal/extra-venue', needsApproval: true }
  return { allowed: false, code: 'zonal/too-few-players', needsApproval: true }
}

/**
 * How many zonal finishers are promoted to 3rd: 10 % of the players paired in the penultimate
 * round, rounded up.
 * @see FAPA art. 55.1.7
 */
export function zonalPromotionCount(pairedInPenultimateRound: number): number {
  return Math.ceil(pairedInPenultimateRound / 10)
}

/**
 * Players paired against an opponent in the penultimate round (forfeits included; byes are not
 * pairings). Null before that round exists.
 * @see FAPA art. 55.1.7
 */
export function pairedInPenultimateRound(t: TournamentSnapshot): number | null {
  const index = t.totalRounds - 2
  if (index < 0) return null
  return t.players.filter((p) => {
    const entry = p.rounds[index]
    return entry !== undefined && hasOpponent(entry.outcome)
  }).length
}

/**
 * The promoted players: the first of the final ranking (ids in order) up to the count.
 * They play 3rd division this same season when the zonal ended before 3rd division starts.
 * @see FAPA art. 55.1.7
 */
export function zonalPromotions(
  ranking: readonly string[],
  pairedPenultimate: number,
  zonalEndDate: string,
  thirdDivisionStartDate: string,
): { promoted: string[]; playsThisSeason: boolean } {
  return {
    promoted: ranking.slice(0, zonalPromotionCount(pairedPenultimate)),
    playsThisSeason: zonalEndDate < thirdDivisionStartDate,
  }
}
