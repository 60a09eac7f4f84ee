import { useMemo, useState } from 'react'
import {
  isRoundRobin,
  lateEntryPlan,
  repeatedNoShows,
  requestsForNextRound,
  ROUND_REQUESTS,
  type Entrant,
  type IndividualTournament,
  type NewEntrant,
  type RoundRequest,
} from '../../domain/tournament/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { EntrantForm } from './EntrantForm.tsx'
import { EntrantPaste } from './EntrantPaste.tsx'
import { EntrantSearch } from './EntrantSearch.tsx'
import { EntryRulesPanel } from './EntryRulesPanel.tsx'
import { LateEntryChoice, type PendingLateEntry } from './LateEntryChoice.tsx'
import { RatingCell } from './RatingCell.tsx'
import { RatingMethodField } from './RatingMethodField.tsx'
import { StartListLinks } from './StartListLinks.tsx'
import { useChange } from './useTournament.ts'

/** Registration: from the registry or inline, the initial order, byes and withdrawals. */
export function PlayersSection({ id, doc }: { id: string; doc: IndividualTournament }) {
  const t = useT()
  const change = useChange(id)
  const requests = requestsForNextRound(doc)
  const flagged = useMemo(() => new Set(repeatedNoShows(doc)), [doc])

  const [pending, setPending] = useState<PendingLateEntry | null>(null)

  /**
   * Registers a player. Once the order is confirmed and a place in rating order can still be
   * given (FIDE C.04.2 Art. 2.3), the arbiter first sees the renumbering and chooses.
   */
  const add = (entrant: NewEntrant): Promise<boolean> => {
    const register = () => change({ type: 'entrant-registered', payload: { entrant } })
    if (!doc.numbersFrozen || isRoundRobin(doc)) return register()
    const plan = lateEntryPlan(doc, entrant)
    if (plan.ratingOrderNumber === null) return register()
    return new Promise<boolean>((resolve) => {
      setPending({
        entrant,
        plan,
        choose: (startNo) => {
          setPending(null)
          if (startNo === null) resolve(false)
          else if (startNo === plan.nextNumber) void register().then(resolve)
          else
            void change({ type: 'entrant-inserted', payload: { entrant, startNo } }).then(resolve)
        },
      })
    })
  }

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
        <EntrantSearch doc={doc} add={add} />
        <EntrantForm doc={doc} add={add} />
      </div>
      <EntrantPaste id={id} doc={doc} />
      {pending && (
        <LateEntryChoice pending={pending} halfPoint={doc.settings.missedRounds === 'half'} />
      )}
      {!isRoundRobin(doc) && <EntryRulesPanel id={id} doc={doc} />}
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
        <RatingMethodField doc={doc} change={change} />
        {doc.entrants.length > 0 && (
          <span className="toolbar-end no-print">
            <StartListLinks />
          </span>
        )}
      </div>
      <table className="simple-table" aria-label={t('tournaments.entrantsLabel')}>
        <thead>
          <tr>
            <th>{t('tournaments.startNo')}</th>
            <th>{t('tournaments.player')}</th>
            <th>{t('tournaments.title_')}</th>
            <th>{t('tournaments.eventRating')}</th>
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
              <RatingCell entrant={e} settings={doc.settings} />
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
