import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/db.ts'
import type { FedaListRow, FideListRow } from '../../domain/ratings/index.ts'
import { sortTitles } from '../../domain/norms/index.ts'
import { useLocale, useT } from '../../i18n/index.ts'
import { screenNumber } from '../../i18n/format.ts'
import { readListState, searchFedaList, searchFideList } from './ratingListDb.ts'
import { sourceText } from './sourceText.ts'

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
  return (
    <table className="simple-table" aria-label={t('ratings.searchTable')}>
      <thead>
        <tr>
          <th>{t('ratings.colId')}</th>
          <th>{t('ratings.colName')}</th>
          <th>{t('ratings.colFed')}</th>
          <th>{t('ratings.colTitle')}</th>
          <th>{t('ratings.colStandard')}</th>
          <th>{t('ratings.colRapid')}</th>
          <th>{t('ratings.colBlitz')}</th>
          <th>{t('ratings.colBirth')}</th>
          <th>{t('ratings.colSource')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.fideId}>
            <td>{r.fideId}</td>
            <td>{r.name}</td>
            <td>{r.federation}</td>
            <td>{sortTitles([r.title, r.womanTitle]).join(' ')}</td>
            <td className="numeric">{r.standard ?? ''}</td>
            <td className="numeric">{r.rapid ?? ''}</td>
            <td className="numeric">{r.blitz ?? ''}</td>
            <td>{r.birthYear ?? ''}</td>
            <td>{sourceText(t, { kind: 'fide-list', listDate: r.listDate })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function FedaRows({ rows }: { rows: FedaListRow[] }) {
  const t = useT()
  return (
    <table className="simple-table" aria-label={t('ratings.searchTable')}>
      <thead>
        <tr>
          <th>{t('ratings.colFedaId')}</th>
          <th>{t('ratings.colId')}</th>
          <th>{t('ratings.colName')}</th>
          <th>{t('ratings.colFeda')}</th>
          <th>{t('ratings.colBirth')}</th>
          <th>{t('ratings.colSource')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td>{r.fedaId ?? ''}</td>
            <td>{r.fideId ?? ''}</td>
            <td>{r.name}</td>
            <td className="numeric">{r.rating ?? ''}</td>
            <td>{r.birthYear ?? ''}</td>
            <td>{sourceText(t, { kind: 'feda-list', listDate: r.listDate })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
