/**
 * Players pasted into a tournament from a spreadsheet: one player a line, tab- or
 * semicolon-separated, with or without a heading line. Each line is read as the inline entry
 * form would be and judged as its registration would be (the clean-data rules, the entry rules
 * of the event, and the ids of the lines above), so the preview says by line what is wrong and
 * only confirmed, clean lines are registered.
 * @see registration.ts (readEntrantInput, the rules of one entry)
 */
import { foldText } from '../federation/text.ts'
import { REGISTRY_HEADINGS } from '../federation/registryImport.ts'
import { SHEET_SEX, sheetCells, sheetDate, sheetLines } from '../federation/sheetCells.ts'
import { admitEvent } from './admission.ts'
import { RATING_FALLBACK } from './eventRating.ts'
import type { NewEntrant } from './events.ts'
import type { IndividualTournament, RatingType } from './individual.ts'
import { readEntrantInput, type EntrantFieldError, type EntrantInput } from './registration.ts'

/** A column of the pasted block: a field of the entry form, a part of the name, or unused. */
type Column =
  | Exclude<keyof EntrantInput, 'fideRating' | 'fideRatingList'>
  | 'given'
  | 'surname'
  | 'surname2'
  | 'womanTitle'
  | `rating-${RatingType}`
  | 'ignored'

/** The registry's headings, read as a tournament entry (a registry sheet pastes as it is). */
const FROM_REGISTRY: Readonly<Record<string, Column>> = {
  givenName: 'given',
  firstSurname: 'surname',
  secondSurname: 'surname2',
  sex: 'sex',
  birthDate: 'birthDate',
  federation: 'federation',
  fideId: 'fideId',
  fedaId: 'fedaId',
  ratingStandard: 'rating-standard',
  ratingRapid: 'rating-rapid',
  ratingBlitz: 'rating-blitz',
  ratingFeda: 'fedaRating',
  title: 'title',
  womanTitle: 'womanTitle',
  nationality: 'ignored',
  residenceYears: 'ignored',
  club: 'club',
}

/** Headings of a tournament sheet (Spanish and English), folded, beyond the registry's. */
const HEADINGS: Readonly<Record<string, Column>> = {
  ...Object.fromEntries(
    Object.entries(REGISTRY_HEADINGS).map(([h, field]) => [h, FROM_REGISTRY[field] ?? 'ignored']),
  ),
  jugador: 'name',
  'nombre completo': 'name',
  'apellidos y nombre': 'name',
  'apellidos, nombre': 'name',
  name: 'name',
  player: 'name',
  elo: 'rating-standard',
  rating: 'rating-standard',
  'fide rating': 'rating-standard',
  'feda rating': 'fedaRating',
  'fide id': 'fideId',
  'feda id': 'fedaId',
  fed: 'federation',
  federation: 'federation',
  sex: 'sex',
  'birth date': 'birthDate',
  'fecha nacimiento': 'birthDate',
  title: 'title',
  n: 'ignored',
  no: 'ignored',
  'n.o': 'ignored',
  '#': 'ignored',
}

/** The columns of a block without a heading line, in this order (the hint shows it). */
export const ENTRANT_BLOCK_COLUMNS = [
  'name',
  'fideId',
  'fedaId',
  'rating-standard',
  'fedaRating',
  'title',
  'federation',
  'sex',
  'birthDate',
  'club',
] as const satisfies readonly Column[]

/** One line of the block: the player it registers, or the located reasons it cannot. */
export interface EntrantBlockLine {
  /** 1-based line of the pasted text. */
  readonly line: number
  /** The name as read (cleaned when the line is good), for the preview. */
  readonly name: string
  readonly entrant: NewEntrant | null
  readonly errors: readonly EntrantFieldError[]
  readonly warnings: readonly EntrantFieldError[]
}

/** A problem of the block as a whole or of its heading line. */
export interface EntrantBlockError {
  readonly code: 'import/empty' | 'import/missing-column' | 'import/unknown-column'
  readonly line: number
  readonly params?: Readonly<Record<string, string>>
}

export type EntrantBlock =
  | { readonly ok: true; readonly heading: boolean; readonly lines: readonly EntrantBlockLine[] }
  | { readonly ok: false; readonly errors: readonly EntrantBlockError[] }

/** A tab when the line has one (a spreadsheet's copy), else ';', else one column of names. */
const separatorOf = (line: string): string =>
  line.includes('\t') ? '\t' : line.includes(';') ? ';' : '\n'

/** The first line is a heading when it names a known column and holds no number. */
function isHeading(cells: readonly string[]): boolean {
  return (
    cells.some((c) => HEADINGS[foldText(c)] !== undefined) && !cells.some((c) => /^\d+$/.test(c))
  )
}

const SEX_OF: Readonly<Record<string, 'm' | 'w'>> = {
  ...Object.fromEntries(Object.entries(SHEET_SEX).map(([w, s]) => [w, s === 'F' ? 'w' : 'm'])),
  w: 'w',
  woman: 'w',
  man: 'm',
}

