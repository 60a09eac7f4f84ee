import { foldText, listName } from '../../domain/federation/index.ts'
import type { ClubRow, PlayerRow } from '../../db/schema.ts'

/**
 * The players matching a search: every word must appear in the folded name, or the query is the
 * start of a FIDE or FEDA id. An empty query returns the same array.
 */
export function searchPlayers(rows: readonly PlayerRow[], query: string): readonly PlayerRow[] {
  const folded = foldText(query)
  if (folded === '') return rows
  const words = folded.split(' ')
  const digits = /^\d+$/.test(folded) ? folded : null
  return rows.filter(
    (p) =>
      words.every((w) => p.searchName.includes(w)) ||
      (digits !== null &&
        (String(p.fideId ?? '').startsWith(digits) || String(p.fedaId ?? '').startsWith(digits))),
  )
}

/** "Surname Surname, Name" as shown in lists. */
export function displayName(
  p: Pick<PlayerRow, 'givenName' | 'firstSurname' | 'secondSurname'>,
): string {
  return listName(p)
}

/** The registry club a team's typed club name stands for, when exactly one fits. */
export function registryClub(clubs: readonly ClubRow[], typed: string): ClubRow | undefined {
  const f = foldText(typed)
  if (f === '') return undefined
  const fit = clubs.filter((c) => foldText(c.name) === f || foldText(c.shortName ?? '') === f)
  return fit.length === 1 ? fit[0] : undefined
}
