import { useNavigate } from 'react-router'
import { formatPoints } from '../../domain/core/index.ts'
import {
  formatTieBreakValue,
  standingsCsv,
  tournamentStandings,
  tournamentToTrf,
} from '../../domain/reports/index.ts'
import type { IndividualTournament } from '../../domain/tournament/index.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import { useT } from '../../i18n/index.ts'
import { deleteTournament } from './tournamentCommands.ts'
import { downloadFile, fileSlug } from './download.ts'

/** Exports: the TRF rating report (with the log), standings as CSV and PDF; deletion. */
export function ExportSection({ id, doc }: { id: string; doc: IndividualTournament }) {
  const t = useT()
  const navigate = useNavigate()
  const slug = fileSlug(doc.settings.name)

  async function trf() {
    const log = await db.auditLog.where('tournamentId').equals(id).toArray()
    const lines = log.map((a) => `${a.at} ${a.action} ${a.detail}`.trim())
    downloadFile(tournamentToTrf(doc, lines), `${slug}.trf`)
  }

  function csv() {
    const r = tournamentStandings(doc)
    if (r.ok) downloadFile(standingsCsv(doc, r.value), `${slug}-clasificacion.csv`, 'text/csv')
  }

  async function pdf() {
    const r = tournamentStandings(doc)
    if (!r.ok) return
    const { jsPDF } = await import('jspdf')
    const pdfDoc = new jsPDF({ unit: 'mm', format: 'a4' })
    pdfDoc.setFontSize(14)
    pdfDoc.text(doc.settings.name, 14, 16)
    pdfDoc.setFontSize(9)
    pdfDoc.text(
      [doc.settings.place, doc.settings.startDate, doc.settings.chiefArbiter]
        .filter(Boolean)
        .join(' · '),
      14,
      22,
    )
    const head = ['#', 'N.º', 'Jugador', 'Elo', 'Ptos.', ...doc.settings.tiebreaks]
    const xs = [14, 22, 32, 100, 114, ...doc.settings.tiebreaks.map((_, k) => 128 + k * 16)]
    let y = 32
    head.forEach((h, k) => pdfDoc.text(h, xs[k] ?? 0, y))
    for (const row of r.value) {
      y += 5.5
      if (y > 285) {
        pdfDoc.addPage()
        y = 16
      }
      const e = doc.entrants.find((x) => x.startNo === row.startNo)
      const cells = [
        String(row.rank),
        String(row.startNo),
        (e?.name ?? '').slice(0, 38),
        String(e?.fideRating || ''),
        formatPoints(row.points),
        ...row.values.map(formatTieBreakValue),
      ]
      cells.forEach((c, k) => pdfDoc.text(c, xs[k] ?? 0, y))
    }
    downloadFile(pdfDoc.output('blob'), `${slug}-clasificacion.pdf`)
  }

  async function remove() {
    if (!window.confirm(t('tournaments.deleteConfirm', { name: doc.settings.name }))) return
    const r = await deleteTournament(appContext, id)
    if (r.ok) navigate('/tournaments')
  }

  return (
    <div className="panel">
      <p className="muted">{t('tournaments.exportHint')}</p>
      <div className="toolbar">
        <button type="button" className="primary" onClick={() => void trf()}>
          {t('tournaments.exportTrf')}
        </button>
        <button type="button" onClick={csv}>
          {t('tournaments.exportCsv')}
        </button>
        <button type="button" onClick={() => void pdf()}>
          {t('tournaments.exportPdf')}
        </button>
        <button type="button" onClick={() => window.print()}>
          {t('tournaments.print')}
        </button>
      </div>
      <div className="toolbar">
        <button type="button" className="danger" onClick={() => void remove()}>
          {t('tournaments.delete')}
        </button>
      </div>
    </div>
  )
}
