import type { TrfRecordKind } from './types.ts'

/**
 * How a field's characters are read and written. `int` and `points` are right-aligned,
 * `text` left-aligned; `opponent` writes `0000` for "no opponent".
 */
export type FieldKind =
  'int' | 'text' | 'points' | 'opponent' | 'colour' | 'result' | 'initial-colour'

/** A field at 1-based inclusive columns `from`..`to` (`to` = Infinity: the rest of the line). */
export interface FieldSpec {
  readonly key: string
  readonly from: number
  readonly to: number
  readonly kind: FieldKind
  readonly required?: boolean
}

/**
 * A block repeated every `width` columns from column `from` (round blocks, team boards).
 * Sub-field columns are 0-based offsets inside the block. With `single`, the record holds a
 * plain array of the one field's values instead of objects.
 */
export interface RepeatSpec {
  readonly key: string
  readonly from: number
  readonly width: number
  readonly fields: readonly FieldSpec[]
  readonly single?: boolean
}

/** Layout of one record type: fixed fields, an optional repeated block, or whitespace tokens. */
export interface RecordLayout {
  readonly kind: TrfRecordKind
  /** Fixed record code; absent when the record carries its own code (headers, NRS lines). */
  readonly code?: string
  readonly fields: readonly FieldSpec[]
  readonly repeat?: RepeatSpec
  /** Values are whitespace-separated tokens after the code, written in 4 columns each. */
  readonly tokens?: { readonly key: string; readonly kind: FieldKind }
}

const REST = Number.POSITIVE_INFINITY

/** Columns 5-89 of `001` and NRS lines. @see TRF-16 player record (fide-facts 3.1) */
const PLAYER_FIELDS: readonly FieldSpec[] = [
  { key: 'startNo', from: 5, to: 8, kind: 'int', required: true },
  { key: 'sex', from: 10, to: 10, kind: 'text' },
  { key: 'title', from: 11, to: 13, kind: 'text' },
  { key: 'name', from: 15, to: 47, kind: 'text' },
  { key: 'rating', from: 49, to: 52, kind: 'int' },
  { key: 'federation', from: 54, to: 56, kind: 'text' },
  { key: 'fideId', from: 58, to: 68, kind: 'text' },
  { key: 'birthDate', from: 70, to: 79, kind: 'text' },
  { key: 'points', from: 81, to: 84, kind: 'points' },
  { key: 'rank', from: 86, to: 89, kind: 'int' },
]

/** Round r occupies columns 92+10(r-1) .. 99+10(r-1): opponent, colour, result. */
const ROUND_BLOCKS: RepeatSpec = {
  key: 'rounds',
  from: 92,
  width: 10,
  fields: [
    { key: 'opponent', from: 0, to: 3, kind: 'opponent' },
    { key: 'colour', from: 5, to: 5, kind: 'colour' },
    { key: 'result', from: 7, to: 7, kind: 'result' },
  ],
}

const startNoSlots = (from: number): RepeatSpec => ({
  key: 'players',
  from,
  width: 5,
  single: true,
  fields: [{ key: 'startNo', from: 0, to: 3, kind: 'int' }],
})

/** The one column table read by `parseTrf` and written by `writeTrf`. @see fide-facts section 3 */
export const TRF_LAYOUTS: readonly RecordLayout[] = [
  { kind: 'player', code: '001', fields: PLAYER_FIELDS, repeat: ROUND_BLOCKS },
  { kind: 'national', fields: PLAYER_FIELDS, repeat: ROUND_BLOCKS },
  { kind: 'header', fields: [{ key: 'value', from: 5, to: REST, kind: 'text' }] },
  {
    kind: 'round-dates',
    code: '132',
    fields: [],
    repeat: {
      key: 'dates',
      from: 92,
      width: 10,
      single: true,
      fields: [{ key: 'date', from: 0, to: 7, kind: 'text' }],
    },
  },
  {
    kind: 'team',
    code: '013',
    fields: [{ key: 'name', from: 5, to: 36, kind: 'text' }],
    repeat: startNoSlots(37),
  },
  {
    kind: 'team-roster',
    code: '310',
    fields: [
      { key: 'teamNo', from: 5, to: 7, kind: 'int', required: true },
      { key: 'name', from: 9, to: 40, kind: 'text' },
      { key: 'nickname', from: 42, to: 46, kind: 'text' },
      { key: 'strength', from: 48, to: 53, kind: 'text' },
      { key: 'matchPoints', from: 55, to: 60, kind: 'points' },
      { key: 'gamePoints', from: 62, to: 67, kind: 'points' },
      { key: 'rank', from: 69, to: 71, kind: 'int' },
    ],
    repeat: startNoSlots(74),
  },
  {
    kind: 'game-points',
    code: '162',
    fields: [],
    repeat: {
      key: 'values',
      from: 6,
      width: 9,
      fields: [
        { key: 'symbol', from: 0, to: 0, kind: 'text' },
        { key: 'points', from: 1, to: 4, kind: 'points' },
      ],
    },
  },
  {
    kind: 'byes',
    code: '240',
    fields: [
      { key: 'byeType', from: 5, to: 5, kind: 'text' },
      { key: 'round', from: 7, to: 9, kind: 'int' },
    ],
    repeat: startNoSlots(11),
  },
  {
    kind: 'acceleration',
    code: '250',
    fields: [
      { key: 'matchPoints', from: 5, to: 8, kind: 'points' },
      { key: 'points', from: 10, to: 13, kind: 'points' },
      { key: 'firstRound', from: 15, to: 17, kind: 'int' },
      { key: 'lastRound', from: 19, to: 21, kind: 'int' },
      { key: 'firstPlayer', from: 23, to: 26, kind: 'int' },
      { key: 'lastPlayer', from: 28, to: 31, kind: 'int' },
    ],
  },
  {
    kind: 'prohibited',
    code: '260',
    fields: [
      { key: 'firstRound', from: 5, to: 7, kind: 'int' },
      { key: 'lastRound', from: 9, to: 11, kind: 'int' },
    ],
    repeat: startNoSlots(13),
  },
  {
    kind: 'rounds',
    code: 'XXR',
    fields: [{ key: 'total', from: 5, to: REST, kind: 'int', required: true }],
  },
  {
    kind: 'initial-colour',
    code: 'XXC',
    fields: [{ key: 'value', from: 5, to: REST, kind: 'initial-colour' }],
  },
  {
    kind: 'virtual-points',
    code: 'XXA',
    fields: [{ key: 'startNo', from: 5, to: 8, kind: 'int', required: true }],
    repeat: {
      key: 'points',
      from: 10,
      width: 5,
      single: true,
      fields: [{ key: 'points', from: 0, to: 3, kind: 'points' }],
    },
  },
  { kind: 'forbidden', code: 'XXP', fields: [], tokens: { key: 'players', kind: 'int' } },
  { kind: 'absent', code: 'XXZ', fields: [], tokens: { key: 'players', kind: 'int' } },
]

/** Layouts by record kind. */
export const LAYOUT_BY_KIND: ReadonlyMap<TrfRecordKind, RecordLayout> = new Map(
  TRF_LAYOUTS.map((l) => [l.kind, l]),
)

/** Layouts by fixed record code. */
export const LAYOUT_BY_CODE: ReadonlyMap<string, RecordLayout> = new Map(
  TRF_LAYOUTS.flatMap((l) => (l.code === undefined ? [] : [[l.code, l] as const])),
)
