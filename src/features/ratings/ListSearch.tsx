import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/db.ts'
import type { FedaListRow, FideListRow } from '../../domain/ratings/index.ts'
import { sortTitles } from '../../domain/norms/index.ts'
import { useLocale, useT } from '../../i18n/index.ts'
import { screenNumber } from '../../i18n/format.ts'
import { readListState, searchFedaList, searchFideList } from './ratingListDb.ts'
import { sourceText } from './sourceText.ts'
import { DataTable } from '../../ui/DataTable.tsx'

type Found =
  | { list: 'fide'; rows: FideListRow[]; total: number; atLeast: boolean; ms: number }
  | { list: 'feda'; rows: FedaListRow[]; total: number; atLeast: boolean; ms: number }

/** Search the list in use by name prefix or id; every rating shows the list and date it comes from. */
export function ListSearch() {
  const t = useT()
  const locale = useLocale()
  const [list, setList] = useState<'fide' | 'feda'>('fide')
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const state = useLiveQuery(() => readListState(db, list), [list])

  useEffect(() => {
    if (!state || query.trim() === '') return
    let stale = false
    const t0 = performance.now()
    const search =
      list === 'fide' ? searchFideList(db, state, query) : searchFedaList(db, state, query)
    void search.then((r) => {
      if (!stale) setFound({ list, ...r, ms: performance.now() - t0 } as Found)
    })
    return () => {
      stale = true
    }
  }, [list, query, state])

  const shown = query.trim() === '' ? null : found
  return (
    <section className="panel" aria-labelledby="list-search-title">
      <h2 id="list-search-title">{t('ratings.searchLabel')}</h2>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="list-search-list">{t('ratings.title')}</label>
          <select
            id="list-search-list"
            value={list}
            onChange={(e) => setList(e.target.value as 'fide' | 'feda')}
          >
            <option value="fide">{t('ratings.fideSection')}</option>
            <option value="feda">{t('ratings.fedaSection')}</option>
          </select>
        </div>
        <div className="field grow search">
          <label htmlFor="list-search">{t('ratings.searchLabel')}</label>
          <input
            id="list-search"
            type="search"
            value={query}
            aria-describedby="list-search-hint"
            onChange={(e) => setQuery(e.target.value)}
          />
          <span className="hint" id="list-search-hint">
            {t('ratings.searchHint')}
          </span>
        </div>
      </div>
      {shown && (
        <p role="status" data-testid="search-time" data-ms={shown.ms.toFixed(1)}>
          {t('ratings.searchTime', {
            count: screenNumber(shown.rows.length, locale),
            ms: screenNumber(shown.ms, locale, 1),
          })}
          {shown.total > shown.rows.length &&
            ` ${t(shown.atLeast ? 'ratings.searchMoreAtLeast' : 'ratings.searchMore', {
              more: screenNumber(shown.total - shown.rows.length, locale),
              total: screenNumber(shown.total, locale),
            })}`}
        </p>
      )}
      {shown && shown.rows.length === 0 && <p>{t('ratings.noResults')}</p>}
      {shown && shown.list === 'fide' && shown.rows.length > 0 && <FideRows rows={shown.rows} />}
      {shown && shown.list === 'feda' && shown.rows.length > 0 && <FedaRows rows={shown.rows} />}
    </section>
  )
}

function FideRows({ rows }: { rows: FideListRow[] }) {
  const t = useT()
  const rating = (id: string, header: string, v: (r: FideListRow) => number | null) => ({
    id,
    header,
    value: v,
    numeric: true,
  })
  return (
    <DataTable
      layout="static"
      className="simple-table"
      label={t('ratings.searchTable')}
      rows={rows}
      rowId={(r) => String(r.fideId)}
      columns={[
        { id: 'fideId', header: t('ratings.colId'), value: (r) => r.fideId },
        { id: 'name', header: t('ratings.colName'), value: (r) => r.name },
        { id: 'fed', header: t('ratings.colFed'), value: (r) => r.federation },
        {
          id: 'title',
          header: t('ratings.colTitle'),
          value: (r) => sortTitles([r.title, r.womanTitle]).join(' '),
        },
        rating('standard', t('ratings.colStandard'), (r) => r.standard),
        rating('rapid', t('ratings.colRapid'), (r) => r.rapid),
        rating('blitz', t('ratings.colBlitz'), (r) => r.blitz),
        { id: 'birth', header: t('ratings.colBirth'), value: (r) => r.birthYear },
        {
          id: 'source',
          header: t('ratings.colSource'),
          value: (r) => sourceText(t, { kind: 'fide-list', listDate: r.listDate }),
        },
      ]}
    />
  )
}

function FedaRows({ rows }: { rows: FedaListRow[] }) {
  const t = useT()
  return (
    <DataTable
      layout="static"
      className="simple-table"
      label={t('ratings.searchTable')}
      rows={rows}
      rowId={(r) => r.key}
      columns={[
        { id: 'fedaId', header: t('ratings.colFedaId'), value: (r) => r.fedaId },
        { id: 'fideId', header: t('ratings.colId'), value: (r) => r.fideId },
        { id: 'name', header: t('ratings.colName'), value: (r) => r.name },
        { id: 'rating', header: t('ratings.colFeda'), value: (r) => r.rating, numeric: true },
        { id: 'birth', header: t('ratings.colBirth'), value: (r) => r.birthYear },
        {
          id: 'source',
          header: t('ratings.colSource'),
          value: (r) => sourceText(t, { kind: 'feda-list', listDate: r.listDate }),
        },
      ]}
    />
  )
}
