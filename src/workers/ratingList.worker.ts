/// <reference lib="webworker" />
/**
 * Parses a rating list file (zipped or not) in chunks and stores it in the idle slot of the list;
 * only a finished import switches the list in use, so cancelling keeps the previous list.
 */
import { Unzip, UnzipInflate } from 'fflate'
import { createAlfilDb, DB_NAME, type AlfilDb } from '../db/db.ts'
import {
  buildBlocks,
  buildFedaBlocks,
  createFedaParser,
  packedFedaPlayer,
  type PackedFedaRow,
  createFideTxtParser,
  createFideXmlParser,
  type FedaListPlayer,
  packFideRow,
  type ListParser,
  type ListSummary,
  type PackedEntry,
} from '../domain/ratings/index.ts'
import {
  listTables,
  type ImportEvent,
  type ImportRequest,
  type ListSlot,
  type RatingListState,
} from './ratingListClient.ts'

const scope = self as unknown as DedicatedWorkerGlobalScope
let cancelled = false
const post = (e: ImportEvent): void => scope.postMessage(e)

/** UTF-8 unless the bytes say otherwise; older lists are Windows-1252. */
function createDecoder(): (bytes: Uint8Array, last: boolean) => string {
  let utf8: TextDecoder | null = new TextDecoder('utf-8', { fatal: true })
  const latin = new TextDecoder('windows-1252')
  return (bytes, last) => {
    if (utf8) {
      try {
        return utf8.decode(bytes, { stream: !last })
      } catch {
        utf8 = null
      }
    }
    return latin.decode(bytes, { stream: !last })
  }
}

type Format = 'fide-txt' | 'fide-xml' | 'feda-csv'

function formatOf(name: string, request: ImportRequest): Format {
  if (request.format !== 'auto') return request.format
  if (request.list === 'feda') return 'feda-csv'
  return /\.xml$/i.test(name) ? 'fide-xml' : 'fide-txt'
}

/** A parser feeding one of two sinks: packed FIDE entries (sorted at the end) or FEDA rows (written as they come). */
interface Sink {
  push(text: string): Promise<void>
  finish(): Promise<ListSummary>
  summary(): ListSummary
}

function fideSink(format: Format, r: ImportRequest): Sink & { entries: PackedEntry[] } {
  const federations = r.federations ? new Set(r.federations) : null
  const parser =
    format === 'fide-xml'
      ? createFideXmlParser({ federations })
      : createFideTxtParser({ federations })
  const entries: PackedEntry[] = []
  return {
    entries,
    push: async (text) => {
      for (const p of parser.push(text).players) entries.push(packFideRow(p))
    },
    finish: async () => {
      for (const p of parser.finish().players) entries.push(packFideRow(p))
      return parser.summary()
    },
    summary: () => parser.summary(),
  }
}

function fedaSink(r: ImportRequest, db: AlfilDb, table: string): Sink {
  const parser: ListParser<FedaListPlayer> = createFedaParser({
    mapping: r.fedaMapping ?? {},
    federations: r.federations ? new Set(r.federations) : null,
  })
  // Packed lines kept until the end, then written as a few hundred blocks (as the FIDE list).
  const rows: PackedFedaRow[] = []
  const add = (p: FedaListPlayer) => rows.push(packedFedaPlayer(p))
  return {
    push: async (text) => {
      for (const p of parser.push(text).players) add(p)
    },
    finish: async () => {
      for (const p of parser.finish().players) add(p)
      const blocks = buildFedaBlocks(rows)
      for (let i = 0; i < blocks.length; i += 50)
        await db.table(table).bulkPut(blocks.slice(i, i + 50))
      return parser.summary()
    },
    summary: () => parser.summary(),
  }
}

