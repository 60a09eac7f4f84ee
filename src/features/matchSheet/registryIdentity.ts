/**
 * Links the board orders of the team competitions to the registry's records, so that every
 * package player carries the FEDA and FIDE ids the registry holds for him. A line picked from the
 * registry stores the player's id and is linked by it; only older lines, typed as "name; rating",
 * are linked by name, once, on the federation laptop, when exactly one registry record fits;
 * every check after it compares ids.
 */
import type { PlayerIdentity } from '../../domain/matchSheet/index.ts'
import { foldText, foldTypedName, nameSpellings } from '../../domain/federation/index.ts'
import type { ClubRow, PlayerRow } from '../../db/schema.ts'

/**
 * Finds the registry identity of a board-order entry of a team of `club`, or undefined;
 * `playerId` is the registry id stored with the entry, when it has one.
 */
export type IdentityLookup = (
  name: string,
  club: string,
  playerId?: string,
) => PlayerIdentity | undefined

function identityOf(p: PlayerRow): PlayerIdentity | undefined {
  if (p.fedaId === null && p.fideId === null) return undefined
  return {
    ...(p.fedaId !== null ? { fedaId: p.fedaId } : {}),
    ...(p.fideId !== null ? { fideId: p.fideId } : {}),
  }
}

/**
 * A lookup over the registry: the record of the stored id when the entry has one (never a name
 * then, even when that record has no FEDA or FIDE id); otherwise the record whose full name is the entry's (accents and case
 * aside) and has a FEDA or FIDE id; when several do, the one of the team's club; none when the
 * choice is still open, so no two people are ever merged by a name.
 */
export function registryLookup(
  players: readonly PlayerRow[],
  clubs: readonly ClubRow[],
): IdentityLookup {
  const byId = new Map(players.map((p) => [p.id as string, p]))
  const byName = new Map<string, PlayerRow[]>()
  for (const p of players) {
    if (!identityOf(p)) continue
    for (const s of nameSpellings(p)) byName.set(s, [...(byName.get(s) ?? []), p])
  }
  const clubNames = new Map(
    clubs.map((c) => [c.id, [c.name, c.shortName ?? ''].filter(Boolean).map(foldText)]),
  )
  return (name, club, playerId) => {
    if (playerId !== undefined) {
      const p = byId.get(playerId)
      return p ? identityOf(p) : undefined
    }
    const found = byName.get(foldTypedName(name)) ?? []
    const fit =
      found.length <= 1
        ? found
        : found.filter(
            (p) => p.clubId !== null && clubNames.get(p.clubId)?.includes(foldText(club)),
          )
    return fit.length === 1 && fit[0] ? identityOf(fit[0]) : undefined
  }
}
