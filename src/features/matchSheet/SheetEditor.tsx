import { useEffect, useState } from 'react'
import {
  boardsWithoutResult,
  editSheet,
  isFullySigned,
  isLocked,
  newVersion,
  sameRoundOnDevice,
  sameRoundViolations,
  noShowMinutesLeft,
  setBoardPlayer,
  setBoardResult,
  sheetColours,
  sheetTotals,
  sign,
  validateSheet,
  withIdentities,
  type MatchSheet,
  type SeasonPackage,
} from '../../domain/matchSheet/index.ts'
import { appContext } from '../../db/context.ts'
import { clockOf, todayOf } from '../../db/commands/today.ts'
import { useLocale, useT } from '../../i18n/index.ts'
import { dateTimeText } from '../teams/dates.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { downloadFile, sheetHash } from './actaHash.ts'
import { finalActa } from './finalActa.ts'
import { useDeviceSheets } from './deviceSheets.ts'
import { LineupPicker } from './LineupPicker.tsx'
import { saveSheet } from './matchSheetCommands.ts'
import { IncidentsPanel, ResultsPanel, SignaturesPanel } from './SheetPanels.tsx'

/** The captain's sheet: header, both lineups, results, incidents, signatures, export. */
export function SheetEditor({
  pkg,
  initial,
  onBack,
}: {
  pkg: SeasonPackage
  initial: MatchSheet
  onBack: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const [sheet, setSheet] = useState(initial)
  const [now, setNow] = useState(() => clockOf(appContext))
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  useEffect(() => {
    const id = setInterval(() => setNow(clockOf(appContext)), 15_000)
    return () => clearInterval(id)
  }, [])
  const locked = isLocked(sheet)
  // Art. 74.4 across every package and acta on this tablet, not only this competition's.
  const notices = sameRoundOnDevice({ pkg, sheet }, useDeviceSheets())
  const violations = [...validateSheet(pkg, sheet), ...sameRoundViolations(sheet, notices)]
  const totals = sheetTotals(sheet, violations)
  const colours = sheetColours(sheet.boards)
  const teamName = (id: string) => pkg.teams.find((x) => x.id === id)?.name ?? id
  // The countdown only means something on the day of the match.
  const left = todayOf(appContext) === sheet.date ? noShowMinutesLeft(sheet.time, now) : null

  function update(next: MatchSheet) {
    setSheet(next)
    void saveSheet(appContext, next)
  }
  function edit(f: (s: MatchSheet) => MatchSheet) {
    // The sheet carries the registry ids of whoever it names (art. 74.4, 75.3 at the federation).
    const r = editSheet(sheet, (s) => withIdentities(f(s), pkg))
    if (r.ok) update(r.sheet)
  }
  const field = (key: 'venue' | 'arbiter' | 'homeCaptain' | 'awayCaptain', label: string) => (
    <div className="field">
      <label htmlFor={`ms-${key}`}>{label}</label>
      <input
        id={`ms-${key}`}
        value={sheet[key]}
        disabled={locked}
        onChange={(e) => edit((s) => ({ ...s, [key]: e.target.value }))}
      />
    </div>
  )
  async function exportActa() {
    // Signed final only with every result, three inked signatures and the home club's key.
    const r = await finalActa(pkg, sheet)
    if (!r.ok)
      return setMessage({ ok: false, text: errorMessage(t, r.refusal.code, r.refusal.params) })
    await saveSheet(appContext, sheet, r.file.sha256)
    downloadFile(
      `acta-${sheet.matchId.replace(/[^\w-]+/g, '_')}-v${sheet.version}.json`,
      JSON.stringify(r.file, null, 1),
      'application/json',
    )
    setMessage({
      ok: true,
      text: t('actas.exportedSigned', { team: teamName(sheet.homeId), hash: r.file.sha256 }),
    })
  }
  async function exportPdf() {
    const { actaPdf } = await import('./actaPdf.ts')
    const bytes = await actaPdf(pkg, sheet, await sheetHash(sheet), violations)
    downloadFile(
      `acta-${sheet.matchId.replace(/[^\w-]+/g, '_')}-v${sheet.version}.pdf`,
      bytes as BlobPart,
      'application/pdf',
    )
  }
  async function correct() {
    update(newVersion(sheet, await sheetHash(sheet)))
  }

  return (
    <div className="ms-editor">
      <button type="button" className="ms-button link" onClick={onBack}>
        ← {t('matchSheet.back')}
      </button>
      <h2>
        {t('matchSheet.matchLabel', {
          round: sheet.round,
          home: teamName(sheet.homeId),
          away: teamName(sheet.awayId),
        })}
      </h2>
      <p className="muted">
        {dateTimeText(sheet.date, sheet.time, locale)} ·{' '}
        {t('matchSheet.version', { n: sheet.version })} · {t('matchSheet.saved')}
      </p>
      <p className={`ms-countdown${left === 0 ? ' is-over' : ''}`} role="timer">
        {t('matchSheet.officialStart', { time: sheet.time })}
        {left !== null &&
          ` — ${left === 0 ? t('matchSheet.countdownOver') : t('matchSheet.countdown', { minutes: left })}`}
      </p>
      {locked && (
        <div className="ms-msg ms-msg-info">
          {t('matchSheet.locked')}{' '}
          <button type="button" className="ms-button" onClick={() => void correct()}>
            {t('matchSheet.correct')}
          </button>
        </div>
      )}
      <section className="panel ms-header" aria-label={t('matchSheet.header')}>
        <h3>{t('matchSheet.header')}</h3>
        <div className="ms-grid">
          {field('venue', t('matchSheet.venue'))}
          {field('arbiter', t('matchSheet.arbiter'))}
          {field('homeCaptain', t('matchSheet.homeCaptain'))}
          {field('awayCaptain', t('matchSheet.awayCaptain'))}
        </div>
      </section>
      <div className="ms-lineups">
        {(['home', 'away'] as const).map((side) => {
          const teamId = side === 'home' ? sheet.homeId : sheet.awayId
          return (
            <LineupPicker
              key={side}
              pkg={pkg}
              teamId={teamId}
              title={t(side === 'home' ? 'matchSheet.homeLineup' : 'matchSheet.awayLineup', {
                team: teamName(teamId),
              })}
              lineup={side === 'home' ? sheet.homeLineup : sheet.awayLineup}
              colours={colours.map((c) => c[side])}
              violations={violations.filter((v) => v.teamId === teamId)}
              notices={notices.filter((n) => n.side === side)}
              locked={locked}
              onChange={(board, id) => edit((s) => setBoardPlayer(s, side, board, id))}
            />
          )
        })}
      </div>
      <ResultsPanel
        sheet={sheet}
        totals={totals}
        locked={locked}
        onResult={(b, r) => edit((s) => setBoardResult(s, b, r))}
      />
      <IncidentsPanel
        incidents={sheet.incidents}
        locked={locked}
        onAdd={(text, board, clocks) =>
          edit((s) => ({
            ...s,
            incidents: [
              ...s.incidents,
              { at: clockOf(appContext), board, text, ...(clocks ? { clocks } : {}) },
            ],
          }))
        }
      />
      <SignaturesPanel
        sheet={sheet}
        missing={boardsWithoutResult(sheet)}
        onSign={(who, img) => update(sign(sheet, who, img))}
      />
      <section className="panel ms-row">
        <button
          type="button"
          className="ms-button primary"
          disabled={!isFullySigned(sheet)}
          onClick={() => void exportActa()}
        >
          {t('actas.signAndExport')}
        </button>
        <button type="button" className="ms-button" onClick={() => void exportPdf()}>
          {t('matchSheet.exportPdf')}
        </button>
        {!isFullySigned(sheet) && <span className="muted">{t('matchSheet.needSignatures')}</span>}
        {message && (
          <p
            role="status"
            className={`ms-msg ms-hash ${message.ok ? 'ms-msg-ok' : 'ms-msg-error'}`}
          >
            {message.text}
          </p>
        )}
      </section>
    </div>
  )
}
