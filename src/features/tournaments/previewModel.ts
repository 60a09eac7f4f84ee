/** Registry facts for the end-of-tournament rating preview, and its number formats. */
import type { PlayerRow } from '../../db/schema.ts'
import type { KnownRatings, PlayerRatingFacts } from '../../domain/ratings/index.ts'
import type { IndividualTournament } from '../../domain/tournament/index.ts'

/**
 * The list ratings of each entrant found in the registry. For a standard tournament none: the
 * rating frozen at registration is the one the tournament used. For rapid and blitz the registry's
 * rapid or blitz rating, with the standard one for a player unrated there (fide-facts 6.4).
 */
export function knownRatingsOf(
  doc: IndividualTournament,
  players: readonly PlayerRow[],
): Map<number, KnownRatings> {
  const known = new Map<number, KnownRatings>()
  const kind = doc.settings.ratingType
  if (kind === 'standard') return known
  const byId = new Map(players.map((p) => [p.id as string, p]))
  for (const e of doc.entrants) {
    const p = e.registryId ? byId.get(e.registryId) : undefined
    if (!p) continue
    known.set(e.startNo, {
      own: kind === 'rapid' ? p.ratingRapid : p.ratingBlitz,
      standard: p.ratingStandard,
    })
  }
  return known
}

/**
 * K inputs per start number: birth year from the registration, 30 earlier games assumed unless the
 * arbiter marks the player as new (fewer than 30 rated games); a past 2400 is not known, the
 * current rating decides.
 * @see FIDE B.02 art. 8.3.3
 */
export function ratingFactsOf(
  doc: IndividualTournament,
  newPlayers: ReadonlySet<number>,
): Map<number, PlayerRatingFacts> {
  return new Map(
    doc.entrants.map((e) => {
      const year = Number.parseInt(e.birthDate.slice(0, 4), 10)
      return [
        e.startNo,
        {
          gamesBefore: newPlayers.has(e.startNo) ? 0 : 30,
          birthYear: Number.isNaN(year) ? null : year,
          // Only the rating is known here; B.02 art. 8.3.3 gives K 10 from 2400 on.
          hasReached2400: false,
        },
      ]
    }),
  )
}

/** Hundredths as a decimal with two places (".92", "-0.34") in the locale's separator. */
export function formatHundredths(h: number, locale: string): string {
  const sign = h < 0 ? '-' : ''
  const a = Math.abs(h)
  const sep = locale === 'es' ? ',' : '.'
  return `${sign}${Math.floor(a / 100)}${sep}${String(a % 100).padStart(2, '0')}`
}

/** A change with its sign: "+21", "-3", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n)
}

/** Half-points as points: "3", "1,5" (es) or "1.5" (en). */
export function formatHalfPoints(hp: number, locale: string): string {
  const sep = locale === 'es' ? ',' : '.'
  return `${Math.floor(hp / 2)}${hp % 2 ? `${sep}5` : ''}`
}
