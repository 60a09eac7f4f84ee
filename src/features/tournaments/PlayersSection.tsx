import { useMemo, useState } from 'react'
import {
  isRoundRobin,
  lateEntryPlan,
  ratingOrigin,
  repeatedNoShows,
  requestsForNextRound,
  ROUND_REQUESTS,
  type Entrant,
  type IndividualTournament,
  type NewEntrant,
  type RoundRequest,
} from '../../domain/tournament/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { DataTable } from '../../ui/DataTable.tsx'
import { EntrantForm } from './EntrantForm.tsx'
import { EntrantPaste } from './EntrantPaste.tsx'
import { EntrantSearch } from './EntrantSearch.tsx'
import { EntryRulesPanel } from './EntryRulesPanel.tsx'
import { LateEntryChoice, type PendingLateEntry } from './LateEntryChoice.tsx'
import { RatingWithOrigin } from './RatingCell.tsx'
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
      <DataTable
        layout="static"
        className="simple-table"
        label={t('tournaments.entrantsLabel')}
        rows={doc.entrants}
        rowId={(e) => String(e.startNo)}
        emptyText={t('tournaments.noEntrants')}
        columns={[
          {
            id: 'startNo',
            header: t('tournaments.startNo'),
            value: (e) => (doc.numbersFrozen ? e.startNo : '·'),
            numeric: true,
          },
          {
            id: 'player',
            header: t('tournaments.player'),
            value: (e) => e.name,
            cell: (e) => (
              <>
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
              </>
            ),
          },
          { id: 'title', header: t('tournaments.title_'), value: (e) => e.title ?? '' },
          {
            id: 'rating',
            header: t('tournaments.eventRating'),
            value: (e) => ratingOrigin(e, doc.settings).rating,
            numeric: true,
            cell: (e) => <RatingWithOrigin entrant={e} settings={doc.settings} />,
          },
          {
            id: 'federation',
            header: t('tournaments.federation'),
            value: (e) => e.federation ?? '',
          },
          {
            id: 'request',
            header: t('tournaments.request'),
            value: (e) => requests[e.startNo] ?? 'none',
            cell: (e) => (
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
            ),
          },
          {
            id: 'remove',
            header: t('tournaments.remove'),
            headerHidden: true,
            value: () => null,
            cell: (e) =>
              !doc.numbersFrozen && (
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
              ),
          },
        ]}
      />
    </div>
  )
}
