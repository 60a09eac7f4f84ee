import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import {
  crosstableCellText,
  type TournamentStandingRow,
  crosstableRows,
  lastCompleteRound,
  tournamentStandings,
} from '../../domain/reports/index.ts'
import {
  ratingOrigin,
  snapshotOf,
  type IndividualTournament,
} from '../../domain/tournament/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { DataTable, type DataColumn } from '../../ui/DataTable.tsx'
import { RULE_SETS, type NormContext, type RuleSet } from '../../domain/norms/index.ts'
import { downloadNormCertificate } from '../norms/downloadCertificate.ts'
import { NormBadge } from '../norms/NormBadge.tsx'
import { NormReportPanel } from '../norms/NormReportPanel.tsx'
import { localDecimal, screenPoints, screenTieBreak } from '../../i18n/numbers.ts'
import { PlayerCard } from './PlayerCard.tsx'
import { PrizesPanel } from './PrizesPanel.tsx'
import { RatingWithOrigin } from './RatingCell.tsx'
import { RowDialog } from './RowDialog.tsx'
import { TiesPanel } from './TiesPanel.tsx'

/** Standings with the tie-break chain; a click on a value explains it. */
export function StandingsSection({ id, doc }: { id: string; doc: IndividualTournament }) {
  const t = useT()
  const round = lastCompleteRound(doc)
  const result = useMemo(() => tournamentStandings(doc, round), [doc, round])
  const snapshot = useMemo(() => snapshotOf(doc), [doc])
  const [rules, setRules] = useState<RuleSet | 'auto'>('auto')
  const normContext = useMemo(() => normContextOf(doc, rules), [doc, rules])
  /** The tie-break value or the player card open in a dialog beside its row, with its control. */
  const [why, setWhy] = useState<{ startNo: number; k: number; anchor: HTMLElement } | null>(null)
  const [cardOf, setCardOf] = useState<{ startNo: number; anchor: HTMLElement } | null>(null)
  const card = cardOf?.startNo ?? null
  const entrantOf = (no: number) => doc.entrants.find((e) => e.startNo === no)
  const name = (no: number) => entrantOf(no)?.name ?? `#${no}`
  if (!result.ok) return <p className="form-errors">{result.error.map((e) => e.code).join(', ')}</p>
  const rows = result.value
  const open = why ? rows.find((r) => r.startNo === why.startNo) : undefined
  const value = open && why ? open.values[why.k] : undefined
  // In rank order, the order of the tie-break chain: the headers do not sort.
  const standingColumns: DataColumn<TournamentStandingRow>[] = [
    {
      id: 'rank',
      header: t('tournaments.rank'),
      value: (r) => r.rank,
      numeric: true,
      cell: (r) => (
        <>
          {r.rank}
          {r.level && <span className="tie-mark">{` ${t('ties.levelMark')}`}</span>}
          {r.decidedBy === 'playoff' && (
            <span className="tie-mark">{` ${t('ties.decidedPlayoff')}`}</span>
          )}
          {r.decidedBy === 'lot' && (
            <span className="tie-mark">{` ${t('ties.decidedLot', { lot: r.lot ?? 0 })}`}</span>
          )}
        </>
      ),
    },
    { id: 'startNo', header: t('tournaments.startNo'), value: (r) => r.startNo, numeric: true },
    {
      id: 'player',
      header: t('tournaments.player'),
      value: (r) => name(r.startNo),
      cell: (r) => (
        <button
          type="button"
          className="link"
          onClick={(e) => {
            setWhy(null)
            setCardOf({ startNo: r.startNo, anchor: e.currentTarget })
          }}
        >
          {name(r.startNo)}
        </button>
      ),
    },
    {
      id: 'rating',
      header: t('tournaments.eventRating'),
      value: (r) => {
        const e = entrantOf(r.startNo)
        return e ? ratingOrigin(e, doc.settings).rating : null
      },
      numeric: true,
      cell: (r) => <RatingWithOrigin entrant={entrantOf(r.startNo)} settings={doc.settings} />,
    },
    {
      id: 'points',
      header: t('tournaments.points'),
      value: (r) => r.points,
      numeric: true,
      cell: (r) => screenPoints(r.points, t),
      className: () => 'strong',
    },
    ...doc.settings.tiebreaks.map((code, k): DataColumn<TournamentStandingRow> => ({
      id: `tiebreak-${k}`,
      header: code,
      value: (r) => (r.values[k] ? screenTieBreak(r.values[k], t) : null),
      numeric: true,
      cell: (r) => {
        const v = r.values[k]
        return (
          v && (
            <button
              type="button"
              className="link"
              aria-label={`${t('tournaments.why')}: ${code} ${name(r.startNo)}`}
              onClick={(e) => {
                setCardOf(null)
                setWhy({ startNo: r.startNo, k, anchor: e.currentTarget })
              }}
            >
              {screenTieBreak(v, t)}
            </button>
          )
        )
      },
    })),
    {
      id: 'norms',
      header: t('tournaments.norms'),
      value: () => null,
      cell: (r) => <NormBadge snapshot={snapshot} startNo={r.startNo} context={normContext} />,
    },
  ]
  return (
    <div className="standings">
      <div className="toolbar">
        <h2>{t('tournaments.standingsAfter', { round })}</h2>
        <label className="inline">
          {t('tournaments.normRules')}{' '}
          <select value={rules} onChange={(e) => setRules(e.target.value as RuleSet | 'auto')}>
            {['auto', ...RULE_SETS].map((r) => (
              <option key={r} value={r}>
                {t(`tournaments.normRules_${r}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataTable
        layout="static"
        className="simple-table"
        label={t('tournaments.standingsAfter', { round })}
        rows={rows}
        rowId={(r) => String(r.startNo)}
        columns={standingColumns}
      />
      <TiesPanel id={id} doc={doc} rows={rows} name={name} />
      <PrizesPanel id={id} doc={doc} rows={rows} name={name} />
      {open && value && why && (
        <RowDialog
          anchor={why.anchor}
          title={t('tournaments.breakdown', {
            code: doc.settings.tiebreaks[why.k] ?? '',
            name: name(open.startNo),
          })}
          onClose={() => setWhy(null)}
        >
          <ul className="breakdown">
            {value.items.map((it, i) => (
              <li key={i} className={it.cut ? 'cut' : ''}>
                {t('tournaments.roundN', { round: it.round })}:{' '}
                {it.opponent ? name(it.opponent) : '—'} ·{' '}
                {localDecimal((it.value / value.scale).toString(), t)}
                {it.unplayed ? ' *' : ''}
              </li>
            ))}
          </ul>
          <p>
            <strong>= {screenTieBreak(value, t)}</strong>
          </p>
        </RowDialog>
      )}
      {cardOf && (
        <RowDialog
          anchor={cardOf.anchor}
          title={t('tournaments.playerCard', { name: name(cardOf.startNo) })}
          className="player-card"
          onClose={() => setCardOf(null)}
        >
          <PlayerCard doc={doc} startNo={cardOf.startNo} />
        </RowDialog>
      )}
      {card !== null && (
        <NormReportPanel
          snapshot={snapshot}
          startNo={card}
          context={normContext}
          onCertificate={(norm) =>
            void downloadNormCertificate(snapshot, norm, {
              location: doc.settings.place,
              dates: [doc.settings.startDate, doc.settings.endDate].filter(Boolean).join(' – '),
              chiefArbiter: doc.settings.chiefArbiter,
              system: t(`tournaments.system_${doc.settings.system}` as MessageKey),
            })
          }
        />
      )}
    </div>
  )
}

/** What the norm rules need to know about the tournament that its players' games do not say. */
function normContextOf(doc: IndividualTournament, rules: RuleSet | 'auto'): NormContext {
  const rr = doc.settings.system === 'round-robin' || doc.settings.system === 'double-round-robin'
  return {
    ...(rules === 'auto' ? {} : { rules }),
    system: rr ? 'round-robin' : 'swiss',
    ...(doc.settings.startDate ? { startDate: doc.settings.startDate } : {}),
    ...(doc.settings.endDate ? { endDate: doc.settings.endDate } : {}),
  }
}

/** The crosstable in standings order. */
export function CrosstableSection({ doc }: { doc: IndividualTournament }) {
  const t = useT()
  const result = useMemo(() => tournamentStandings(doc), [doc])
  const rows = useMemo(() => (result.ok ? crosstableRows(doc, result.value) : []), [doc, result])
  if (!result.ok) return null
  const letters = { white: t('tournaments.letterWhite'), black: t('tournaments.letterBlack') }
  return (
    <>
      <div className="toolbar no-print">
        <Link className="button-like" to="?print=crosstable">
          {t('tournaments.printCrosstable')}
        </Link>
      </div>
      <DataTable
        layout="static"
        className="simple-table crosstable"
        label={t('tournaments.crosstableLabel')}
        rows={rows}
        rowId={(r) => String(r.startNo)}
        columns={[
          { id: 'place', header: t('tournaments.rank'), value: (r) => r.place, numeric: true },
          { id: 'name', header: t('tournaments.player'), value: (r) => r.name },
          ...doc.rounds.map((round, k): DataColumn<(typeof rows)[number]> => ({
            id: `round-${round.round}`,
            header: String(round.round),
            value: (r) => crosstableCellText(r.cells[k] ?? null, letters),
            numeric: true,
          })),
          {
            id: 'points',
            header: t('tournaments.points'),
            value: (r) => screenPoints(r.points, t),
            numeric: true,
            className: () => 'strong',
          },
        ]}
      />
      <p className="muted">{t('tournaments.crosstableKey')}</p>
    </>
  )
}
