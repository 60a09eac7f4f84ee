import { formatPoints } from '../../domain/core/index.ts'
import type { NormResult } from '../../domain/norms/index.ts'
import { createPdf, PDF_FONT, type PdfDoc } from '../pdf/pdfDocument.ts'

/** Facts printed on a norm certificate that the norm result itself does not carry. */
export interface CertificateFacts {
  readonly tournament: string
  readonly location?: string
  /** Free text, e.g. "2024-05-01 to 2024-05-09". */
  readonly dates?: string
  readonly organiser?: string
  readonly chiefArbiter?: string
  readonly hostFederation?: string
  readonly totalRounds: number
  readonly system?: string
  /** Rounds outside the counted games (forfeits, byes, set aside), printed in the table. */
  readonly otherRounds?: readonly { readonly round: number; readonly text: string }[]
  readonly player: {
    readonly name: string
    readonly fideId?: string
    readonly federation?: string
    readonly title?: string
    readonly rating?: number
    readonly birthDate?: string
  }
}

const TITLE_NAMES: Record<string, string> = {
  GM: 'Grandmaster',
  IM: 'International Master',
  WGM: 'Woman Grandmaster',
  WIM: 'Woman International Master',
}

/** "an International Master", "a Grandmaster": the article goes with the sound of the next word. */
const withArticle = (words: string): string => `${/^[AEIOU]/i.test(words) ? 'an' : 'a'} ${words}`

/** "an IM" (said "eye-em"), "a GM", "a WGM". */
const withArticleAbbr = (title: string): string =>
  `${/^[AEFHILMNORSX]/.test(title) ? 'an' : 'a'} ${title}`

const RESULT_TEXT: Record<string, string> = { win: '1', draw: '½', loss: '0' }

const PAGE_W = 210
const LEFT = 15
const RIGHT = PAGE_W - 15

/**
 * Renders the certificate of a title result (one page, A4) in the layout of FIDE's norm
 * certificate: event, player, opponents with title, federation and rating, the figures and the
 * conditions met, and the lines to sign. Returns the PDF bytes.
 */
export async function renderNormCertificate(
  norm: NormResult,
  facts: CertificateFacts,
): Promise<Uint8Array> {
  const doc = await createPdf()
  let y = header(doc, norm, facts)
  y = playerAndEvent(doc, facts, y)
  y = opponentsTable(doc, norm, facts.otherRounds, y)
  y = figures(doc, norm, facts, y)
  y = conditions(doc, norm, y)
  signatures(doc, norm, facts, y)
  return new Uint8Array(doc.output('arraybuffer'))
}

type Doc = PdfDoc

function header(doc: Doc, norm: NormResult, facts: CertificateFacts): number {
  doc.setFont(PDF_FONT, 'bold').setFontSize(9)
  doc.text('FIDE', LEFT, 14)
  doc.setFont(PDF_FONT, 'normal')
  doc.text('Form IT1', RIGHT, 14, { align: 'right' })
  doc.setFont(PDF_FONT, 'bold').setFontSize(15)
  doc.text('CERTIFICATE OF TITLE RESULT', PAGE_W / 2, 24, { align: 'center' })
  doc.setFontSize(12)
  const rules =
    norm.rules === 'seed' ? 'FIDE Title Regulations (seed)' : 'FIDE Title Regulations B.01 (2024)'
  doc.text(`${TITLE_NAMES[norm.title] ?? norm.title} (${norm.title}) result`, PAGE_W / 2, 31, {
    align: 'center',
  })
  doc.setFont(PDF_FONT, 'normal').setFontSize(8.5)
  doc.text(rules, PAGE_W / 2, 36, { align: 'center' })
  doc.setLineWidth(0.4).line(LEFT, 39, RIGHT, 39)
  return 45 + (facts.tournament.length > 90 ? 4 : 0)
}

