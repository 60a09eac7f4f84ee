import { err, ok, type Result } from '../core/index.ts'
import { decodeField } from './fieldCodecs.ts'
import {
  LAYOUT_BY_CODE,
  LAYOUT_BY_KIND,
  type FieldSpec,
  type RecordLayout,
  type RepeatSpec,
} from './trfColumns.ts'
import { TRF_TEXT_HEADERS, type TrfDocument, type TrfError, type TrfRecord } from './types.ts'

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

/**
 * Reads a TRF-16 / TRF-2026 file into its records. Never throws: every problem comes back
 * with its code, 1-based line and column.
 * @see FIDE TRF-16 and TRF-2026 (fide-facts section 3)
 */
export function parseTrf(text: string): Result<TrfDocument, TrfError[]> {
  const errors: TrfError[] = []
  const records: TrfRecord[] = []
  const seen = new Map<number, number>()
  const lines = text.split(/\r\n|\r|\n/)
  lines.forEach((raw, i) => {
    const line = raw.replace(/\s+$/, '')
    if (line === '') return
    const ctx: LineContext = { text: line, line: i + 1, errors }
    const record = readRecord(ctx)
    if (record.kind === 'player' && typeof record.startNo === 'number') {
      const previous = seen.get(record.startNo)
      if (previous !== undefined) {
        errors.push({
          code: 'trf/duplicate-start-number',
          line: i + 1,
          column: 5,
          message: `start number ${record.startNo} already used on line ${previous}`,
        })
      } else seen.set(record.startNo, i + 1)
    }
    records.push(record)
  })
  if (records.length === 0 && errors.length === 0) {
    errors.push({ code: 'trf/empty', line: 1, column: 1, message: 'the file holds no records' })
  }
  return errors.length > 0 ? err(errors) : ok({ records })
}
