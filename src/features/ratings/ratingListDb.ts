/**
 * Reads of the stored rating lists and the rating sources of registry players. The lists are
 * written by the rating-list worker; this module only reads them, except for copying list values
 * into the registry (`applyFideListToRegistry`).
 */
import type { AlfilDb } from '../../db/db.ts'
import { runCommand, type CommandResult } from '../../db/commands/command.ts'
import type { PlayerRow } from '../../db/schema.ts'
import { FIDE_TITLES, type FideTitle } from '../../domain/federation/index.ts'
import { sortTitles } from '../../domain/norms/index.ts'
import {
  foldName,
  nameBlockOf,
  prefixMatches,
  unpackFedaRecords,
  unpackFideLine,
  type FedaBlock,
  type FedaListRow,
  type IdBlock,
  type NameBlock,
  type FideListRow,
  type IsoDate,
  type RatingSource,
} from '../../domain/ratings/index.ts'
import {
  listTables,
  type RatingListKind,
  type RatingListState,
} from '../../workers/ratingListClient.ts'

/** The state of a list, or an empty one before the first import. */
export async function readListState(db: AlfilDb, list: RatingListKind): Promise<RatingListState> {
  const row = await db.table<RatingListState, string>('ratingLists').get(list)
  return (
    row ?? {
      list,
      table: null,
      listDate: null,
      count: 0,
      federations: null,
      fileName: null,
      importedAt: null,
      summary: null,
    }
  )
}

const SEARCH_LIMIT = 50

/** The FIDE list tables of the slot in use (name blocks, id blocks), or null before any import. */
function fideTables(db: AlfilDb, state: RatingListState) {
  if (!state.table || state.list !== 'fide') return null
  const [names, ids] = listTables('fide', state.table) as [string, string]
  return { names: db.table<NameBlock, number>(names), ids: db.table<IdBlock, number>(ids) }
}

/** Rows of the FIDE list in use with these ids (missing ids are left out); blocks are read once each. */
export async function getFideRows(
  db: AlfilDb,
  state: RatingListState,
  fideIds: readonly number[],
): Promise<Map<number, FideListRow>> {
  const found = new Map<number, FideListRow>()
  const t = fideTables(db, state)
  if (!t || !state.listDate) return found
  const idBlocks = new Map<number, IdBlock | undefined>()
  const nameBlocks = new Map<number, Map<number, string>>()
  for (const id of fideIds) {
    const idBlock = await t.ids.where('first').belowOrEqual(id).last()
    if (!idBlock) continue
    idBlocks.set(idBlock.block, idBlock)
    const nb = nameBlockOf(idBlock, id)
    if (nb === null) continue
    let lines = nameBlocks.get(nb)
    if (!lines) {
      const block = await t.names.get(nb)
      lines = new Map(
        (block?.data.split('\n') ?? []).map((l) => [Number(l.slice(0, l.indexOf('\t'))), l]),
      )
      nameBlocks.set(nb, lines)
    }
    const line = lines.get(id)
    if (line) found.set(id, unpackFideLine(line, state.listDate))
  }
  return found
}

/** What a list search found: the first rows, and how many match in all. */
export interface ListSearchResult<T> {
  readonly rows: T[]
  /** Matches in all (counted up to `COUNT_LIMIT`). */
  readonly total: number
  /** True when counting stopped at `COUNT_LIMIT`: there are at least `total`. */
  readonly atLeast: boolean
}

/** Matches counted beyond the rows shown, so the screen can say how many more there are. */
export const COUNT_LIMIT = 5000

const found = <T>(rows: T[], total = rows.length, atLeast = false): ListSearchResult<T> => ({
  rows,
  total,
  atLeast,
})

/**
 * Name prefixes a query stands for: as typed ("garcia, ana") and, for "Given Surname" typed
 * without a comma, the list's "Surname, Given" order ("ana garcia" -> "garcia, ana").
 */
export function namePrefixes(query: string): string[] {
  const q = foldName(query)
  if (q === '' || q.includes(',')) return q === '' ? [] : [q]
  const words = q.split(' ')
  const out = [q]
  for (let k = 1; k < words.length; k++)
    out.push(`${words.slice(k).join(' ')}, ${words.slice(0, k).join(' ')}`)
  return out
}

/** Rows of the FIDE list whose folded name starts with `prefix`, counted up to COUNT_LIMIT. */
async function fidePrefix(
  t: NonNullable<ReturnType<typeof fideTables>>,
  prefix: string,
  listDate: IsoDate,
): Promise<ListSearchResult<FideListRow>> {
  // Matches start in the last block whose first name sorts before the prefix.
  const start = (await t.names.where('first').below(prefix).last())?.block ?? 0
  const rows: FideListRow[] = []
  let total = 0
  for (let b = start; total < COUNT_LIMIT; b++) {
    const block = await t.names.get(b)
    if (!block) break
    const r = prefixMatches([block], prefix, listDate, COUNT_LIMIT - total)
    total += r.rows.length
    rows.push(...r.rows.slice(0, Math.max(0, SEARCH_LIMIT - rows.length)))
    if (r.done && total < COUNT_LIMIT) return found(rows, total)
  }
  return found(rows, total, total >= COUNT_LIMIT)
}

