import fc from 'fast-check'
import type { HalfPoints } from '../../../src/domain/core/index.ts'
import {
  TRF_RESULT_CODES,
  TRF_TEXT_HEADERS,
  type TrfDocument,
  type TrfRecord,
} from '../../../src/domain/trf/index.ts'

// Values the column table can hold: trimmed text within the field width, numbers within it.
const CHARS = [...'abcdefgXYZ0189 ,.-/()']
const text = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...CHARS), maxLength }).map((s) => s.trim())
const int = (max: number) => fc.integer({ min: 1, max })
const optInt = (max: number) => fc.option(int(max), { nil: null })
const points = (maxHp: number) =>
  fc.option(
    fc.integer({ min: 0, max: maxHp }).map((n) => n as HalfPoints),
    { nil: null },
  )
/** A repeated block list whose last element is not blank (blank trailing blocks are padding). */
const slots = <T>(item: fc.Arbitrary<T>, last: fc.Arbitrary<T>, max: number) =>
  fc
    .tuple(fc.array(item, { maxLength: max - 1 }), fc.option(last, { nil: undefined }))
    .map(([xs, l]) => (l === undefined ? [] : [...xs, l]))

const cell = fc.record({
  opponent: optInt(9999),
  colour: fc.constantFrom('w' as const, 'b' as const, '-' as const),
  result: fc.option(fc.constantFrom(...TRF_RESULT_CODES), { nil: null }),
})

const playerFields = {
  startNo: int(9999),
  sex: fc.constantFrom('', 'm', 'w'),
  title: fc.constantFrom('', 'GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'),
  name: text(33),
  rating: fc.option(fc.integer({ min: 0, max: 9999 }), { nil: null }),
  federation: fc.constantFrom('', 'ESP', 'FRA'),
  fideId: fc.constantFrom('', '2200012', '12345678901'),
  birthDate: fc.constantFrom('', '1990/01/31', '2012'),
  points: points(199),
  rank: optInt(9999),
  rounds: fc.array(cell, { maxLength: 12 }),
}

const record: fc.Arbitrary<TrfRecord> = fc.oneof(
  fc.record({ kind: fc.constant('player' as const), ...playerFields }),
  fc.record({
    kind: fc.constant('national' as const),
    code: fc.constantFrom('ESP', 'FRA', 'GER'),
    ...playerFields,
  }),
  fc.record({
    kind: fc.constant('header' as const),
    code: fc.constantFrom(...TRF_TEXT_HEADERS),
    value: text(60),
  }),
  fc.record({
    kind: fc.constant('round-dates' as const),
    dates: slots(text(8), fc.constantFrom('26/11/29', '26/12/01'), 12),
  }),
  fc.record({
    kind: fc.constant('team' as const),
    name: text(32),
    players: slots(optInt(9999), int(9999), 10),
  }),
  fc.record({
    kind: fc.constant('team-roster' as const),
    teamNo: int(999),
    name: text(32),
    nickname: text(5),
    strength: text(6),
    matchPoints: points(999),
    gamePoints: points(999),
    rank: optInt(999),
    players: slots(optInt(9999), int(9999), 14),
  }),
  fc.record({
    kind: fc.constant('game-points' as const),
    values: slots(
      fc.record({ symbol: fc.constantFrom('', 'W', 'D', 'L', 'A', 'P', 'X'), points: points(199) }),
      fc.record({
        symbol: fc.constantFrom('W', 'D'),
        points: points(199).map((p) => p ?? (3 as HalfPoints)),
      }),
      6,
    ),
  }),
  fc.record({
    kind: fc.constant('byes' as const),
    byeType: fc.constantFrom('', 'F', 'H', 'Z'),
    round: optInt(999),
    players: slots(optInt(9999), int(9999), 8),
  }),
  fc.record({
    kind: fc.constant('acceleration' as const),
    matchPoints: points(199),
    points: points(199),
    firstRound: optInt(999),
    lastRound: optInt(999),
    firstPlayer: optInt(9999),
    lastPlayer: optInt(9999),
  }),
  fc.record({
    kind: fc.constant('prohibited' as const),
    firstRound: optInt(999),
    lastRound: optInt(999),
    players: slots(optInt(9999), int(9999), 6),
  }),
  fc.record({ kind: fc.constant('rounds' as const), total: int(999) }),
  fc.record({
    kind: fc.constant('initial-colour' as const),
    value: fc.constantFrom('white1', 'black1', 'white1 rank'),
  }),
  fc.record({
    kind: fc.constant('virtual-points' as const),
    startNo: int(9999),
    points: slots(
      points(199),
      points(199).map((p) => p ?? (0 as HalfPoints)),
      11,
    ),
  }),
  fc.record({
    kind: fc.constant('forbidden' as const),
    players: fc.array(int(9999), { maxLength: 5 }),
  }),
  fc.record({
    kind: fc.constant('absent' as const),
    players: fc.array(int(9999), { maxLength: 5 }),
  }),
  fc.record({
    kind: fc.constant('comment' as const),
    text: fc.string({ unit: fc.constantFrom(...CHARS), maxLength: 40 }).map((s) => s.trimEnd()),
  }),
  fc.record({
    kind: fc.constant('other' as const),
    code: fc.constantFrom('299', '300', '320', '330', '801', '802', 'XXS'),
    text: text(40).map((s) => (s === '' ? '' : ` ${s}`)),
  }),
)

/** Any TRF document the column table can represent. */
export const trfDocument: fc.Arbitrary<TrfDocument> = fc
  .array(record, { minLength: 1, maxLength: 12 })
  .map((records) => ({ records }))
