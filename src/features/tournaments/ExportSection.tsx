import { Link, useNavigate } from 'react-router'
import { reportWarnings, standingsCsv, tournamentStandings } from '../../domain/reports/index.ts'
import { historyLines, type IndividualTournament } from '../../domain/tournament/index.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import { useT } from '../../i18n/index.ts'
import { deleteTournament } from './tournamentCommands.ts'
import { downloadFile, fileSlug } from '../../ui/download.ts'
import { layoutBlocks } from '../pdf/pdfLayout.ts'
import { printBlocks } from './printDocuments.ts'
import { ReportDataFix } from './ReportDataFix.tsx'
import { StartListLinks } from './StartListLinks.tsx'
import { trf16Report, trf2026Report } from './ratingReports.ts'
import { renderPdf } from './tournamentPdf.ts'
import { tournamentLog } from './tournamentsDb.ts'

/** Exports: the TRF rating reports (with the log), standings as CSV and PDF, the crosstable and the final report; deletion. */
export function ExportSection({ id, doc }: { id: string; doc: IndividualTournament }) {
  const t = useT()
  const navigate = useNavigate()
  const slug = fileSlug(doc.settings.name)
  const warnings = reportWarnings(doc.settings)

  async function history() {
    return historyLines(await tournamentLog.entries(db, id))
  }

  async function trf16() {
    downloadFile(trf16Report(doc, await history()), `${slug}.trf`)
  }

  async function trf2026() {
    downloadFile(trf2026Report(doc, await history()), `${slug}-trf2026.trf`)
  }

  function csv() {
    const r = tournamentStandings(doc)
    if (r.ok) downloadFile(standingsCsv(doc, r.value), `${slug}-clasificacion.csv`, 'text/csv')
  }

  async function pdf(kind: 'standings' | 'crosstable' | 'report', suffix: string) {
    const blocks = printBlocks(doc, kind, doc.rounds.length, t)
    if (!blocks) return
    const title = `${doc.settings.name} · ${t(`tournaments.print_${kind}`)}`
    downloadFile(await renderPdf(layoutBlocks(blocks), title), `${slug}-${suffix}.pdf`)
  }

  async function remove() {
    if (!window.confirm(t('tournaments.deleteConfirm', { name: doc.settings.name }))) return
    const r = await deleteTournament(appContext, id)
    if (r.ok) navigate('/tournaments')
  }

  return (
    <div className="panel export-section">
      <p className="muted">{t('tournaments.exportHint')}</p>
      <h2>{t('tournaments.exportRating')}</h2>
      {warnings.length > 0 && <ReportDataFix id={id} doc={doc} warnings={warnings} />}
      <div className="toolbar">
        <button type="button" className="primary" onClick={() => void trf16()}>
          {t('tournaments.exportTrf')}
        </button>
        <button type="button" className="primary" onClick={() => void trf2026()}>
          {t('tournaments.exportTrf2026')}
        </button>
      </div>
      <h2>{t('tournaments.exportDocuments')}</h2>
      <div className="toolbar">
        <button type="button" onClick={csv}>
          {t('tournaments.exportCsv')}
        </button>
        <button type="button" onClick={() => void pdf('standings', 'clasificacion')}>
          {t('tournaments.exportPdf')}
        </button>
        <button type="button" onClick={() => void pdf('crosstable', 'cuadro')}>
          {t('tournaments.exportCrosstablePdf')}
        </button>
        <button type="button" onClick={() => void pdf('report', 'informe-final')}>
          {t('tournaments.exportReportPdf')}
        </button>
      </div>
      <div className="toolbar">
        <Link className="button-like" to="?print=standings">
          {t('tournaments.print')}: {t('tournaments.print_standings')}
        </Link>
        <Link className="button-like" to="?print=crosstable">
          {t('tournaments.printCrosstable')}
        </Link>
        <Link className="button-like" to="?print=report">
          {t('tournaments.printReport')}
        </Link>
        <StartListLinks />
      </div>
      <div className="toolbar">
        <button type="button" className="danger" onClick={() => void remove()}>
          {t('tournaments.delete')}
        </button>
      </div>
    </div>
  )
}
