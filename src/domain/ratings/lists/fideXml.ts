import { cleanNameCut } from '../../core/index.ts'
import { normaliseTitle } from './fideTxt.ts'
import { ErrorLog } from './lines.ts'
import type {
  FideListPlayer,
  ListBatch,
  ListError,
  ListErrorCode,
  ListParseOptions,
  ListParser,
  ListRating,
} from './listTypes.ts'
import { LIST_ID_MAX, LIST_RATING_MAX } from './listTypes.ts'

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
}

/** The character of a numeric reference; the reference as written when it names none. */
function codePoint(whole: string, n: number): string {
  return n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff) ? whole : String.fromCodePoint(n)
}

/** Text of an XML element with the predefined and numeric character references resolved. */
export function decodeXmlText(raw: string): string {
  if (!raw.includes('&')) return raw
  return raw.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return codePoint(whole, Number.parseInt(ref.slice(2), 16))
    if (ref.startsWith('#')) return codePoint(whole, Number.parseInt(ref.slice(1), 10))
    return ENTITIES[ref] ?? whole
  })
}

function countLines(text: string, from: number, to: number): number {
  let n = 0
  // indexOf runs natively; a player element has about twenty lines.
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++
  return n
}

type Fields = Map<string, { value: string; line: number }>

const isNameChar = (c: number): boolean => (c >= 97 && c <= 122) || c === 95 // a-z, _

/**
 * The simple elements `<name>text</name>` and `<name/>` of one player block, scanned with indexOf
 * (no regular expression with a back-reference: this runs 1.3 million times). The line of a
 * field is counted from the block's first line.
 */
function readFields(block: string, firstLine: number): Fields {
  const fields: Fields = new Map()
  let pos = 0
  let line = firstLine
  let counted = 0
  for (;;) {
    const lt = block.indexOf('<', pos)
    if (lt < 0) break
    let end = lt + 1
    while (end < block.length && isNameChar(block.charCodeAt(end))) end++
    if (end === lt + 1) {
      pos = lt + 1
      continue
    }
    const name = block.slice(lt + 1, end)
    let after = end
    while (block.charCodeAt(after) === 32) after++
    const c = block.charCodeAt(after)
    if (c === 47 && block.charCodeAt(after + 1) === 62) {
      line += countLines(block, counted, lt)
      counted = lt
      fields.set(name, { value: '', line })
      pos = after + 2
      continue
    }
    if (c !== 62 || end !== after) {
      pos = lt + 1
      continue
    }
    const close = block.indexOf('</', end + 1)
    if (close < 0) break
    const text = block.slice(end + 1, close)
    if (
      block.startsWith(name, close + 2) &&
      block.charCodeAt(close + 2 + name.length) === 62 &&
      !text.includes('<')
    ) {
      line += countLines(block, counted, lt)
      counted = lt
      fields.set(name, { value: decodeXmlText(text).trim(), line })
      pos = close + 3 + name.length
    } else pos = end + 1
  }
  return fields
}

/** The text of `<country>` in a player block, read without the other fields (for the filter). */
function countryOf(block: string): string {
  const open = block.indexOf('<country>')
  if (open < 0) return ''
  const close = block.indexOf('</country>', open + 9)
  return close < 0
    ? ''
    : block
        .slice(open + 9, close)
        .trim()
        .toUpperCase()
}

type Problem = { code: ListErrorCode; line: number }

