/**
 * Rows of the rating tables kept in a backup: where each registry rating came from, and the
 * rating settings (division thresholds of the season circular, the remembered FEDA columns, each
 * season's championship structure). The imported lists themselves stay out of backups.
 */
import { FEDA_FIELDS } from '../../domain/ratings/index.ts'
import {
  dictionary,
  finite,
  integer,
  isoDay,
  isoDayOrEmpty,
  isRecord,
  list,
  nullable,
  shape,
  text,
  variant,
  type Check,
  type TableValidator,
} from './checks.ts'

const id = text(200)
const ratingValue = nullable(integer(0, 3500))

const sourced = shape({
  value: (v, path, errors) => {
    if (v !== null && typeof v !== 'string' && typeof v !== 'number')
      errors.push({ code: 'backup/expected-text', path })
    else if (typeof v === 'string' && v.length > 20)
      errors.push({ code: 'backup/text-too-long', path, params: { max: 20 } })
    else if (typeof v === 'number') finite(v, path, errors)
  },
  source: variant('kind', {
    'fide-list': shape({ kind: text(20), listDate: isoDay }),
    'feda-list': shape({ kind: text(20), listDate: isoDay }),
    manual: shape({ kind: text(20), enteredOn: nullable(isoDay) }),
  }),
})

const SOURCED_FIELDS = [
  'standard',
  'rapid',
  'blitz',
  'feda',
  'title',
  'federation',
  'listBirthYear',
]

const ratingSources = shape(
  { playerId: id, ...Object.fromEntries(SOURCED_FIELDS.map((f) => [f, sourced])) },
  SOURCED_FIELDS,
)

const standingsSource = nullable(
  variant('kind', {
    tournament: shape({ kind: text(20), tournamentId: id }),
    typed: shape({ kind: text(20), lines: text(200_000), paired: integer(0, 10_000) }),
  }),
)

const divisionEntry = shape({ minFideAverage: ratingValue, minFedaAverage: ratingValue })

const settingsRows: Readonly<Record<string, Check>> = {
  divisionSettings: shape({
    key: text(50),
    settings: shape({
      bases: shape({ fide: integer(0, 3500), feda: integer(0, 3500) }),
      ratingEntry: shape({ 1: divisionEntry, 2: divisionEntry, 3: divisionEntry }),
      firstDivisionSize: integer(0, 10_000),
      secondDivisionSize: integer(0, 10_000),
    }),
  }),
  fedaMapping: shape({
    key: text(50),
    headers: list(text(500), 500),
    mapping: dictionary(integer(0, 499), 20, new RegExp(`^(${FEDA_FIELDS.join('|')})$`)),
  }),
  championshipSeason: shape({
    key: text(300),
    seasonId: id,
    thirdDivisionStart: isoDayOrEmpty,
    zonals: list(
      shape({
        id,
        place: text(300),
        players: integer(0, 10_000),
        endDate: isoDayOrEmpty,
        source: standingsSource,
      }),
      500,
    ),
    divisionResults: list(
      shape({
        division: integer(2, 3),
        places: integer(0, 10_000),
        source: standingsSource,
      }),
      10,
    ),
  }),
}

/** One settings row, by the kind its key names (`championshipSeason:<season id>`). */
const ratingSettings: Check = (v, path, errors) => {
  const key = isRecord(v) && typeof v.key === 'string' ? v.key : ''
  const check = settingsRows[key.split(':')[0] ?? '']
  if (check) check(v, path, errors)
  else if (!isRecord(v)) errors.push({ code: 'backup/expected-object', path })
  else
    errors.push({
      code: 'backup/expected-one-of',
      path: `${path}.key`,
      params: { options: Object.keys(settingsRows).join(', ') },
    })
}

export const RATING_VALIDATORS: Readonly<Record<string, TableValidator>> = {
  ratingSources: {
    row: ratingSources,
    tables: (tables, errors) => {
      const players = new Set((tables.players ?? []).map((p) => p.id))
      ;(tables.ratingSources ?? []).forEach((r, i) => {
        if (!players.has(r.playerId))
          errors.push({
            code: 'backup/dangling-reference',
            path: `$.tables.ratingSources[${i}].playerId`,
            params: { id: String(r.playerId) },
          })
      })
    },
  },
  ratingSettings: { row: ratingSettings },
}
