/** Branded identifiers, created at the edge (db commands, file import). */
export type PlayerId = string & { readonly __brand: 'PlayerId' }
export type ClubId = string & { readonly __brand: 'ClubId' }
export type TournamentId = string & { readonly __brand: 'TournamentId' }
export type SeasonId = string & { readonly __brand: 'SeasonId' }
export type TeamId = string & { readonly __brand: 'TeamId' }

export const asPlayerId = (s: string): PlayerId => s as PlayerId
export const asClubId = (s: string): ClubId => s as ClubId
export const asTournamentId = (s: string): TournamentId => s as TournamentId
export const asSeasonId = (s: string): SeasonId => s as SeasonId
export const asTeamId = (s: string): TeamId => s as TeamId
