/**
 * The registry from a spreadsheet: a block pasted from it (tab-separated) or a CSV file (comma or
 * semicolon), first line the column names, one player a line. Each line becomes a player form
 * and the club of his season licence; a bad line is located (line and column) and nothing of it
 * is kept, so the caller can show the preview and write only what was confirmed.
 * @see FAPA art. 6 (a player licence names one club per season)
 */
import { foldText } from './text.ts'
import { SHEET_SEX, sheetCells, sheetDate, sheetLines } from './sheetCells.ts'
import type { PlayerInput } from './player.ts'

/** The columns a sheet may have, by folded heading; Nombre, Primer apellido and Sexo are required. */
export const REGISTRY_HEADINGS: Readonly<Record<string, keyof PlayerInput | 'club'>> = {
  nombre: 'givenName',
  'primer apellido': 'firstSurname',
  apellido: 'firstSurname',
  apellidos: 'firstSurname',
  'segundo apellido': 'secondSurname',
  sexo: 'sex',
  'fecha de nacimiento': 'birthDate',
  nacimiento: 'birthDate',
  federacion: 'federation',
  'id fide': 'fideId',
  fide: 'fideId',
  'id feda': 'fedaId',
  feda: 'fedaId',
  'elo fide': 'ratingStandard',
  'elo rapido': 'ratingRapid',
  'elo blitz': 'ratingBlitz',
  'elo feda': 'ratingFeda',
  titulo: 'title',
  'titulo femenino': 'womanTitle',
  nacionalidad: 'nationality',
  'anos de residencia': 'residenceYears',
  club: 'club',
}

/** The required fields, with the heading a refusal names. */
const REQUIRED = [
  ['givenName', 'Nombre'],
  ['firstSurname', 'Primer apellido'],
  ['sex', 'Sexo'],
] as const

/** Nationality words of a sheet, folded, to the registry's status. @see FAPA art. 18 */
const NATIONALITY: Readonly<Record<string, string>> = {
  '': 'spanish',
  espanola: 'spanish',
  espana: 'spanish',
  es: 'spanish',
  ue: 'eu',
  eu: 'eu',
  comunitaria: 'eu',
  extracomunitaria: 'non-eu',
  'no ue': 'non-eu',
}

/** One line of the sheet read as a player form and his licence's club ('' = none). */
export interface ImportLine {
  /** 1-based line of the pasted text or file (the heading is line 1). */
  readonly line: number
  readonly input: PlayerInput
  readonly club: string
}

/** A problem of the block as a whole, or of a column heading. */
export interface BlockError {
  readonly code: 'import/empty' | 'import/missing-column' | 'import/unknown-column'
  readonly line: number
  readonly params?: Readonly<Record<string, string>>
}

/** The separator of a sheet: a tab (pasted from a spreadsheet), else ';', else ','. */
function separatorOf(heading: string): string {
  return heading.includes('\t') ? '\t' : heading.includes(';') ? ';' : ','
}

/** An empty player form: Spanish federation and nationality unless said otherwise. */
export const EMPTY_PLAYER_INPUT: PlayerInput = {
  givenName: '',
  firstSurname: '',
  secondSurname: '',
  sex: '',
  birthDate: '',
  federation: 'ESP',
  fideId: '',
  fedaId: '',
  ratingStandard: '',
  ratingRapid: '',
  ratingBlitz: '',
  ratingFeda: '',
  title: '',
  womanTitle: '',
  nationality: 'spanish',
  residenceYears: '',
}

/**
 * Reads a pasted block or CSV text. Blank lines are skipped; a block without a heading naming
 * Nombre, Primer apellido and Sexo, or with a column Alfil does not know, is refused whole.
 */
export function readRegistryBlock(
  text: string,
): { ok: true; lines: ImportLine[] } | { ok: false; errors: BlockError[] } {
  const raw = sheetLines(text)
  const first = raw.findIndex((l) => l.trim() !== '')
  if (first < 0) return { ok: false, errors: [{ code: 'import/empty', line: 1 }] }
  const sep = separatorOf(raw[first]!)
  const heads = sheetCells(raw[first]!, sep).map((h) => REGISTRY_HEADINGS[foldText(h)] ?? null)
  const errors: BlockError[] = []
  sheetCells(raw[first]!, sep).forEach((h, i) => {
    if (heads[i] === null && h !== '')
      errors.push({ code: 'import/unknown-column', line: first + 1, params: { column: h } })
  })
  for (const [need, heading] of REQUIRED)
    if (!heads.includes(need))
      errors.push({ code: 'import/missing-column', line: first + 1, params: { column: heading } })
  if (errors.length > 0) return { ok: false, errors }
  const lines: ImportLine[] = []
  raw.forEach((l, i) => {
    if (i <= first || l.trim() === '') return
    const row: Record<string, string> = { ...EMPTY_PLAYER_INPUT, club: '' }
    sheetCells(l, sep).forEach((v, k) => {
      const field = heads[k]
      if (field) row[field] = v
    })
    const { club = '', ...input } = row
    lines.push({
      line: i + 1,
      club,
      input: {
        ...(input as unknown as PlayerInput),
        sex: SHEET_SEX[foldText(input.sex ?? '')] ?? input.sex ?? '',
        birthDate: sheetDate(input.birthDate ?? ''),
        nationality: NATIONALITY[foldText(input.nationality ?? '')] ?? input.nationality ?? '',
        federation: input.federation === '' ? 'ESP' : (input.federation ?? 'ESP'),
      },
    })
  })
  return { ok: true, lines }
}
