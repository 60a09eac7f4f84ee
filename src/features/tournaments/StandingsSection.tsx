import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import {
  crosstableCellText,
  crosstableRows,
  lastCompleteRound,
  tournamentStandings,
} from '../../domain/reports/index.ts'
import { snapshotOf, type IndividualTournament } from '../../domain/tournament/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { RULE_SETS, type NormContext, type RuleSet } from '../../domain/norms/index.ts'
import { downloadNormCertificate } from '../norms/downloadCertificate.ts'
import { NormBadge } from '../norms/NormBadge.tsx'
import { NormReportPanel } from '../norms/NormReportPanel.tsx'
import { localDecimal, screenPoints, screenTieBreak } from '../../i18n/numbers.ts'
import { PlayerCard } from './PlayerCard.tsx'
import { PrizesPanel } from './PrizesPanel.tsx'
import { RatingCell } from './RatingCell.tsx'
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
      <table className="simple-table" aria-label={t('tournaments.standingsAfter', { round })}>
        <thead>
          <tr>
            <th>{t('tournaments.rank')}</th>
            <th>{t('tournaments.startNo')}</th>
            <th>{t('tournaments.player')}</th>
            <th>{t('tournaments.eventRating')}</th>
            <th>{t('tournaments.points')}</th>
            {doc.settings.tiebreaks.map((c) => (
              <th key={c}>{c}</th>
            ))}
            <th>{t('tournaments.norms')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.startNo}>
              <td className="num">
                {r.rank}
                {r.level && <span className="tie-mark">{` ${t('ties.levelMark')}`}</span>}
                {r.decidedBy === 'playoff' && (
                  <span className="tie-mark">{` ${t('ties.decidedPlayoff')}`}</span>
                )}
                {r.decidedBy === 'lot' && (
                  <span className="tie-mark">{` ${t('ties.decidedLot', { lot: r.lot ?? 0 })}`}</span>
                )}
              </td>
              <td className="num">{r.startNo}</td>
              <td>
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
              </td>
              <RatingCell entrant={entrantOf(r.startNo)} settings={doc.settings} />
              <td className="num strong">{screenPoints(r.points, t)}</td>
              {r.values.map((v, k) => (
                <td key={k} className="num">
                  <button
                    type="button"
                    className="link"
                    aria-label={`${t('tournaments.why')}: ${doc.settings.tiebreaks[k]} ${name(r.startNo)}`}
                    onClick={(e) => {
                      setCardOf(null)
                      setWhy({ startNo: r.startNo, k, anchor: e.currentTarget })
                    }}
                  >
                    {screenTieBreak(v, t)}
                  </button>
                </td>
              ))}
              <td>
                <NormBadge snapshot={snapshot} startNo={r.startNo} context={normContext} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
      <table className="simple-table crosstable" aria-label={t('tournaments.crosstableLabel')}>
        <thead>
          <tr>
            <th>{t('tournaments.rank')}</th>
            <th>{t('tournaments.player')}</th>
            {doc.rounds.map((r) => (
              <th key={r.round}>{r.round}</th>
            ))}
            <th>{t('tournaments.points')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.startNo}>
              <td className="num">{r.place}</td>
              <td>{r.name}</td>
              {r.cells.map((c, k) => (
                <td key={k} className="num">
                  {crosstableCellText(c, letters)}
                </td>
              ))}
              <td className="num strong">{screenPoints(r.points, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t('tournaments.crosstableKey')}</p>
    </>
  )
}