/** The entry form of one line's cells; `sex` is null when a sex is written but not known. */
function formOf(
  cells: Partial<Record<Column, string>>,
  eventType: RatingType,
): { form: EntrantInput; badSex: boolean } {
  const surnames = [cells.surname, cells.surname2].filter(Boolean).join(' ')
  const given = cells.given ?? ''
  const name = cells.name ?? (surnames && given ? `${surnames}, ${given}` : surnames || given)
  // The event's own list first, else the fallback sequence (the list used is kept).
  const list = RATING_FALLBACK[eventType].find((l) => (cells[`rating-${l}`] ?? '') !== '')
  const sexWord = foldText(cells.sex ?? '')
  const sex = sexWord === '' ? '' : (SEX_OF[sexWord] ?? null)
  return {
    badSex: sex === null,
    form: {
      name,
      sex: sex ?? '',
      birthDate: sheetDate(cells.birthDate ?? ''),
      federation: cells.federation || 'ESP',
      club: cells.club ?? '',
      title: [cells.title, cells.womanTitle].filter(Boolean).join(' '),
      fideId: cells.fideId ?? '',
      fedaId: cells.fedaId ?? '',
      fideRating: list ? (cells[`rating-${list}`] ?? '') : '',
      fideRatingList: list && list !== eventType ? list : '',
      fedaRating: cells.fedaRating ?? '',
    },
  }
}

/** The FIDE and FEDA ids of `e` that a line above already has, naming that line. */
function repeatedIds(e: NewEntrant, above: ReadonlyMap<string, number>): EntrantFieldError[] {
  return (['fideId', 'fedaId'] as const).flatMap((field): EntrantFieldError[] => {
    const line = e[field] === '' ? undefined : above.get(`${field}:${e[field]}`)
    return line === undefined
      ? []
      : [{ code: 'entrant/duplicate-in-block', field, params: { id: e[field], line } }]
  })
}

/**
 * Reads a pasted block against the tournament `t`. Blank lines are skipped. A heading line
 * naming a column Alfil does not know, or no name column, refuses the block whole; otherwise
 * every line is judged on its own: the entry form's rules, the event's entry rules
 * (admitEvent: a finished event, FAPA art. 47.2, ids already in it) and ids repeated above.
 */
export function readEntrantBlock(t: IndividualTournament, text: string): EntrantBlock {
  const raw = sheetLines(text)
  const first = raw.findIndex((l) => l.trim() !== '')
  if (first < 0) return { ok: false, errors: [{ code: 'import/empty', line: 1 }] }
  const sep = separatorOf(raw[first]!)
  const firstCells = sheetCells(raw[first]!, sep)
  const heading = isHeading(firstCells)
  const columns: readonly Column[] = heading
    ? firstCells.map((c) => HEADINGS[foldText(c)] ?? 'ignored')
    : ENTRANT_BLOCK_COLUMNS
  if (heading) {
    const errors: EntrantBlockError[] = firstCells.flatMap((c) =>
      c !== '' && HEADINGS[foldText(c)] === undefined
        ? [{ code: 'import/unknown-column' as const, line: first + 1, params: { column: c } }]
        : [],
    )
    if (!columns.some((c) => c === 'name' || c === 'given' || c === 'surname'))
      errors.push({ code: 'import/missing-column', line: first + 1, params: { column: 'Nombre' } })
    if (errors.length > 0) return { ok: false, errors }
  }
  const above = new Map<string, number>()
  const lines: EntrantBlockLine[] = []
  raw.forEach((text, i) => {
    if ((heading && i <= first) || text.trim() === '') return
    const cells: Partial<Record<Column, string>> = {}
    sheetCells(text, sep).forEach((v, k) => {
      const c = columns[k]
      if (c && c !== 'ignored' && v !== '') cells[c] = v
    })
    const { form, badSex } = formOf(cells, t.settings.ratingType)
    const read = readEntrantInput(form, t.settings.ratingType)
    const errors: EntrantFieldError[] = read.ok ? [] : [...read.error]
    if (badSex) errors.push({ code: 'entrant/bad-sex', field: 'sex', params: { sex: cells.sex! } })
    if (read.ok) {
      const entrant = read.value.entrant
      const event = { type: 'entrant-registered', payload: { entrant } } as const
      errors.push(...admitEvent(t, event), ...repeatedIds(entrant, above))
    }
    const entrant = read.ok && errors.length === 0 ? read.value.entrant : null
    if (entrant)
      for (const field of ['fideId', 'fedaId'] as const)
        if (entrant[field] !== '') above.set(`${field}:${entrant[field]}`, i + 1)
    lines.push({
      line: i + 1,
      name: entrant?.name ?? form.name,
      entrant,
      errors,
      warnings: read.ok ? read.value.warnings : [],
    })
  })
  return { ok: true, heading, lines }
}