/** Two columns of label/value pairs. */
function pairs(
  doc: Doc,
  rows: readonly (readonly [string, string])[],
  x: number,
  y: number,
  width: number,
): number {
  for (const [label, value] of rows) {
    doc.setFont(PDF_FONT, 'normal').setFontSize(8).setTextColor(90)
    doc.text(label, x, y)
    doc.setFont(PDF_FONT, 'bold').setFontSize(9.5).setTextColor(0)
    const lines = doc.splitTextToSize(value || '-', width - 30) as string[]
    doc.text(lines, x + 30, y)
    y += 5.5 * Math.max(1, lines.length)
  }
  return y
}

function playerAndEvent(doc: Doc, f: CertificateFacts, y: number): number {
  doc.setFont(PDF_FONT, 'bold').setFontSize(10).text('Event', LEFT, y)
  doc.text('Player', 110, y)
  const left = pairs(
    doc,
    [
      ['Tournament', f.tournament],
      ['Place', f.location ?? ''],
      ['Dates', f.dates ?? ''],
      ['Organiser', f.organiser ?? f.hostFederation ?? ''],
      ['System', `${f.system ?? ''}${f.system ? ', ' : ''}${f.totalRounds} rounds`],
      ['Chief Arbiter', f.chiefArbiter ?? ''],
    ],
    LEFT,
    y + 6,
    92,
  )
  const p = f.player
  const right = pairs(
    doc,
    [
      ['Name', p.name],
      ['FIDE ID', p.fideId ?? ''],
      ['Federation', p.federation ?? ''],
      ['Title', p.title ?? ''],
      ['Rating', p.rating ? String(p.rating) : 'unrated'],
      ['Birth date', p.birthDate ?? ''],
    ],
    110,
    y + 6,
    85,
  )
  return Math.max(left, right) + 3
}

const COLS = [
  { head: 'Rd', x: LEFT, w: 10 },
  { head: 'Opponent', x: LEFT + 10, w: 78 },
  { head: 'Title', x: LEFT + 88, w: 16 },
  { head: 'Fed', x: LEFT + 104, w: 16 },
  { head: 'Rating', x: LEFT + 120, w: 22 },
  { head: 'Colour', x: LEFT + 142, w: 18 },
  { head: 'Result', x: LEFT + 160, w: 20 },
] as const

function opponentsTable(
  doc: Doc,
  norm: NormResult,
  others: CertificateFacts['otherRounds'],
  y: number,
): number {
  const top = y
  doc.setFillColor(230, 230, 230).rect(LEFT, y, RIGHT - LEFT, 6.5, 'F')
  doc.setFont(PDF_FONT, 'bold').setFontSize(8.5)
  for (const c of COLS) doc.text(c.head, c.x + 1.5, y + 4.5)
  y += 6.5
  doc.setFont(PDF_FONT, 'normal').setFontSize(8.5)
  const rows = [
    ...norm.opponents.map((g) => ({ round: g.round, g })),
    ...(others ?? []).map((o) => ({ round: o.round, text: o.text })),
  ].sort((a, b) => a.round - b.round)
  const rowH = rows.length > 13 ? 5 : 5.8
  rows.forEach((row, i) => {
    if (i % 2 === 1) doc.setFillColor(246, 246, 246).rect(LEFT, y, RIGHT - LEFT, rowH, 'F')
    if (!('g' in row) || !row.g) {
      doc.setTextColor(110).text(String(row.round), COLS[0].x + 1.5, y + rowH - 1.6)
      doc.text(`${'text' in row ? row.text : ''} (not counted)`, COLS[1].x + 1.5, y + rowH - 1.6)
      doc.setTextColor(0)
      y += rowH
      return
    }
    const g = row.g
    const cells = [
      String(g.round),
      g.opponentName,
      g.title || '-',
      g.federation || '-',
      g.rating > 0 ? String(g.rating) : 'unrated',
      g.colour === 'white' ? 'W' : g.colour === 'black' ? 'B' : '-',
      RESULT_TEXT[g.outcome] ?? '',
    ]
    cells.forEach((text, k) => {
      const c = COLS[k]
      if (c) doc.text(doc.splitTextToSize(text, c.w - 2)[0] as string, c.x + 1.5, y + rowH - 1.6)
    })
    y += rowH
  })
  doc.setLineWidth(0.2).rect(LEFT, top, RIGHT - LEFT, y - top)
  return y + 6
}