/**
 * Players of the FIDE list in use: by FIDE id when the query is a number, else by name prefix,
 * surname first or given name first; the first 50 rows and how many match in all.
 */
export async function searchFideList(
  db: AlfilDb,
  state: RatingListState,
  query: string,
): Promise<ListSearchResult<FideListRow>> {
  const t = fideTables(db, state)
  if (!t || !state.listDate) return found([])
  const q = query.trim()
  if (/^\d+$/.test(q)) {
    const row = (await getFideRows(db, state, [Number(q)])).get(Number(q))
    return found(row ? [row] : [])
  }
  const parts = await Promise.all(
    namePrefixes(q).map((p) => fidePrefix(t, p, state.listDate as IsoDate)),
  )
  const seen = new Set<number>()
  const rows = parts.flatMap((r) => r.rows).filter((r) => !seen.has(r.fideId) && seen.add(r.fideId))
  const total = parts.reduce((n, r) => n + r.total, 0)
  return found(
    rows.slice(0, SEARCH_LIMIT),
    total,
    parts.some((r) => r.atLeast),
  )
}

const fedaCache = new Map<string, FedaListRow[]>()

/** Every row of the FEDA list in use, read once per import (blocks or, from older imports, rows). */
export async function fedaRows(db: AlfilDb, state: RatingListState): Promise<FedaListRow[]> {
  if (!state.table || state.list !== 'feda' || !state.listDate) return []
  const table = listTables('feda', state.table)[0] as string
  const key = `${db.name}:${table}:${state.importedAt ?? ''}:${state.count}`
  const cached = fedaCache.get(key)
  if (cached) return cached
  const records = await db.table<FedaBlock | FedaListRow, string>(table).toArray()
  const rows = unpackFedaRecords(records, state.listDate as IsoDate)
  fedaCache.clear()
  fedaCache.set(key, rows)
  return rows
}

/** True when every word of the query starts a word of the name ("ana" finds "García, Ana"). */
function wordsMatch(searchName: string, words: readonly string[]): boolean {
  const nameWords = searchName.split(/[ ,]+/)
  return words.every((w) => nameWords.some((n) => n.startsWith(w)))
}

/**
 * Players of the FEDA list in use: by FEDA or FIDE id when the query is a number, else by name:
 * every word typed starts a word of the name, so a given name finds the player too.
 */
export async function searchFedaList(
  db: AlfilDb,
  state: RatingListState,
  query: string,
): Promise<ListSearchResult<FedaListRow>> {
  const all = await fedaRows(db, state)
  const q = query.trim()
  if (/^\d+$/.test(q)) {
    const n = Number(q)
    return found(all.filter((r) => r.key === q || r.fideId === n))
  }
  const folded = foldName(q)
  if (folded === '') return found([])
  const words = folded.split(/[ ,]+/).filter(Boolean)
  const matches = all.filter(
    (r) => r.searchName.startsWith(folded) || wordsMatch(r.searchName, words),
  )
  return found(matches.slice(0, SEARCH_LIMIT), matches.length)
}

/** A registry value with the source it was taken from, kept to tell list values from hand edits. */
export interface SourcedValue {
  readonly value: number | string | null
  readonly source: RatingSource
}

/** Where each rating of a registry player came from. */
export interface RatingSourcesRow {
  readonly playerId: string
  readonly standard?: SourcedValue
  readonly rapid?: SourcedValue
  readonly blitz?: SourcedValue
  readonly feda?: SourcedValue
  readonly title?: SourcedValue
  readonly federation?: SourcedValue
  /** The birth year the FIDE list gives (the registry keeps full dates only). */
  readonly listBirthYear?: SourcedValue
}

export type SourcedField = 'standard' | 'rapid' | 'blitz' | 'feda' | 'title' | 'federation'

const PLAYER_FIELD: Readonly<Record<SourcedField, keyof PlayerRow>> = {
  standard: 'ratingStandard',
  rapid: 'ratingRapid',
  blitz: 'ratingBlitz',
  feda: 'ratingFeda',
  title: 'title',
  federation: 'federation',
}

/**
 * The source of a registry value: the list it came from while the value is unchanged; entered by
 * hand once it differs from what the list gave (no silent fall-back from one list to another).
 */
