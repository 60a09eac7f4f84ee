import { describe, expect, it } from 'vitest'
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
    const named = {
      ...norm,
      opponents: norm.opponents.map((g, i) => ({ ...g, opponentName: NAMES[i % NAMES.length]! })),
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
    for (const name of NAMES) expect(text).toContain(name)
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

  it('a name typed with combining accents prints as the composed letters', async () => {
    const blocks = layoutBlocks([{ kind: 'title', text: 'Dvor\u030Ca\u0301k, Jir\u030Ci\u0301' }])
    const lines = pdfLines(await bytesOf(await renderPdf(blocks, 'x')))
    expect(lines[0]).toBe('Dvořák, Jiří')
  })
})