function figures(doc: Doc, norm: NormResult, f: CertificateFacts, y: number): number {
  const raLabel =
    norm.rules === 'seed' ? 'Tournament average (11.1)' : 'Opponents average Ra (1.4.7)'
  const rows: [string, string][] = [
    [
      'Games counted',
      `${norm.games} (rounds ${norm.lastRound < f.totalRounds ? `1-${norm.lastRound}` : `1-${f.totalRounds}`})`,
    ],
    ['Points', `${formatPoints(norm.points)} (${norm.percent} %)`],
    [raLabel, String(norm.ra)],
    ['Performance Rp', String(norm.rp)],
  ]
  if (norm.category !== undefined)
    rows.push(['Category (11.0)', `${norm.category} (score table: ${norm.scoreTableSource ?? ''})`])
  if (norm.droppedRounds.length > 0)
    rows.push(['Rounds not counted', norm.droppedRounds.join(', ')])
  rows.push(['Games for the application', String(norm.applicationGames)])
  doc.setFont(PDF_FONT, 'bold').setFontSize(10).text('Result', LEFT, y)
  y += 6
  rows.forEach(([label, value], i) => {
    const x = i % 2 === 0 ? LEFT : 110
    doc.setFont(PDF_FONT, 'normal').setFontSize(8).setTextColor(90).text(label, x, y)
    doc
      .setFont(PDF_FONT, 'bold')
      .setFontSize(9.5)
      .setTextColor(0)
      .text(value, x + 45, y)
    if (i % 2 === 1 || i === rows.length - 1) y += 5.5
  })
  return y + 3
}

function conditions(doc: Doc, norm: NormResult, y: number): number {
  doc.setFont(PDF_FONT, 'bold').setFontSize(10)
  doc.text(norm.achieved ? 'Conditions met' : 'Conditions', LEFT, y)
  y += 5.5
  doc.setFont(PDF_FONT, 'normal').setFontSize(8)
  for (const c of norm.conditions) {
    const lines = doc.splitTextToSize(
      `${c.ok ? '[x]' : '[  ]'} ${c.detail}`,
      RIGHT - LEFT,
    ) as string[]
    doc.text(lines, LEFT, y)
    y += 4.3 * lines.length
  }
  return y + 4
}

function signatures(doc: Doc, norm: NormResult, f: CertificateFacts, y: number): void {
  const statement = !norm.achieved
    ? `NOT A TITLE RESULT: ${f.player.name} did not meet every condition for ${withArticleAbbr(norm.title)} result.`
    : `The undersigned Chief Arbiter certifies that ${f.player.name} achieved ${withArticle(TITLE_NAMES[norm.title] ?? norm.title)} (${norm.title}) title result in this event, with ${formatPoints(norm.points)} points from ${norm.games} games.`
  doc.setFont(PDF_FONT, 'normal').setFontSize(9.5)
  doc.text(doc.splitTextToSize(statement, RIGHT - LEFT) as string[], LEFT, Math.max(y + 4, 238))
  const top = Math.max(y + 24, 262)
  doc.setLineWidth(0.3)
  doc.line(LEFT, top, LEFT + 75, top)
  doc.line(RIGHT - 75, top, RIGHT, top)
  doc.setFont(PDF_FONT, 'normal').setFontSize(8)
  doc.text('Chief Arbiter: name and signature', LEFT, top + 4)
  doc.text('Federation / organiser: place, date and stamp', RIGHT - 75, top + 4)
  doc.setFontSize(7).setTextColor(110)
  doc.text(
    "Prepared with Alfil. Three copies: the player's federation, FIDE, the organising federation (seed 7.2).",
    PAGE_W / 2,
    288,
    { align: 'center' },
  )
  doc.setTextColor(0)
}
