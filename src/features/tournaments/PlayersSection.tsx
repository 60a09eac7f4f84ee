import { useDeferredValue, useMemo, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { foldText } from '../../domain/federation/index.ts'
import {
  isRoundRobin,
  repeatedNoShows,
  requestsForNextRound,
  ROUND_REQUESTS,
  fideRatingFor,
  type Entrant,
  type IndividualTournament,
  type NewEntrant,
  type RatingType,
  type RoundRequest,
} from '../../domain/tournament/index.ts'
import { db } from '../../db/db.ts'
import type { PlayerRow } from '../../db/schema.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { TextField } from '../../ui/Field.tsx'
import { EntrantForm } from './EntrantForm.tsx'
import { useChange } from './useTournament.ts'

function fromRegistry(p: PlayerRow, type: RatingType): NewEntrant {
  const surnames = [p.firstSurname, p.secondSurname].filter(Boolean).join(' ')
  return {
    registryId: p.id,
    name: `${surnames}, ${p.givenName}`,
    sex: p.sex === 'F' ? 'w' : 'm',
    title: p.title ?? '',
    federation: p.federation,
    fideId: p.fideId ? String(p.fideId) : '',
    fedaId: p.fedaId ? String(p.fedaId) : '',
    // The event's own list, else the fallback sequence; the list used is kept. @see eventRating.ts
    ...fideRatingFor(p, type),
    fedaRating: p.ratingFeda ?? 0,
    birthDate: p.birthDate ?? '',
  }
}

/** Registration: from the registry or inline, the initial order, byes and withdrawals. */
export function PlayersSection({ id, doc }: { id: string; doc: IndividualTournament }) {
  const t = useT()
  const change = useChange(id)
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(foldText(query.trim()))
  const matches = useLiveQuery(async () => {
    if (deferred.length < 2) return []
    const digits = /^\d+$/.test(deferred) ? Number(deferred) : null
    if (digits !== null) {
      return db.players
        .filter((p) => p.fideId === digits || p.fedaId === digits)
        .limit(10)
        .toArray()
    }
    return db.players
      .filter((p) => p.searchName.includes(deferred))
      .limit(10)
      .toArray()
  }, [deferred])
  const requests = requestsForNextRound(doc)
  const flagged = useMemo(() => new Set(repeatedNoShows(doc)), [doc])

  const add = (entrant: NewEntrant) => change({ type: 'entrant-registered', payload: { entrant } })

  const onRequest = (e: Entrant, value: string) =>
    change({
      type: 'request-set',
      payload: {
        startNo: e.startNo,
        request: value === 'none' ? null : (value as RoundRequest),
      },
    })

  return (
    <div className="players-section">
      <div className="panel two-col">
        <div>
          <TextField
            label={t('tournaments.registrySearch')}
            name="registrySearch"
            type="search"
            value={query}
            onChange={setQuery}
          />
          <ul className="pick-list">
            {(matches ?? []).map((p) => (
              <li key={p.id}>
                <span>
                  {[
                    fromRegistry(p, doc.settings.ratingType).name,
                    p.ratingStandard ? `Elo ${p.ratingStandard}` : '',
                    p.fideId ? `FIDE ${p.fideId}` : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <button
                  type="button"
                  aria-label={t('tournaments.addWho', {
                    name: fromRegistry(p, doc.settings.ratingType).name,
                  })}
                  onClick={() => void add(fromRegistry(p, doc.settings.ratingType))}
                >
                  {t('tournaments.addFromRegistry')}
                </button>
              </li>
            ))}
          </ul>
          {deferred.length >= 2 && matches?.length === 0 && (
            <p className="muted">{t('tournaments.registryNoMatch')}</p>
          )}
        </div>
        <EntrantForm doc={doc} add={add} />
      </div>
      <div className="toolbar">
        {doc.numbersFrozen ? (
          <p className="muted">{t('tournaments.frozen')}</p>
        ) : (
          <button
            type="button"
            className="primary"
            disabled={doc.entrants.length === 0}
            onClick={() => void change({ type: 'numbers-frozen', payload: {} })}
          >
            {isRoundRobin(doc)
              ? t('tournaments.freezeRoundRobin', { seed: doc.settings.lotSeed })
              : t('tournaments.freeze')}
          </button>
        )}
      </div>
      <table className="simple-table" aria-label={t('tournaments.entrantsLabel')}>
        <thead>
          <tr>
            <th>{t('tournaments.startNo')}</th>
            <th>{t('tournaments.player')}</th>
            <th>{t('tournaments.title_')}</th>
            <th>{t('tournaments.fideRating')}</th>
            <th>{t('tournaments.federation')}</th>
            <th>{t('tournaments.request')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {doc.entrants.map((e) => (
            <tr key={e.startNo}>
              <td className="num">{doc.numbersFrozen ? e.startNo : '·'}</td>
              <td>
                {e.name}
                {e.joinedRound > 1 && (
                  <span className="muted">
                    {' '}
                    · {t('tournaments.lateEntry', { round: e.joinedRound })}
                  </span>
                )}
                {flagged.has(e.startNo) && (
                  <div className="hint-warn">{t('tournaments.noShowHint')}</div>
                )}
              </td>
              <td>{e.title}</td>
              <td className="num">
                {e.fideRating || '—'}
                {e.fideRatingList && e.fideRatingList !== doc.settings.ratingType
                  ? ` (${t(`tournaments.rating_${e.fideRatingList}` as MessageKey)})`
                  : ''}
              </td>
              <td>{e.federation}</td>
              <td>
                <select
                  aria-label={`${t('tournaments.request')}: ${e.name}`}
                  value={requests[e.startNo] ?? 'none'}
                  onChange={(ev) => void onRequest(e, ev.target.value)}
                >
                  {['none', ...ROUND_REQUESTS].map((r) => (
                    <option key={r} value={r}>
                      {t(`tournaments.request_${r}` as MessageKey)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                {!doc.numbersFrozen && (
                  <button
                    type="button"
                    className="link"
                    aria-label={t('tournaments.removeWho', { name: e.name })}
                    onClick={() =>
                      void change({
                        type: 'entrant-removed',
                        payload: { startNo: e.startNo, name: e.name },
                      })
                    }
                  >
                    {t('tournaments.remove')}
                  </button>
                )}
              </td>
            </tr>
          ))}
          {doc.entrants.length === 0 && (
            <tr>
              <td colSpan={7} className="muted">
                {t('tournaments.noEntrants')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