function readPlayer(f: Fields, startLine: number): FideListPlayer | Problem {
  const num = (name: string, code: ListErrorCode): number | null | Problem => {
    const field = f.get(name)
    if (!field || field.value === '') return null
    return /^\d+$/.test(field.value) ? Number(field.value) : { code, line: field.line }
  }
  const id = num('fideid', 'rating-list/bad-id')
  if (id === null) return { code: 'rating-list/bad-id', line: startLine }
  if (typeof id === 'object') return id
  if (id > LIST_ID_MAX)
    return { code: 'rating-list/bad-id', line: f.get('fideid')?.line ?? startLine }
  const name = cleanNameCut(f.get('name')?.value ?? '')
  if (name === '') return { code: 'rating-list/missing-name', line: startLine }
  const rated = (prefix: string): ListRating | null | Problem => {
    const value = num(`${prefix}rating`, 'rating-list/bad-rating')
    if (value === null || typeof value === 'object') return value
    if (value === 0) return null
    if (value > LIST_RATING_MAX)
      return { code: 'rating-list/bad-rating', line: f.get(`${prefix}rating`)?.line ?? startLine }
    const games = num(`${prefix}games`, 'rating-list/bad-rating')
    const k = num(`${prefix}k`, 'rating-list/bad-rating')
    if (typeof games === 'object' && games !== null) return games
    if (typeof k === 'object' && k !== null) return k
    return { rating: value, games, k: k === 0 ? null : k }
  }
  const standard = rated('')
  const rapid = rated('rapid_')
  const blitz = rated('blitz_')
  const year = num('birthday', 'rating-list/bad-year')
  if (typeof year === 'number' && year > 9999)
    return { code: 'rating-list/bad-year', line: f.get('birthday')?.line ?? startLine }
  for (const v of [standard, rapid, blitz, year])
    if (v !== null && typeof v === 'object' && 'code' in v) return v
  const flag = (f.get('flag')?.value ?? '').toLowerCase()
  const sex = (f.get('sex')?.value ?? '').toUpperCase()
  const other = f.get('o_title')?.value ?? ''
  return {
    fideId: id,
    name,
    federation: (f.get('country')?.value ?? '').toUpperCase(),
    sex: sex === 'M' || sex === 'F' ? sex : flag.includes('w') ? 'F' : null,
    title: normaliseTitle(f.get('title')?.value ?? ''),
    womanTitle: normaliseTitle(f.get('w_title')?.value ?? ''),
    otherTitles: other === '' ? [] : other.split(',').map((t) => t.trim()),
    standard: standard as ListRating | null,
    rapid: rapid as ListRating | null,
    blitz: blitz as ListRating | null,
    birthYear: year === null || year === 0 ? null : (year as number),
    inactive: flag.includes('i'),
  }
}

/**
 * A streaming parser of the FIDE XML player list (`<playerslist><player>...</player>`): one
 * record per `player` element, located errors for bad ones, the rest imported.
 * @see FIDE B.02 art. 7.1.2 (published fields)
 */
export function createFideXmlParser(options: ListParseOptions): ListParser<FideListPlayer> {
  const errors = new ErrorLog<ListError>(options.keepErrors ?? 200)
  const feds = options.federations
  let buffer = ''
  let line = 1
  let records = 0
  let imported = 0
  let filteredOut = 0
  let sawRoot = false

  const take = (final: boolean): ListBatch<FideListPlayer> => {
    const players: FideListPlayer[] = []
    const batchErrors: ListError[] = []
    if (!sawRoot && /<playerslist[\s>]/.test(buffer)) sawRoot = true
    let pos = 0
    for (;;) {
      const open = buffer.indexOf('<player>', pos)
      if (open < 0) break
      const close = buffer.indexOf('</player>', open)
      if (close < 0) break
      line += countLines(buffer, pos, open)
      const startLine = line
      const block = buffer.slice(open + 8, close)
      records++
      line += countLines(buffer, open, close)
      pos = close + 9
      if (feds !== null && !feds.has(countryOf(block))) {
        filteredOut++
        continue
      }
      const fields = readFields(block, startLine)
      const read = readPlayer(fields, startLine)
      if ('code' in read) {
        const e = { code: read.code, line: read.line, column: 0, text: block.trim().slice(0, 200) }
        errors.add(e)
        batchErrors.push(e)
        continue
      }
      players.push(read)
      imported++
    }
    line += countLines(buffer, pos, buffer.length)
    // Keep the unfinished element (from its '<player>') for the next chunk.
    const open = buffer.indexOf('<player>', pos)
    // ... or a tag cut in half at the end of the chunk.
    const rest = open >= 0 ? open : Math.max(pos, buffer.lastIndexOf('<'))
    buffer = rest < buffer.length ? buffer.slice(rest) : ''
    line -= countLines(buffer, 0, buffer.length)
    if (final && !sawRoot && records === 0) {
      const e = { code: 'rating-list/missing-header' as const, line: 1, column: 1, text: '' }
      errors.add(e)
      batchErrors.push(e)
    }
    return { players, errors: batchErrors }
  }

  return {
    push: (chunk) => {
      buffer += chunk
      return take(false)
    },
    finish: () => take(true),
    summary: () => ({
      records,
      imported,
      filteredOut,
      errorCount: errors.count,
      errors: errors.kept,
      fatal: !sawRoot && records === 0,
    }),
  }
}
