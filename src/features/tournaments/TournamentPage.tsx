import './tournaments.css'
import { screenDate } from '../../i18n/format.ts'
import { Link, useParams, useSearchParams } from 'react-router'
import { localDay } from '../../domain/core/index.ts'
import { nextRound, plannedRounds } from '../../domain/tournament/index.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { PublishSection } from './PublishSection.tsx'
import { ExportSection } from './ExportSection.tsx'
import { HistorySection } from './HistorySection.tsx'
import { ImportCheck } from './ImportCheck.tsx'
import { PlayersSection } from './PlayersSection.tsx'
import { PRINT_KINDS, type PrintKind } from './printDocuments.ts'
import { PrintView } from './PrintView.tsx'
import { RequestsPanel } from './RequestsPanel.tsx'
import { RoundsSection } from './RoundsSection.tsx'
import { CrosstableSection, StandingsSection } from './StandingsSection.tsx'
import { useChange, useTournament } from './useTournament.ts'

const TABS = [
  'players',
  'rounds',
  'standings',
  'crosstable',
  'history',
  'export',
  'publish',
] as const
type Tab = (typeof TABS)[number]
const TAB_LABEL: Record<Tab, MessageKey> = {
  players: 'tournaments.tabPlayers',
  rounds: 'tournaments.tabRounds',
  standings: 'tournaments.tabStandings',
  crosstable: 'tournaments.tabCrosstable',
  history: 'tournaments.tabHistory',
  export: 'tournaments.tabExport',
  publish: 'publish.title',
}

/** One tournament: registration, rounds and results, standings, history and exports. */
export default function TournamentPage() {
  const t = useT()
  const { id = '' } = useParams()
  const [params, setParams] = useSearchParams()
  const read = useTournament(id)
  const change = useChange(id)
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'players'
  if (read === undefined) return <p>{t('common.loading')}</p>
  if (read === null) return <p className="empty">{t('errors.notFound')}</p>
  if (!read.ok)
    return (
      <p className="empty" role="alert">
        {t('tournaments.logBroken', { seq: read.seq, reason: errorMessage(t, read.code) })}
      </p>
    )
  const doc = read.tournament.doc
  const print = params.get('print') ?? ''
  if ((PRINT_KINDS as readonly string[]).includes(print)) {
    const round = Number(params.get('round')) || doc.rounds.length
    return <PrintView doc={doc} kind={print as PrintKind} round={round} />
  }

  /** Two explicit confirmations; the event is final (no undo, no way back). @see FIDE C.02 */
  function onLeaveFideMode() {
    if (!window.confirm(t('fide.leaveConfirm1'))) return
    if (!window.confirm(t('fide.leaveConfirm2'))) return
    void change({ type: 'fide-mode-left', payload: {} })
  }

  return (
    <section aria-labelledby="tournament-title" className="tournament">
      <p className="crumb">
        <Link to="/tournaments">{t('tournaments.back')}</Link>
      </p>
      <header className="tournament-head">
        <h1 id="tournament-title">{doc.settings.name}</h1>
        <p className="muted">
          {[
            doc.settings.place,
            screenDate(doc.settings.startDate),
            t(`tournaments.system_${doc.settings.system}` as MessageKey),
          ]
            .filter(Boolean)
            .join(' · ')}{' '}
          ·{' '}
          {t(doc.entrants.length === 1 ? 'tournaments.summaryOne' : 'tournaments.summary', {
            players: doc.entrants.length,
            round: Math.min(nextRound(doc) - 1, plannedRounds(doc)),
            total: plannedRounds(doc),
          })}
        </p>
        {doc.settings.fideMode && (
          <p>
            <span className="badge">{t('tournaments.fideModeOn')}</span>{' '}
            <button type="button" className="link" onClick={onLeaveFideMode}>
              {t('tournaments.leaveFideMode')}
            </button>
          </p>
        )}
        {doc.fideModeLeftAt && (
          <p className="muted">
            {t('fide.leftAt', { at: screenDate(localDay(new Date(doc.fideModeLeftAt))) })}
          </p>
        )}
        <ImportCheck doc={doc} />
      </header>
      <nav aria-label={t('tournaments.sections')} className="tabs" role="tablist">
        {TABS.map((k, i) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={tab === k ? 'tab active' : 'tab'}
            id={`tab-${k}`}
            onClick={() => setParams({ tab: k }, { replace: true })}
            onKeyDown={(e) => {
              const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key]
              if (!step) return
              e.preventDefault()
              const next = TABS[(i + step + TABS.length) % TABS.length] ?? k
              setParams({ tab: next }, { replace: true })
              document.getElementById(`tab-${next}`)?.focus()
            }}
          >
            {t(TAB_LABEL[k])}
          </button>
        ))}
      </nav>
      <div role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'players' && (
          <>
            <PlayersSection id={id} doc={doc} />
            {doc.numbersFrozen && <RequestsPanel id={id} doc={doc} />}
          </>
        )}
        {tab === 'rounds' && <RoundsSection id={id} doc={doc} />}
        {tab === 'standings' && <StandingsSection id={id} doc={doc} />}
        {tab === 'crosstable' && <CrosstableSection doc={doc} />}
        {tab === 'history' && <HistorySection id={id} />}
        {tab === 'export' && <ExportSection id={id} doc={doc} />}
        {tab === 'publish' && <PublishSection id={id} doc={doc} />}
      </div>
    </section>
  )
}
