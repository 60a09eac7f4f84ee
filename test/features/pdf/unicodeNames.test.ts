import { describe, expect, it, vi } from 'vitest'
import type { PlayerRow } from '../../../src/db/schema.ts'
import type { DivisionPlacement } from '../../../src/domain/federation/championships/index.ts'
import { startListPdf } from '../../../src/features/championships/startList.ts'
import { halfPoints } from '../../../src/domain/core/index.ts'
import { evaluateNorms } from '../../../src/domain/norms/index.ts'
import { renderNormCertificate } from '../../../src/features/norms/certificatePdf.ts'
import { layoutBlocks, layoutSlips } from '../../../src/features/pdf/pdfLayout.ts'
import { renderPdf } from '../../../src/features/tournaments/tournamentPdf.ts'
import { actaPdf } from '../../../src/features/matchSheet/actaPdf.ts'
import { tablePdf } from '../../../src/features/teams/teamExports.ts'
import { translate, type TFunction } from '../../../src/i18n/index.ts'
import { normTournament, type Opp } from '../../domain/norms/helpers.ts'
import { pkg, sheet } from '../../domain/matchSheet/helpers.ts'
import { pdfLines } from '../../helpers/pdfText.ts'

/** Names in Polish, Czech, Turkish, Vietnamese, Greek and Cyrillic (Russian, Serbian, Ukrainian). */
const NAMES = [
  'Łukasiewicz, Michał',
  'Dvořák, Jiří',
  'Çağlar, Şükrü İğdır',
  'Nguyễn, Văn Đức Ượ',
  'Παπαδόπουλος, Γιώργος',
  'Иванов, Сергей',
  'Ђоковић, Љубиша',
  'Шевченко, Їжак Ґ',
] as const

const t: TFunction = (key, params) => translate('es', key, params)

/** The files the championship screens hand to the browser, kept here instead of downloaded. */
const downloads = vi.hoisted(() => [] as { content: string | Blob; fileName: string }[])
vi.mock('../../../src/ui/download.ts', async (actual) => ({
  ...(await actual<typeof import('../../../src/ui/download.ts')>()),
  downloadFile: (content: string | Blob, fileName: string) => {
    downloads.push({ content, fileName })
  },
}))
const bytesOf = async (b: Blob) => new Uint8Array(await b.arrayBuffer())

