/** The acta as a PDF in the layout of the FAPA match sheet (art. 79.3). */
import {
  isFullySigned,
  sheetColours,
  sheetTotals,
  type MatchSheet,
  type SeasonPackage,
} from '../../domain/matchSheet/index.ts'
import type { Violation } from '../../domain/teams/index.ts'
import { createPdf, PDF_FONT } from '../pdf/pdfDocument.ts'
import { dateTimeText } from '../teams/dates.ts'

const half = (n: number) => (n % 2 === 0 ? String(n / 2) : `${(n - 1) / 2},5`)

/**
 * Renders the sheet: header, board order with colour, rating code and full name of each player,
 * results, totals, incidents, captains and arbiter with their signatures, and the SHA-256.
 */
export async function actaPdf(
  pkg: SeasonPackage,
  sheet: MatchSheet,
  sha256: string,
  violations: readonly Violation[],
): Promise<Uint8Array> {
  const doc = await createPdf()
  const team = (id: string) => pkg.teams.find((x) => x.id === id)?.name ?? id
  const player = (id: string | null) => (id ? pkg.players.find((p) => p.id === id) : undefined)
  doc.setFontSize(15)
  doc.text('Federación de Ajedrez del Principado de Asturias — ACTA DE ENCUENTRO', 105, 15, {
    align: 'center',
  })
  doc.setFontSize(10)
  doc.text(
    `${sheet.competitionName} · Ronda ${sheet.round} · ${dateTimeText(sheet.date, sheet.time, 'es')} · Versión ${sheet.version}`,
    14,
    24,
  )
  doc.text(
    `Local: ${team(sheet.homeId)}    Visitante: ${team(sheet.awayId)}    Local de juego: ${sheet.venue}`,
    14,
    30,
  )
  let y = 40
  doc.setFont(PDF_FONT, 'bold')
  doc.text('Tab.', 14, y)
  doc.text('Local (código elo, nombre y apellidos)', 26, y)
  doc.text('Resultado', 104, y)
  doc.text('Visitante (código elo, nombre y apellidos)', 126, y)
  doc.setFont(PDF_FONT, 'normal')
  const colours = sheetColours(sheet.boards)
  sheet.results.forEach((r, i) => {
    y += 7
    const h = player(sheet.homeLineup[i] ?? null)
    const a = player(sheet.awayLineup[i] ?? null)
    const c = colours[i]?.home === 'white' ? 'B' : 'N'
    doc.text(`${i + 1} ${c}`, 14, y)
    doc.text(h ? `${h.rating} ${h.name}` : '—', 26, y)
    doc.text(r ?? '', 108, y)
    doc.text(a ? `${a.rating} ${a.name}` : '—', 126, y)
  })
  const s = sheetTotals(sheet, violations).score
  y += 9
  doc.setFont(PDF_FONT, 'bold')
  doc.text(
    `Total: ${half(s.home.boardPoints)} – ${half(s.away.boardPoints)}   (puntos de encuentro ${s.home.matchPoints} – ${s.away.matchPoints})`,
    14,
    y,
  )
  doc.setFont(PDF_FONT, 'normal')
  y += 9
  doc.text('Incidencias y reclamaciones:', 14, y)
  for (const inc of sheet.incidents) {
    y += 6
    doc.text(
      doc.splitTextToSize(
        `${inc.at}${inc.board ? ` T${inc.board}` : ''}: ${inc.text}${inc.clocks ? ` (relojes: blancas ${inc.clocks.white} min, negras ${inc.clocks.black} min)` : ''}`,
        180,
      ) as string[],
      18,
      y,
    )
  }
  y += 12
  const people: [string, string, string | null][] = [
    ['Capitán local', sheet.homeCaptain, sheet.signatures.home],
    ['Capitán visitante', sheet.awayCaptain, sheet.signatures.away],
    ['Árbitro', sheet.arbiter, sheet.signatures.arbiter],
  ]
  people.forEach(([role, name, sig], i) => {
    const x = 14 + i * 64
    doc.text(`${role}: ${name}`, x, y)
    if (sig) doc.addImage(sig, 'PNG', x, y + 2, 54, 18)
  })
  doc.setFontSize(7)
  doc.text(`SHA-256: ${sha256}${isFullySigned(sheet) ? '' : ' (sin todas las firmas)'}`, 14, 285)
  return new Uint8Array(doc.output('arraybuffer'))
}
