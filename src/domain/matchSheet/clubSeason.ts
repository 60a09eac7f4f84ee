import type { SeasonPackage } from './seasonPackage.ts'
import type { ClubSigningKey } from './signing.ts'

export const CLUB_SEASON_FORMAT = 'alfil-club-season'

/**
 * What the federation sends a club: its whole calendar, every competition it plays with its
 * fixtures, dates and venues (the rounds a Berger league fixes in advance included), and the key
 * its tablets sign their home actas with. An update carries only the competitions whose later
 * rounds are paired as the season goes (team Swiss, cup, blitz and rapid), replacing them.
 * @see FAPA art. 72, 79.2, 79.6
 */
export interface ClubSeasonFile {
  readonly format: typeof CLUB_SEASON_FORMAT
  readonly version: 1
  readonly kind: 'season' | 'update'
  readonly rules: string
  /** ISO instant the federation exported it. */
  readonly issuedAt: string
  readonly club: { readonly id: string; readonly name: string }
  readonly signingKey: ClubSigningKey
  readonly competitions: readonly SeasonPackage[]
}

/** The competitions of a club file as a tablet stores them, each with the club's key. */
export function clubSeasonParts(file: ClubSeasonFile): SeasonPackage[] {
  return file.competitions.map((p) => ({ ...p, club: file.club.name, signingKey: file.signingKey }))
}

/** Fixtures of a club file, over all its competitions. */
export function clubSeasonFixtures(file: ClubSeasonFile): number {
  return file.competitions.reduce((n, p) => n + p.fixtures.length, 0)
}
