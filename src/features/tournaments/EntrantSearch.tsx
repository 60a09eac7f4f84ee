import { useDeferredValue, useEffect, useId, useState, type KeyboardEvent } from 'react'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { db } from '../../db/db.ts'
import { matchesPlayerQuery } from '../../domain/federation/index.ts'
import {
  checkNewEntrant,
  type IndividualTournament,
  type NewEntrant,
  type RatingType,
} from '../../domain/tournament/index.ts'
import { useT } from '../../i18n/index.ts'
import { readListState, searchFedaList, searchFideList } from '../ratings/ratingListDb.ts'
import { sourceText } from '../ratings/sourceText.ts'
import { mergeCandidates, type Candidate } from './entrantCandidates.ts'

const SHOWN = 8

/** The registry (as its search box finds players), then the FIDE and FEDA lists in use. */
async function search(query: string, type: RatingType): Promise<Candidate[]> {
  const registry = db.players.filter(matchesPlayerQuery(query)).limit(SHOWN).toArray()
  const [fideState, fedaState] = await Promise.all([
    readListState(db, 'fide'),
    readListState(db, 'feda'),
  ])
  const [reg, fide, feda] = await Promise.all([
    registry,
    searchFideList(db, fideState, query),
    searchFedaList(db, fedaState, query),
  ])
  return mergeCandidates(reg, fide.rows, feda.rows, type).slice(0, SHOWN)
}

/**
 * Registration from the lists: type a name or an id, the registry and the imported FIDE and FEDA
 * lists answer as you type, Enter registers the highlighted player with every field the lists
 * give and the keyboard stays in the search for the next one.
 */
export function EntrantSearch({
  doc,
  add,
}: {
  doc: IndividualTournament
  add: (entrant: NewEntrant) => Promise<boolean>
}) {
  const t = useT()
  const listId = useId()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query.trim())
  const [found, setFound] = useState<{ query: string; rows: Candidate[] }>({ query: '', rows: [] })
  const [active, setActive] = useState(0)
  const [status, setStatus] = useState('')
  const ratingType = doc.settings.ratingType

  useEffect(() => {
    if (deferred.length < 2) return
    let stale = false
    void search(deferred, ratingType).then((rows) => {
      if (!stale) {
        setFound({ query: deferred, rows })
        setActive(0)
      }
    })
    return () => {
      stale = true
    }
  }, [deferred, ratingType])

  const rows = deferred.length >= 2 && found.query === deferred ? found.rows : []

  async function register(c: Candidate) {
    const refused = checkNewEntrant(doc, c.entrant)
    if (refused[0]) return setStatus(errorMessage(t, refused[0].code, refused[0].params))
    if (await add(c.entrant)) {
      setStatus(t('tournaments.registered', { name: c.entrant.name }))
      setQuery('')
    }
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((a) => Math.min(Math.max(a + step, 0), Math.max(rows.length - 1, 0)))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const c = rows[active]
      if (c) void register(c)
    } else if (e.key === 'Escape') setQuery('')
  }

  const optionId = (i: number) => `${listId}-${i}`
  return (
    <div className="entrant-search">
      <div className="field">
        <label htmlFor={`${listId}-q`}>{t('tournaments.registrySearch')}</label>
        <input
          id={`${listId}-q`}
          type="search"
          role="combobox"
          aria-expanded={rows.length > 0}
          aria-controls={listId}
          aria-activedescendant={rows[active] ? optionId(active) : undefined}
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKey}
        />
        <span className="hint">{t('tournaments.registrySearchHint')}</span>
      </div>
      <ul className="pick-list" role="listbox" id={listId} aria-label={t('tournaments.found')}>
        {rows.map((c, i) => (
          <li
            key={c.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            onMouseEnter={() => setActive(i)}
            onClick={() => void register(c)}
          >
            <span>
              {[
                c.entrant.title,
                c.entrant.name,
                c.entrant.federation,
                c.entrant.fideId ? `FIDE ${c.entrant.fideId}` : '',
                c.entrant.fedaId ? `FEDA ${c.entrant.fedaId}` : '',
                c.entrant.club ?? '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <span className="muted">
              {[
                c.entrant.fideRating ? `Elo ${c.entrant.fideRating}` : '',
                c.entrant.fedaRating ? `FEDA ${c.entrant.fedaRating}` : '',
                c.source ? sourceText(t, c.source) : t('tournaments.sourceRegistry'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {deferred.length >= 2 && found.query === deferred && rows.length === 0 && (
        <p className="muted">{t('tournaments.registryNoMatch')}</p>
      )}
      <p role="status" className="muted">
        {status}
      </p>
    </div>
  )
}
