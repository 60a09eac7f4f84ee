import { err, ok, type Result } from '../core/index.ts'
import { decodeField } from './fieldCodecs.ts'
import {
  LAYOUT_BY_CODE,
  LAYOUT_BY_KIND,
  type FieldSpec,
  type RecordLayout,
  type RepeatSpec,
} from './trfColumns.ts'
import {
  TRF_MAX_LINE,
  TRF_MAX_LISTED,
  TRF_TEXT_HEADERS,
  type TrfDocument,
  type TrfError,
  type TrfRecord,
} from './types.ts'

interface LineContext {
  readonly text: string
  readonly line: number
  readonly errors: TrfError[]
}

function readField(ctx: LineContext, field: FieldSpec, base: number): unknown {
  const start = base + field.from - 1
  const raw = ctx.text.slice(start, Number.isFinite(field.to) ? base + field.to : undefined)
  const decoded = decodeField(field.kind, raw)
  if (decoded.ok) {
    if (field.required && decoded.value === null) {
      ctx.errors.push({
        code: 'trf/missing-start-number',
        line: ctx.line,
        column: start + 1,
        message: `${field.key} is required`,
      })
    }
    return decoded.value
  }
  const column = start + decoded.offset + 1
  ctx.errors.push({
    code: decoded.code,
    line: ctx.line,
    column,
    message: `bad ${field.key}: "${raw.trim()}"`,
  })
  return null
}

function readFields(
  ctx: LineContext,
  fields: readonly FieldSpec[],
  base: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const f of fields) out[f.key] = readField(ctx, f, base)
  return out
}

function readRepeat(ctx: LineContext, spec: RepeatSpec): unknown[] {
  const cells: unknown[] = []
  let lastFilled = 0
  for (let start = spec.from; start <= ctx.text.length; start += spec.width) {
    const raw = ctx.text.slice(start - 1, start - 1 + spec.width)
    const values = readFields(ctx, spec.fields, start)
    const first = spec.fields[0]
    cells.push(spec.single && first ? values[first.key] : values)
    if (raw.trim() !== '') lastFilled = cells.length
  }
  // Trailing blank blocks are padding, not data (e.g. rounds not yet played).
  return cells.slice(0, lastFilled)
}

function readTokens(ctx: LineContext, layout: RecordLayout): unknown[] {
  const spec = layout.tokens
  if (!spec) return []
  const values: unknown[] = []
  const re = /\S+/g
  const body = ctx.text.slice(3)
  for (let m = re.exec(body); m !== null; m = re.exec(body)) {
    const field: FieldSpec = {
      key: spec.key,
      from: m.index + 4,
      to: m.index + 3 + m[0].length,
      kind: spec.kind,
    }
    values.push(readField(ctx, field, 0))
  }
  return values
}

function layoutFor(code: string): { layout: RecordLayout; extra: Record<string, unknown> } | null {
  const fixed = LAYOUT_BY_CODE.get(code)
  if (fixed) return { layout: fixed, extra: {} }
  const header = LAYOUT_BY_KIND.get('header')
  if (header && (TRF_TEXT_HEADERS as readonly string[]).includes(code))
    return { layout: header, extra: { code } }
  const national = LAYOUT_BY_KIND.get('national')
  if (national && /^[A-Z]{3}$/.test(code) && !code.startsWith('XX'))
    return { layout: national, extra: { code } }
  return null
}

function readRecord(ctx: LineContext): TrfRecord {
  const code = ctx.text.slice(0, 3)
  if (code === '###') return { kind: 'comment', text: ctx.text.slice(3) }
  const found = layoutFor(code)
  if (!found) return { kind: 'other', code, text: ctx.text.slice(3) }
  const { layout, extra } = found
  const record: Record<string, unknown> = {
    kind: layout.kind,
    ...extra,
    ...readFields(ctx, layout.fields, 0),
  }
  if (layout.repeat) record[layout.repeat.key] = readRepeat(ctx, layout.repeat)
  if (layout.tokens) record[layout.tokens.key] = readTokens(ctx, layout)
  return record as unknown as TrfRecord
}

/** Keeps the first `TRF_MAX_LISTED` problems and counts the rest; `done()` adds "and N more". */
export class ProblemList<P extends { readonly line: number }> {
  readonly listed: P[] = []
  private more = 0
  private firstMoreLine = 0
  push(...problems: P[]): number {
    for (const p of problems) {
      if (this.listed.length < TRF_MAX_LISTED) this.listed.push(p)
      else if (this.more++ === 0) this.firstMoreLine = p.line
    }
    return this.listed.length
  }
  get size(): number {
    return this.listed.length + this.more
  }
  /** The listed problems, then one `more` entry for those beyond the limit. */
  done(more: (count: number, line: number) => P): P[] {
    return this.more === 0 ? this.listed : [...this.listed, more(this.more, this.firstMoreLine)]
  }
}

/** The "and N more" entry of a long list of syntax errors. */
export const moreErrors = (count: number, line: number): TrfError => ({
  code: 'trf/more-errors',
  line,
  column: 1,
  message: `and ${count} more`,
  params: { count },
})

/**
 * Reads a TRF-16 / TRF-2026 file into its records, with the file line of each. Never throws:
 * every problem comes back with its code, 1-based line and column; after the first 100 the rest
 * are counted (`trf/more-errors`), and a line longer than any TRF record is refused whole, so a
 * damaged file costs bounded time and memory per line.
 * @see FIDE TRF-16 and TRF-2026 (fide-facts section 3)
 */
export function parseTrf(text: string): Result<TrfDocument, TrfError[]> {
  const problems = new ProblemList<TrfError>()
  const records: TrfRecord[] = []
  const lines: number[] = []
  const seen = new Map<number, number>()
  const breaks = /\r\n|\r|\n/g
  let start = 0
  for (let n = 1; start <= text.length; n++) {
    const m = breaks.exec(text)
    const end = m ? m.index : text.length
    const length = end - start
    if (length > TRF_MAX_LINE) {
      problems.push({
        code: 'trf/line-too-long',
        line: n,
        column: TRF_MAX_LINE + 1,
        message: `line of ${length} characters (at most ${TRF_MAX_LINE})`,
      })
    } else readLine(text.slice(start, end).replace(/\s+$/, ''), n)
    if (!m) break
    start = breaks.lastIndex
  }
  function readLine(line: string, n: number) {
    if (line === '') return
    const errors: TrfError[] = []
    const record = readRecord({ text: line, line: n, errors })
    if (record.kind === 'player' && typeof record.startNo === 'number') {
      const previous = seen.get(record.startNo)
      if (previous !== undefined) {
        errors.push({
          code: 'trf/duplicate-start-number',
          line: n,
          column: 5,
          message: `start number ${record.startNo} already used on line ${previous}`,
        })
      } else seen.set(record.startNo, n)
    }
    problems.push(...errors)
    records.push(record)
    lines.push(n)
  }
  if (records.length === 0 && problems.size === 0) {
    problems.push({ code: 'trf/empty', line: 1, column: 1, message: 'the file holds no records' })
  }
  return problems.size > 0 ? err(problems.done(moreErrors)) : ok({ records, lines })
}