export function sourceOf(
  player: PlayerRow,
  sources: RatingSourcesRow | undefined,
  field: SourcedField,
): RatingSource | null {
  const value = player[PLAYER_FIELD[field]] as number | string | null
  if (value === null) return null
  const recorded = sources?.[field]
  if (recorded && recorded.value === value) return recorded.source
  return { kind: 'manual', enteredOn: null }
}

/**
 * The list's open and women's titles, highest first (IM over WGM, WGM over FM): the registry
 * keeps both and shows the highest. @see TRF16 001
 */
function asTitles(list: FideListRow): FideTitle[] {
  return sortTitles([list.title, list.womanTitle]).filter((t): t is FideTitle =>
    (FIDE_TITLES as readonly string[]).includes(t),
  )
}

/** The tables a list applied to the registry writes: the players, their sources, the audit. */
const LIST_APPLY_TABLES = ['players', 'ratingSources', 'auditLog'] as const

/**
 * The number of players a list changed; a storage failure rolls the whole list back and is
 * thrown, as the screens' import panels expect.
 */
function countOf(written: CommandResult<number>): number {
  if (written.ok) return written.value
  throw new Error(`rating list not applied: ${written.error.map((e) => e.code).join(', ')}`)
}

/**
 * Copies ratings, title and federation of the FIDE list in use into registry players with a FIDE
 * id found in it, recording the list date as their source. Returns how many players changed.
 */
export async function applyFideListToRegistry(
  db: AlfilDb,
  state: RatingListState,
  now: Date,
): Promise<number> {
  if (!state.table || !state.listDate) return 0
  const source: RatingSource = { kind: 'fide-list', listDate: state.listDate as IsoDate }
  const sources = db.table<RatingSourcesRow, string>('ratingSources')
  const withId = (await db.players.toArray()).filter((p) => p.fideId !== null)
  const found = await getFideRows(
    db,
    state,
    withId.map((p) => p.fideId as number),
  )
  const written = await runCommand({ db, now: () => now }, LIST_APPLY_TABLES, async (w) => {
    const players = withId
    const rows = players.map((p) => found.get(p.fideId as number))
    let changed = 0
    for (let i = 0; i < players.length; i++) {
      const p = players[i] as PlayerRow
      const row = rows[i]
      if (!row) continue
      const titles = asTitles(row)
      const title = titles[0] ?? null
      const old = await sources.get(p.id)
      await db.players.update(p.id, {
        ratingStandard: row.standard,
        ratingRapid: row.rapid,
        ratingBlitz: row.blitz,
        title,
        // Dexie's update removes a key given as undefined: one title leaves no list.
        titles: titles.length > 1 ? titles : undefined,
        federation: row.federation,
        updatedAt: w.at,
      })
      await sources.put({
        ...old,
        playerId: p.id,
        standard: { value: row.standard, source },
        rapid: { value: row.rapid, source },
        blitz: { value: row.blitz, source },
        title: { value: title, source },
        federation: { value: row.federation, source },
        listBirthYear: { value: row.birthYear, source },
      })
      changed++
    }
    await w.audit({
      action: 'rating-list/apply',
      entity: 'ratingList',
      entityId: 'fide',
      detail: `FIDE ${state.listDate}: ${changed}`,
    })
    return changed
  })
  return countOf(written)
}

/**
 * Copies the FEDA rating of the FEDA list in use into registry players found in it by FEDA id
 * (else by FIDE id), recording the list date as the source. Returns how many players changed.
 */
export async function applyFedaListToRegistry(
  db: AlfilDb,
  state: RatingListState,
  now: Date,
): Promise<number> {
  if (!state.table || !state.listDate) return 0
  const source: RatingSource = { kind: 'feda-list', listDate: state.listDate as IsoDate }
  const all = await fedaRows(db, state)
  const byKey = new Map(all.map((r) => [r.key, r]))
  const byFide = new Map<number, FedaListRow>()
  for (const r of all) if (r.fideId !== null && !byFide.has(r.fideId)) byFide.set(r.fideId, r)
  const sources = db.table<RatingSourcesRow, string>('ratingSources')
  const written = await runCommand({ db, now: () => now }, LIST_APPLY_TABLES, async (w) => {
    let changed = 0
    for (const p of await db.players.toArray()) {
      const row =
        (p.fedaId !== null ? byKey.get(String(p.fedaId)) : undefined) ??
        (p.fideId !== null ? byFide.get(p.fideId) : undefined)
      if (!row) continue
      await db.players.update(p.id, { ratingFeda: row.rating, updatedAt: w.at })
      const old = await sources.get(p.id)
      await sources.put({ ...old, playerId: p.id, feda: { value: row.rating, source } })
      changed++
    }
    await w.audit({
      action: 'rating-list/apply',
      entity: 'ratingList',
      entityId: 'feda',
      detail: `FEDA ${state.listDate}: ${changed}`,
    })
    return changed
  })
  return countOf(written)
}
