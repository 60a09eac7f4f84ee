import { useDeferredValue, useEffect, useMemo, useRef } from 'react'
import { listName, searchPlayers } from '../../domain/federation/index.ts'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/db.ts'
import type { ClubRow, PlayerRow, SeasonRow } from '../../db/schema.ts'
import { formatNumber, useLocale, sortLabelWith, useT, type TFunction } from '../../i18n/index.ts'
import { NEW_RECORD, useRegistryStore } from '../../state/registryStore.ts'
import { DataTable, type DataColumn } from '../../ui/DataTable.tsx'
import { PlayerForm } from './PlayerForm.tsx'
import { PlayerLicences } from './PlayerLicences.tsx'
import { RegistryImport } from './RegistryImport.tsx'
import { FedaLicences } from './FedaLicences.tsx'
import { sourceOf, type RatingSourcesRow, type SourcedField } from '../ratings/ratingListDb.ts'
import { sourceText } from '../ratings/sourceText.ts'

const NO_PLAYERS: readonly PlayerRow[] = []
const NO_CLUBS: readonly ClubRow[] = []
const NO_SEASONS: readonly SeasonRow[] = []

type SourceLookup = (p: PlayerRow, field: SourcedField) => string

/** A rating with where it came from beside it (FIDE list of a date, FEDA list, by hand). */
function sourcedColumn(
  id: string,
  header: string,
  field: SourcedField,
  value: (p: PlayerRow) => number | null,
  source: SourceLookup,
): DataColumn<PlayerRow> {
  return {
    id,
    header,
    value,
    width: 140,
    numeric: true,
    cell: (p) => {
      const v = value(p)
      if (v === null) return null
      const from = source(p, field)
      return (
        <span className="sourced" title={from ? `${v} · ${from}` : undefined}>
          {v} <small className="muted">{from}</small>
        </span>
      )
    },
  }
}

/**
 * The registry's columns. Their widths add up to 1145 px, what the page leaves for the table on
 * a 1366 px screen, so every column is in sight; narrower screens scroll the table sideways.
 */
function playerColumns(
  t: TFunction,
  clubName: (id: string | null) => string,
  source: SourceLookup,
): DataColumn<PlayerRow>[] {
  return [
    { id: 'name', header: t('players.colName'), value: listName, width: 190 },
    { id: 'title', header: t('players.colTitle'), value: (p) => p.title, width: 65 },
    sourcedColumn(
      'standard',
      t('players.colStandard'),
      'standard',
      (p) => p.ratingStandard,
      source,
    ),
    sourcedColumn('feda', t('players.colFeda'), 'feda', (p) => p.ratingFeda, source),
    sourcedColumn('rapid', t('players.colRapid'), 'rapid', (p) => p.ratingRapid, source),
    sourcedColumn('blitz', t('players.colBlitz'), 'blitz', (p) => p.ratingBlitz, source),
    {
      id: 'fideId',
      header: t('players.colFideId'),
      value: (p) => p.fideId,
      width: 90,
      numeric: true,
    },
    {
      id: 'fedaId',
      header: t('players.colFedaId'),
      value: (p) => p.fedaId,
      width: 85,
      numeric: true,
    },
    { id: 'club', header: t('players.colClub'), value: (p) => clubName(p.clubId), width: 100 },
    { id: 'federation', header: t('players.colFederation'), value: (p) => p.federation, width: 55 },
  ]
}

/** The player registry: search, a sortable list that stays smooth with 20,000 rows, the record. */
export default function PlayersPage() {
  const t = useT()
  const locale = useLocale()
  const players = useLiveQuery(() => db.players.toArray()) ?? NO_PLAYERS
  const clubs = useLiveQuery(() => db.clubs.orderBy('searchName').toArray()) ?? NO_CLUBS
  const seasons = useLiveQuery(() => db.seasons.orderBy('startDate').toArray()) ?? NO_SEASONS
  const query = useRegistryStore((s) => s.playerQuery)
  const setQuery = useRegistryStore((s) => s.setPlayerQuery)
  const openId = useRegistryStore((s) => s.openPlayer)
  const open = useRegistryStore((s) => s.openPlayerRecord)
  const recordRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (openId !== null) recordRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
  }, [openId])
  const deferredQuery = useDeferredValue(query)
  const shown = useMemo(() => searchPlayers(players, deferredQuery), [players, deferredQuery])
  const sources = useLiveQuery(() => db.table<RatingSourcesRow, string>('ratingSources').toArray())
  const columns = useMemo(() => {
    const names = new Map(clubs.map((c) => [c.id as string, c.shortName ?? c.name]))
    const byPlayer = new Map((sources ?? []).map((r) => [r.playerId, r]))
    const source: SourceLookup = (p, field) => sourceText(t, sourceOf(p, byPlayer.get(p.id), field))
    return playerColumns(t, (id) => (id === null ? '' : (names.get(id) ?? '')), source)
  }, [t, clubs, sources])
  const openPlayer =
    openId && openId !== NEW_RECORD ? players.find((p) => p.id === openId) : undefined

  return (
    <section className="page">
      <h1>{t('players.title')}</h1>
      <p className="lead">{t('players.intro')}</p>
      <div className="toolbar">
        <div className="field grow search">
          <label htmlFor="player-search">{t('players.searchLabel')}</label>
          <input
            id="player-search"
            type="search"
            value={query}
            placeholder={t('players.searchHint')}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <button type="button" className="primary" onClick={() => open(NEW_RECORD)}>
          {t('players.add')}
        </button>
      </div>
      <RegistryImport key={seasons.length} seasons={seasons} />
      <FedaLicences key={`feda-${seasons.length}`} seasons={seasons} clubs={clubs} />
      <p className="muted" aria-live="polite">
        {t('players.count', {
          shown: formatNumber(shown.length, locale),
          total: formatNumber(players.length, locale),
        })}
      </p>
      <DataTable
        label={t('players.tableLabel')}
        rows={shown}
        columns={columns}
        rowId={(p) => p.id}
        emptyText={players.length === 0 ? t('players.none') : t('players.empty')}
        selectedId={openId}
        onActivate={(p) => open(p.id)}
        initialSort={[{ id: 'name', desc: false }]}
        sortLabel={sortLabelWith(t)}
      />
      {openId !== null && (openId === NEW_RECORD || openPlayer) && (
        <div ref={recordRef} className="record" key={openId}>
          <h2>
            {openPlayer
              ? t('players.editTitle', { name: listName(openPlayer) })
              : t('players.newTitle')}
          </h2>
          <PlayerForm player={openPlayer} clubs={clubs} />
          {openPlayer ? (
            <PlayerLicences player={openPlayer} clubs={clubs} seasons={seasons} />
          ) : (
            <p className="muted">{t('players.saveFirst')}</p>
          )}
        </div>
      )}
    </section>
  )
}
