/**
 * Reads of the stored rating lists and the rating sources of registry players. The lists are
 * written by the rating-list worker; this module only reads them, except for copying list values
 * into the registry (`applyFideListToRegistry`).
 */
import type { AlfilDb } from '../../db/db.ts'
import type { PlayerRow } from '../../db/schema.ts'
import { FIDE_TITLES, type FideTitle } from '../../domain/federation/index.ts'
import { highestTitle } from '../../domain/norms/index.ts'
import {
  foldName,
  nameBlockOf,
  prefixMatches,
  unpackFideLine,
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

/** Players of the FIDE list in use: by FIDE id when the query is a number, else by name prefix. */
export async function searchFideList(
  db: AlfilDb,
  state: RatingListState,
  query: string,
): Promise<FideListRow[]> {
  const t = fideTables(db, state)
  if (!t || !state.listDate) return []
  const q = query.trim()
  if (/^\d+$/.test(q)) {
    const row = (await getFideRows(db, state, [Number(q)])).get(Number(q))
    return row ? [row] : []
  }
  const prefix = foldName(q)
  if (prefix === '') return []
  // Matches start in the last block whose first name sorts before the prefix.
  const start = (await t.names.where('first').below(prefix).last())?.block ?? 0
  const rows: FideListRow[] = []
  for (let b = start; rows.length < SEARCH_LIMIT; b++) {
    const block = await t.names.get(b)
    if (!block) break
    const r = prefixMatches([block], prefix, state.listDate, SEARCH_LIMIT - rows.length)
    rows.push(...r.rows)
    if (r.done) break
  }
  return rows
}

/** Players of the FEDA list in use: by FEDA or FIDE id when the query is a number, else by name prefix. */
export async function searchFedaList(
  db: AlfilDb,
  state: RatingListState,
  query: string,
): Promise<FedaListRow[]> {
  if (!state.table || state.list !== 'feda') return []
  const table = db.table<FedaListRow, string>(listTables('feda', state.table)[0] as string)
  const q = query.trim()
  if (/^\d+$/.test(q)) {
    const [byKey, byFide] = await Promise.all([
      table.get(q),
      table.where('fideId').equals(Number(q)).toArray(),
    ])
    return byKey ? [byKey, ...byFide.filter((r) => r.key !== byKey.key)] : byFide
  }
  const folded = foldName(q)
  if (folded === '') return []
  return table.where('searchName').startsWith(folded).limit(SEARCH_LIMIT).toArray()
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

/** The highest of the list's open and women's titles (IM over WGM, WGM over FM). @see TRF16 001 */
function asTitle(list: FideListRow): FideTitle | null {
  const t = highestTitle([list.title, list.womanTitle]) || null
  return t !== null && (FIDE_TITLES as readonly string[]).includes(t) ? (t as FideTitle) : null
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
  return db.transaction('rw', [db.players, sources, db.auditLog], async () => {
    const players = withId
    const rows = players.map((p) => found.get(p.fideId as number))
    let changed = 0
    for (let i = 0; i < players.length; i++) {
      const p = players[i] as PlayerRow
      const row = rows[i]
      if (!row) continue
      const title = asTitle(row)
      const old = await sources.get(p.id)
      await db.players.update(p.id, {
        ratingStandard: row.standard,
        ratingRapid: row.rapid,
        ratingBlitz: row.blitz,
        title,
        federation: row.federation,
        updatedAt: now.toISOString(),
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
    await db.auditLog.add({
      at: now.toISOString(),
      action: 'rating-list/apply',
      entity: 'ratingList',
      entityId: 'fide',
      tournamentId: null,
      detail: `FIDE ${state.listDate}: ${changed}`,
    })
    return changed
  })
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
  const list = db.table<FedaListRow, string>(listTables('feda', state.table)[0] as string)
  const sources = db.table<RatingSourcesRow, string>('ratingSources')
  return db.transaction('rw', [db.players, list, sources, db.auditLog], async () => {
    let changed = 0
    for (const p of await db.players.toArray()) {
      const row =
        (p.fedaId !== null ? await list.get(String(p.fedaId)) : undefined) ??
        (p.fideId !== null ? await list.where('fideId').equals(p.fideId).first() : undefined)
      if (!row) continue
      await db.players.update(p.id, { ratingFeda: row.rating, updatedAt: now.toISOString() })
      const old = await sources.get(p.id)
      await sources.put({ ...old, playerId: p.id, feda: { value: row.rating, source } })
      changed++
    }
    await db.auditLog.add({
      at: now.toISOString(),
      action: 'rating-list/apply',
      entity: 'ratingList',
      entityId: 'feda',
      tournamentId: null,
      detail: `FEDA ${state.listDate}: ${changed}`,
    })
    return changed
  })
}
