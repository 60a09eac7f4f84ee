import type { PlayerId } from '../../src/domain/core/index.ts'
import type { PlayerRow } from '../../src/db/schema.ts'

/** A Spanish registry row without names, ids, ratings, club or dates; `over` fills them. */
export const playerRow = (id: string, over: Partial<Omit<PlayerRow, 'id'>> = {}): PlayerRow => ({
  id: id as PlayerId,
  givenName: '',
  firstSurname: '',
  secondSurname: null,
  sex: 'M',
  birthDate: null,
  federation: 'ESP',
  fideId: null,
  fedaId: null,
  ratingStandard: null,
  ratingRapid: null,
  ratingBlitz: null,
  ratingFeda: null,
  title: null,
  clubId: null,
  nationality: 'spanish',
  residenceYears: null,
  searchName: '',
  createdAt: '',
  updatedAt: '',
  ...over,
})
