import { encodeField } from './fieldCodecs.ts'
import { LAYOUT_BY_KIND, type FieldSpec, type RecordLayout } from './trfColumns.ts'
import type { TrfDocument, TrfRecord } from './types.ts'

/** A growable line of characters addressed by 1-based columns. */
class LineBuffer {
  private chars: string[] = []
  put(column: number, text: string): void {
    while (this.chars.length < column - 1) this.chars.push(' ')
    for (let i = 0; i < text.length; i++) this.chars[column - 1 + i] = text[i] ?? ' '
  }
  toString(): string {
    return this.chars.join('').replace(/\s+$/, '')
  }
}

function putFields(
  buf: LineBuffer,
  fields: readonly FieldSpec[],
  values: Record<string, unknown>,
  base: number,
): void {
  for (const f of fields) {
    const width = Number.isFinite(f.to) ? f.to - f.from + 1 : Number.POSITIVE_INFINITY
    buf.put(base + f.from, encodeField(f.kind, values[f.key], width))
  }
}

function writeRecord(record: TrfRecord): string {
  if (record.kind === 'comment') return `###${record.text}`
  if (record.kind === 'other') return `${record.code}${record.text}`
  const layout = LAYOUT_BY_KIND.get(record.kind) as RecordLayout
  const values = record as unknown as Record<string, unknown>
  const buf = new LineBuffer()
  buf.put(1, layout.code ?? String(values.code))
  putFields(buf, layout.fields, values, 0)
  const repeat = layout.repeat
  if (repeat) {
    const cells = (values[repeat.key] ?? []) as unknown[]
    const first = repeat.fields[0]
    cells.forEach((cell, i) => {
      const cellValues =
        repeat.single && first ? { [first.key]: cell } : (cell as Record<string, unknown>)
      putFields(buf, repeat.fields, cellValues, repeat.from + i * repeat.width)
    })
  }
  const tokens = layout.tokens
  if (tokens) {
    const items = (values[tokens.key] ?? []) as unknown[]
    items.forEach((v, i) => buf.put(5 + i * 5, encodeField(tokens.kind, v, 4)))
  }
  return buf.toString()
}

/**
 * Writes a TRF document with the same column table `parseTrf` reads, one record per line
 * (LF endings), so that `parseTrf(writeTrf(doc))` gives `doc` back.
 * @see FIDE TRF-16 and TRF-2026 (fide-facts section 3)
 */
export function writeTrf(doc: TrfDocument): string {
  return doc.records.map(writeRecord).join('\n') + '\n'
}
