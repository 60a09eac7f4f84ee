import type { ClubId, PlayerId } from '../core/index.ts'
import { checkListForeigners } from './foreigners.ts'
import { violation, type RosterPlayer, type Violation } from './types.ts'

/** The registry's nationality status (art. 18) as the team rules read it. */
export type RegistryNationality = 'spanish' | 'eu' | 'non-eu'

/** FIDE federation codes of the other member states of the European Union. */
export const EU_FEDERATIONS: readonly string[] = [
  'AUT',
  'BEL',
  'BUL',
  'CRO',
  'CYP',
  'CZE',
  'DEN',
  'EST',
  'FIN',
  'FRA',
  'GER',
  'GRE',
  'HUN',
  'IRL',
  'ITA',
  'LAT',
  'LTU',
  'LUX',
  'MLT',
  'NED',
  'POL',
  'POR',
  'ROU',
  'SVK',
  'SLO',
  'SWE',
]

/**
 * How a registry player counts for art. 18: his recorded nationality status; when the registry
 * still says Spanish but he plays for another FIDE federation, that federation decides (EU or
 * not), so a foreign player entered with the default status is not counted as Spanish.
 * @see FAPA art. 18
 */
export function rosterNationality(
  nationality: RegistryNationality,
  federation: string,
): RosterPlayer['nationality'] {
  if (nationality === 'eu' || nationality === 'non-eu') return nationality
  const fed = federation.trim().toUpperCase()
  if (fed === '' || fed === 'ESP') return 'es'
  return EU_FEDERATIONS.includes(fed) ? 'eu' : 'non-eu'
}

/**
 * Checks one team's board order against the registry: each player must hold a player licence
 * for the season issued for the team's club (a player with no licence, an independent licence
 * or one of another club may not be on the list), and the list keeps within the foreigner limits.
 * Players not found in `players` (entries typed as text) are not checked here.
 * @see FAPA art. 69, 74.6.b, 18
 */
export function checkOrderAgainstRegistry(
  clubId: ClubId | null,
  order: readonly PlayerId[],
  players: ReadonlyMap<PlayerId, RosterPlayer>,
): Violation[] {
  const out: Violation[] = []
  const seen = new Set<PlayerId>()
  const listed: RosterPlayer[] = []
  order.forEach((id, i) => {
    const board = i + 1
    if (seen.has(id)) {
      out.push(
        violation('list/player-twice', '69', 'registration-rejected', { playerId: id, board }),
      )
      return
    }
    seen.add(id)
    const p = players.get(id)
    if (!p) return
    listed.push(p)
    if (!p.licensed)
      out.push(
        violation('list/no-licence', '74.6.b', 'registration-rejected', { playerId: id, board }),
      )
    else if (p.clubId === null)
      out.push(
        violation('list/independent-licence', '74.6.b', 'registration-rejected', {
          playerId: id,
          board,
        }),
      )
    else if (clubId !== null && p.clubId !== clubId)
      out.push(
        violation('list/other-club-licence', '74.6.b', 'registration-rejected', {
          playerId: id,
          board,
        }),
      )
  })
  const boardOf = new Map(order.map((id, i) => [id, i + 1]))
  for (const v of checkListForeigners(listed))
    out.push(v.playerId ? { ...v, board: boardOf.get(v.playerId) ?? 0 } : v)
  return out
}
