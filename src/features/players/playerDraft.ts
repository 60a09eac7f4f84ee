import type { PlayerRow } from '../../db/schema.ts'
import { EMPTY_PLAYER_INPUT } from '../../domain/federation/index.ts'
import type { PlayerDraft } from '../../state/registryStore.ts'

const text = (n: number | null): string => (n === null ? '' : String(n))

/** The empty form of a new player (Spanish federation by default). */
export const EMPTY_PLAYER: PlayerDraft = { ...EMPTY_PLAYER_INPUT, clubId: '' }

/** The form contents of a stored player. */
export function draftOf(p: PlayerRow): PlayerDraft {
  return {
    givenName: p.givenName,
    firstSurname: p.firstSurname,
    secondSurname: p.secondSurname ?? '',
    sex: p.sex,
    birthDate: p.birthDate ?? '',
    federation: p.federation,
    fideId: text(p.fideId),
    fedaId: text(p.fedaId),
    ratingStandard: text(p.ratingStandard),
    ratingRapid: text(p.ratingRapid),
    ratingBlitz: text(p.ratingBlitz),
    ratingFeda: text(p.ratingFeda),
    // The open title in the first field, a women's title held beside it in the second.
    title: (p.titles ?? [])[0] ?? p.title ?? '',
    womanTitle: p.titles?.[1] ?? '',
    nationality: p.nationality,
    residenceYears: text(p.residenceYears),
    clubId: p.clubId ?? '',
  }
}
