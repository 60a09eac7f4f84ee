// A registry player row (src/db/schema.ts PlayerRow) with every optional field empty, as plain
// data: browser tests hand it to page.evaluate and spread it under the fields they set.
export const BLANK_PLAYER = {
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
}