/** Streams the file's text (unzipping the first list entry of a zip) into `feed`. */
async function readText(
  r: ImportRequest,
  feed: (text: string, name: string) => Promise<void>,
  progress: (bytes: number) => void,
) {
  const reader = r.file.stream().getReader()
  const decode = createDecoder()
  let zip: Unzip | null = null
  let pieces: { text: string; name: string }[] = []
  let entryChosen = false
  let bytesRead = 0
  for (let first = true; ; first = false) {
    if (cancelled) return
    const { value, done } = await reader.read()
    if (value) bytesRead += value.length
    if (
      first &&
      value &&
      value[0] === 0x50 &&
      value[1] === 0x4b &&
      value[2] === 0x03 &&
      value[3] === 0x04
    ) {
      zip = new Unzip((entry) => {
        if (!/\.(txt|xml|csv|tsv)$/i.test(entry.name) || entryChosen) return
        entryChosen = true
        const entryDecode = createDecoder()
        entry.ondata = (error, data, final) => {
          if (error) throw error
          pieces.push({ text: entryDecode(data, final), name: entry.name })
        }
        entry.start()
      })
      zip.register(UnzipInflate)
    }
    if (zip) {
      zip.push(value ?? new Uint8Array(0), done)
      const ready = pieces
      pieces = []
      for (const piece of ready) await feed(piece.text, piece.name)
    } else {
      await feed(decode(value ?? new Uint8Array(0), done), r.fileName)
    }
    progress(bytesRead)
    if (done) return
  }
}

async function writeFideBlocks(
  db: AlfilDb,
  entries: PackedEntry[],
  tables: readonly string[],
): Promise<void> {
  const { names, ids } = buildBlocks(entries)
  const [namesTable, idsTable] = tables as [string, string]
  for (let i = 0; i < names.length; i += 200)
    await db.table(namesTable).bulkPut(names.slice(i, i + 200))
  await db.table(idsTable).bulkPut(ids)
}

async function run(r: ImportRequest): Promise<void> {
  const started = performance.now()
  const db = createAlfilDb(r.dbName ?? DB_NAME)
  const state = (await db.table<RatingListState, string>('ratingLists').get(r.list)) ?? null
  const slot: ListSlot = state?.table === 'A' ? 'B' : 'A'
  const tables = listTables(r.list, slot)
  const clear = () => Promise.all(tables.map((t) => db.table(t).clear()))
  await clear()

  let sink: (Sink & { entries?: PackedEntry[] }) | null = null
  let lastPost = 0
  await readText(
    r,
    async (text, name) => {
      sink ??=
        r.list === 'fide' ? fideSink(formatOf(name, r), r) : fedaSink(r, db, tables[0] as string)
      await sink.push(text)
    },
    (bytesRead) => {
      const now = performance.now()
      if (now - lastPost < 150 || !sink) return
      lastPost = now
      const s = sink.summary()
      post({
        type: 'progress',
        bytesRead,
        totalBytes: r.file.size,
        records: s.records,
        imported: s.imported,
      })
    },
  )
  const active = sink as (Sink & { entries?: PackedEntry[] }) | null
  if (cancelled) {
    if (active) await active.finish().catch(() => undefined)
    await clear()
    post({ type: 'cancelled' })
    return
  }
  if (active === null)
    return post({ type: 'failed', code: 'rating-list/no-list-in-file', summary: null })
  const summary = await active.finish()
  if (summary.fatal) {
    await clear()
    return post({ type: 'failed', code: 'rating-list/missing-header', summary })
  }
  if (active.entries) await writeFideBlocks(db, active.entries, tables)
  const next: RatingListState = {
    list: r.list,
    table: slot,
    listDate: r.listDate,
    count: summary.imported,
    federations: r.federations,
    fileName: r.fileName,
    importedAt: new Date().toISOString(),
    summary,
  }
  await db.table('ratingLists').put(next)
  post({ type: 'done', state: next, millis: performance.now() - started })
  // The new list is in use: free the previous one after telling the screen, not before.
  if (state?.table && state.table !== slot)
    await Promise.all(listTables(r.list, state.table).map((t) => db.table(t).clear()))
  db.close()
  post({ type: 'released' })
}

scope.onmessage = (m: MessageEvent<ImportRequest | { type: 'cancel' }>) => {
  if (m.data.type === 'cancel') {
    cancelled = true
    return
  }
  run(m.data).catch((e: unknown) => {
    post({ type: 'failed', code: 'rating-list/storage-failed', summary: null })
    console.error(e)
  })
}
