/**
 * Finding players and clubs in the registry. Each question has its own name, because they are
 * not the same question:
 *
 * - `matchesPlayerQuery(query)` / `searchPlayers(rows, query)`: the search box. Every typed word
 *   is in the folded name ("garcia juan" finds "García López, Juan"), or the digits typed begin
 *   a FIDE or FEDA id. Many players may match.
 * - `searchPlayersOrLicence(data, query, limit)`: the search box where a board order is made:
 *   the same, plus the player whose licence number is exactly the query (FAPA art. 69).
 * - `playerNamedBy(data, key)`: the one player a pasted line names, by FEDA id, FIDE id or
 *   licence number (exactly), or by his full name written any usual way; undefined unless exactly
 *   one player fits, so a line is never linked to a guess.
 * - `registryClub(clubs, typed)`: the club a typed club name stands for, when exactly one fits.
 */
import { foldTypedName, nameSpellings } from './playerIdentity.ts'
import type { RegistryClub, RegistryLicence, RegistryPlayer } from './records.ts'
import { foldText } from './text.ts'

/** What the search box reads of a player: the folded name kept with him, and his ids. */
export type SearchablePlayer = Pick<RegistryPlayer, 'searchName' | 'fideId' | 'fedaId'>

/** The search box's test for one player: every folded word in his name, or the start of an id. */
export function matchesPlayerQuery(query: string): (p: SearchablePlayer) => boolean {
  const folded = foldText(query)
  if (folded === '') return () => true
  const words = folded.split(' ')
  const digits = /^\d+$/.test(folded) ? folded : null
  return (p) =>
    words.every((w) => p.searchName.includes(w)) ||
    (digits !== null &&
      (String(p.fideId ?? '').startsWith(digits) || String(p.fedaId ?? '').startsWith(digits)))
}

/** The players the search box shows for `query`; an empty query returns the same array. */
export function searchPlayers<P extends SearchablePlayer>(
  rows: readonly P[],
  query: string,
): readonly P[] {
  if (foldText(query) === '') return rows
  return rows.filter(matchesPlayerQuery(query))
}

/** Player licence holders whose licence number is exactly `id`. */
function licenceHolders(licences: readonly RegistryLicence[], id: string): Set<string> {
  return new Set(licences.filter((l) => l.kind === 'player' && l.id === id).map((l) => l.holderId))
}

/**
 * The players a board-order search finds: those of the search box, and the one whose licence
 * number is the query; at most `limit`, in registry order. An empty query finds none.
 * @see FAPA art. 69
 */
export function searchPlayersOrLicence<P extends RegistryPlayer>(
  data: { readonly players: readonly P[]; readonly licences: readonly RegistryLicence[] },
  query: string,
  limit = 8,
): P[] {
  const q = query.trim()
  if (q === '') return []
  const byLicence = licenceHolders(data.licences, q)
  const matches = matchesPlayerQuery(q)
  return data.players.filter((p) => matches(p) || byLicence.has(p.id)).slice(0, limit)
}

/**
 * The registry player a pasted line names: its first field (up to ';') is a FEDA id, FIDE id or
 * licence number, or the full name (accents, case and the comma aside); undefined unless exactly
 * one player fits.
 */
export function playerNamedBy<P extends RegistryPlayer>(
  data: { readonly players: readonly P[]; readonly licences: readonly RegistryLicence[] },
  line: string,
): P | undefined {
  const key = (line.split(';')[0] ?? '').trim()
  if (key === '') return undefined
  const folded = foldTypedName(key)
  const licensed = licenceHolders(data.licences, key)
  const fit = data.players.filter(
    (p) =>
      licensed.has(p.id) ||
      (/^\d+$/.test(key) && (String(p.fedaId) === key || String(p.fideId) === key)) ||
      nameSpellings(p).includes(folded),
  )
  return fit.length === 1 ? fit[0] : undefined
}

/** The registry club a typed club name (or short name) stands for, when exactly one fits. */
export function registryClub<C extends RegistryClub>(
  clubs: readonly C[],
  typed: string,
): C | undefined {
  const f = foldText(typed)
  if (f === '') return undefined
  const fit = clubs.filter((c) => foldText(c.name) === f || foldText(c.shortName ?? '') === f)
  return fit.length === 1 ? fit[0] : undefined
}