describe('every PDF prints names outside Latin-1 and reads them back from the text layer', () => {
  it('norm certificate (B.01 seed 7.2): player and every opponent by name', async () => {
    const opps: Opp[] = Array.from({ length: 9 }, (_, i) => ({
      rating: 2500,
      title: 'GM',
      fed: ['POL', 'CZE', 'TUR'][i % 3] as string,
      res: i < 5 ? 1 : 0.5,
    }))
    const s = normTournament({ candidate: { rating: 2450, fed: 'GER' }, opponents: opps })
    const norm = evaluateNorms(s, 1, { rules: 'b01-2024' }, { titles: ['GM'] })[0]!
    // Nine opponents, nine names, none of them the player's.
    const opponentNames = [...NAMES.slice(1), 'Wojtaszek, Radosław', 'Dvořáková, Kateřina']
    const named = {
      ...norm,
      opponents: norm.opponents.map((g, i) => ({ ...g, opponentName: opponentNames[i]! })),
    }
    const lines = pdfLines(
      await renderNormCertificate(named, {
        tournament: 'Memoriał Rubinsteina — Polanica-Zdrój',
        totalRounds: 9,
        player: { name: 'Łukasiewicz, Michał', federation: 'POL', rating: 2450 },
      }),
    )
    const text = lines.join('\n')
    expect(text).toContain('Memoriał Rubinsteina —')
    expect(text).toContain('Polanica-Zdrój')
    expect(text).toContain('Name Łukasiewicz, Michał')
    // Each round's line names its own opponent, with the title, federation, rating, colour and result.
    const rows = lines.filter((l) => /^\d \S/.test(l) && l.includes(' GM '))
    expect(rows).toEqual(
      opponentNames.map(
        (name, i) =>
          `${i + 1} ${name} GM ${['POL', 'CZE', 'TUR'][i % 3]} 2500 ${i % 2 === 0 ? 'W' : 'B'} ${i < 5 ? '1' : '½'}`,
      ),
    )
    expect(text).toContain('certifies that Łukasiewicz, Michał achieved a Grandmaster (GM) title')
  })

  it('tournament PDFs (standings, pairings, crosstable blocks and result slips)', async () => {
    const blocks = layoutBlocks([
      { kind: 'title', text: 'Open Internacional de Gijón' },
      {
        kind: 'table',
        table: {
          caption: 'Clasificación',
          columns: [
            { label: 'Pos', width: 12, align: 'right' },
            { label: 'Nombre', width: 90, align: 'left' },
          ],
          rows: NAMES.map((n, i) => [String(i + 1), n]),
        },
      },
    ])
    const lines = pdfLines(await bytesOf(await renderPdf(blocks, 'Gijón')))
    NAMES.forEach((n, i) => expect(lines).toContain(`${i + 1} ${n}`))
    const slips = layoutSlips(
      [
        {
          tournament: 'Open',
          round: 1,
          board: 1,
          white: { startNo: 1, name: NAMES[1], rating: 2400, points: halfPoints(0) },
          black: { startNo: 2, name: NAMES[4], rating: 2400, points: halfPoints(0) },
        },
      ],
      t,
    )
    const slipText = pdfLines(await bytesOf(await renderPdf(slips, 'Boletas'))).join('\n')
    expect(slipText).toContain(`1 ${NAMES[1]}`)
    expect(slipText).toContain(`2 ${NAMES[4]}`)
  })

  it('match-sheet acta (FAPA art. 79.3) and a team standings table', async () => {
    const p = pkg()
    const named = {
      ...p,
      teams: p.teams.map((tm, i) => ({
        ...tm,
        name: i === 0 ? 'Šachový klub Dvořák' : 'Kulüp Çağ',
      })),
      players: p.players.map((pl, i) => ({ ...pl, name: NAMES[i % NAMES.length]! })),
    }
    const s = sheet(named)
    const acta = pdfLines(
      await actaPdf(
        named,
        { ...s, homeLineup: ['h-1', 'h-2'], awayLineup: ['a-1'] },
        'ab'.repeat(32),
        [],
      ),
    ).join('\n')
    expect(acta).toContain('Šachový klub Dvořák')
    expect(acta).toContain('Kulüp Çağ')
    expect(acta).toContain(NAMES[0])
    expect(acta).toContain(NAMES[1])
    const table = pdfLines(
      await bytesOf(
        await tablePdf('Liga', 'División de Honor', {
          header: ['Pos', 'Equipo'],
          rows: NAMES.map((n, i) => [String(i + 1), n]),
        }),
      ),
    )
    NAMES.forEach((n, i) => expect(table).toContain(`${i + 1} ${n}`))
  })

  it('championship start list of a division (FAPA art. 28): every player by name, in order', async () => {
    const rows: DivisionPlacement[] = NAMES.map((name, i) => ({
      player: { id: `p${i}`, name, sex: 'M', birthYear: 1990, licensed: true, ratings: [] },
      division: 1,
      reasons: [],
    }))
    const byId = new Map(
      NAMES.map((_, i) => [
        `p${i}`,
        {
          id: `p${i}`,
          title: 'FM',
          ratingStandard: 2300 - i,
          ratingFeda: 2250 - i,
        } as unknown as PlayerRow,
      ]),
    )
    downloads.length = 0
    await startListPdf(t, 1, rows, byId)
    expect(downloads.map((d) => d.fileName)).toEqual(['lista-salida-1.pdf'])
    const file = downloads[0]?.content
    if (!(file instanceof Blob)) throw new Error('the start list is a PDF file')
    const lines = pdfLines(await bytesOf(file))
    expect(lines.filter((l) => / FM \d{4} \d{4}$/.test(l))).toEqual(
      NAMES.map((n, i) => `${i + 1} ${n} FM ${2300 - i} ${2250 - i}`),
    )
  })

  it('a name typed with combining accents prints as the composed letters', async () => {
    const blocks = layoutBlocks([{ kind: 'title', text: 'Dvor\u030Ca\u0301k, Jir\u030Ci\u0301' }])
    const lines = pdfLines(await bytesOf(await renderPdf(blocks, 'x')))
    expect(lines[0]).toBe('Dvořák, Jiří')
  })
})
