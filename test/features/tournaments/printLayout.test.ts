import { describe, expect, it } from 'vitest'
import { pairingSheet, resultSlips } from '../../../src/domain/reports/index.ts'
import { translate, type TFunction } from '../../../src/i18n/index.ts'
import {
  fitText,
  layoutBlocks,
  layoutSlips,
  slipBox,
  type DrawOp,
} from '../../../src/features/pdf/pdfLayout.ts'
import { printBlocks } from '../../../src/features/tournaments/printDocuments.ts'
import {
  crosstableTable,
  pairingsNotes,
  pairingsTable,
  standingsTable,
  type PrintBlock,
} from '../../../src/features/pdf/printTables.ts'
import { doc } from '../../domain/reports/sampleTournament.ts'

const t: TFunction = (key, params) => translate('es', key, params)
const texts = (ops: readonly DrawOp[]) =>
  ops.flatMap((o) => (o.op === 'text' ? [[o.page, o.x, o.y, o.text]] : []))

describe('printed pairing list (FAPA art. 41.1.f)', () => {
  const sheet = pairingSheet(doc, 2)

  it('FAPA art. 41.1.f: one row per board with numbers, names, ratings, points before the round and the result', () => {
    if (!sheet) throw new Error('round 2 is paired')
    const table = pairingsTable(sheet, t)
    expect(table.caption).toBe('Emparejamientos · ronda 2')
    expect(table.columns.map((c) => [c.label, c.width, c.align])).toEqual([
      ['Mesa', 11, 'right'],
      ['N.º', 9, 'right'],
      ['Blancas', 45, 'left'],
      ['Elo', 11, 'right'],
      ['Ptos.', 10, 'right'],
      ['Resultado', 19, 'center'],
      ['Ptos.', 10, 'right'],
      ['Elo', 11, 'right'],
      ['N.º', 9, 'right'],
      ['Negras', 45, 'left'],
    ])
    expect(table.columns.reduce((sum, c) => sum + c.width, 0)).toBe(180)
    expect(table.rows).toEqual([
      ['1', '2', 'Dos, Bea', '2000', '0,5', '+/-', '1,0', '2100', '1', 'Uno, Ana'],
      ['2', '3', 'Tres, Carla', '1900', '0,0', '0-1', '1,0', '', '5', 'Cinco, Eva'],
    ])
  })

  it('FIDE C.04.1.c: the PAB and the requested byes are listed under the boards', () => {
    const one = pairingSheet(doc, 1)
    expect(one && pairingsNotes(one, t)).toEqual(['Exento (PAB): 5 Cinco, Eva'])
    expect(sheet && pairingsNotes(sheet, t)).toEqual([
      'No emparejados: 4 Cuatro, Dora (Descanso ½)',
    ])
  })
})

describe('printed standings and crosstable fit an A4 page (182 mm between margins)', () => {
  const row = {
    rank: 1,
    startNo: 5,
    name: 'Cinco, Eva',
    title: 'WFM',
    federation: 'ESP',
    rating: 0,
    points: 4,
    tiebreaks: ['1.5', '1.5', '0.75', '3.0'],
  }

  it('four tie-breaks of 14 mm leave 71 mm for the name; eight shrink to 10 mm each', () => {
    const four = standingsTable([row], ['BH-C1', 'BH', 'SB', 'PS'], 'C', t)
    expect(four.columns.map((c) => c.width)).toEqual([10, 10, 71, 11, 12, 12, 14, 14, 14, 14])
    expect(four.rows).toEqual([
      ['1', '5', 'WFM Cinco, Eva', 'ESP', '', '2,0', '1,5', '1,5', '0,75', '3,0'],
    ])
    const eight = standingsTable([row], ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], 'C', t)
    expect(eight.columns.map((c) => c.width)).toEqual([
      10, 10, 47, 11, 12, 12, 10, 10, 10, 10, 10, 10, 10, 10,
    ])
  })

  it('crosstable rounds take at most 13 mm each; nine rounds get 12 mm and the name 43 mm', () => {
    const cells = (n: number) =>
      Array.from({ length: n }, () => ({
        opponentPlace: 2,
        colour: 'white' as const,
        outcome: 'win' as const,
      }))
    const line = (n: number) => ({
      place: 1,
      rank: 1,
      startNo: 1,
      name: 'Uno, Ana',
      rating: 2100,
      points: 2 * n,
      cells: cells(n),
    })
    const two = crosstableTable([line(2)], 'C', t)
    expect(two.columns.map((c) => c.width)).toEqual([9, 125, 11, 13, 13, 11])
    expect(two.rows).toEqual([['1', 'Uno, Ana', '2100', '2b1', '2b1', '2,0']])
    const nine = crosstableTable([line(9)], 'C', t)
    expect(nine.columns.map((c) => c.width)).toEqual([9, 43, 11, ...Array(9).fill(12), 11])
    expect(nine.size).toBeUndefined()
    // Every number of rounds from 1 to 15: the width of each round, at most 13 mm, and the
    // name taking the rest of the 182 mm.
    const perRound = [13, 13, 13, 13, 13, 13, 13, 13, 12, 11, 10, 9, 8, 7, 7]
    perRound.forEach((w, i) => {
      const n = i + 1
      const widths = crosstableTable([line(n)], 'C', t).columns.map((c) => c.width)
      expect(widths, `${n} rounds`).toEqual([9, 151 - w * n, 11, ...Array(n).fill(w), 11])
      expect(Math.max(...widths.slice(3, -1)), `${n} rounds`).toBeLessThanOrEqual(13)
      expect(
        widths.reduce((a, b) => a + b, 0),
        `${n} rounds`,
      ).toBe(182)
    })
  })

  it('from 12 rounds the crosstable cells shrink below 11 mm and use 7 pt type, so `12b½` stays whole', () => {
    const cells = Array.from({ length: 13 }, () => ({
      opponentPlace: 12,
      colour: 'black' as const,
      outcome: 'draw' as const,
    }))
    const table = crosstableTable(
      [{ place: 1, rank: 1, startNo: 1, name: 'Uno, Ana', rating: 2100, points: 13, cells }],
      'C',
      t,
    )
    expect(table.columns.map((c) => c.width).slice(3, 5)).toEqual([8, 8])
    expect(table.size).toBe(7)
    const out = layoutBlocks([{ kind: 'table', table }])
    const cell = out.ops.find((o) => o.op === 'text' && o.text.startsWith('12n'))
    expect(cell && cell.op === 'text' && [cell.text, cell.size]).toEqual(['12n½', 7])
  })
})

describe('PDF page layout', () => {
  it('a long name is cut to what fits its column, ending in a dot', () => {
    expect(fitText('Jugador con un nombre larguísimo', 20, 8.5)).toBe('Jugador co.')
    expect(fitText('Uno, Ana', 20, 8.5)).toBe('Uno, Ana')
  })

  it('title, facts and a table go top to bottom with the table header underlined', () => {
    const blocks: PrintBlock[] = [
      { kind: 'title', text: 'Abierto' },
      { kind: 'facts', lines: ['Gijón'] },
      {
        kind: 'table',
        table: {
          caption: 'Ronda 1',
          columns: [
            { label: 'Mesa', width: 20, align: 'left' },
            { label: 'Ptos.', width: 30, align: 'right' },
          ],
          rows: [
            ['1', '1.0'],
            ['2', '0.5'],
          ],
        },
      },
    ]
    const out = layoutBlocks(blocks)
    expect(out.pages).toBe(1)
    expect(texts(out.ops)).toEqual([
      [1, 14, 16, 'Abierto'],
      [1, 14, 23, 'Gijón'],
      [1, 14, 31.1, 'Ronda 1'],
      [1, 14.8, 37.1, 'Mesa'],
      [1, 63.2, 37.1, 'Ptos.'],
      [1, 14.8, 42.9, '1'],
      [1, 63.2, 42.9, '1.0'],
      [1, 14.8, 48.1, '2'],
      [1, 63.2, 48.1, '0.5'],
    ])
    expect(out.ops.filter((o) => o.op === 'line')).toEqual([
      { op: 'line', page: 1, x1: 14, y1: 38.5, x2: 196, y2: 38.5 },
    ])
  })

  it('a table longer than a page continues on the next one under a repeated header', () => {
    const rows = Array.from({ length: 60 }, (_, i) => [String(i + 1)])
    const out = layoutBlocks([
      {
        kind: 'table',
        table: { caption: 'C', columns: [{ label: 'N', width: 10, align: 'left' }], rows },
      },
    ])
    expect(out.pages).toBe(2)
    const all = texts(out.ops)
    expect(all.filter((x) => x[3] === 'N')).toEqual([
      [1, 14.8, 24, 'N'],
      [2, 14.8, 16, 'N'],
    ])
    expect(all.find((x) => x[3] === '48')).toEqual([1, 14.8, 274.2, '48'])
    expect(all.find((x) => x[3] === '49')).toEqual([2, 14.8, 21.8, '49'])
  })
})

describe('result slips (FAPA art. 41.1.e)', () => {
  it('eight slips per A4 page in two columns of four', () => {
    expect([0, 1, 2, 7, 8].map(slipBox)).toEqual([
      { page: 1, x: 10, y: 10 },
      { page: 1, x: 107, y: 10 },
      { page: 1, x: 10, y: 80.25 },
      { page: 1, x: 107, y: 220.75 },
      { page: 2, x: 10, y: 10 },
    ])
  })

  it("a slip names tournament, round, board and both players, with result boxes and three signature lines; the next board's slip stands beside it", () => {
    const out = layoutSlips(resultSlips(doc, 1), t)
    expect(out.pages).toBe(1)
    const first = out.ops.slice(0, 20)
    expect(first[0]).toEqual({ op: 'rect', page: 1, x: 10, y: 10, w: 93, h: 66.25 })
    expect(texts(first)).toEqual([
      [1, 14, 17, 'Abierto de Gijón'],
      [1, 14, 24, 'Ronda 1 · Mesa 1'],
      [1, 14, 33, 'Blancas'],
      [1, 32, 33, '1  Uno, Ana'],
      [1, 14, 40, 'Negras'],
      [1, 32, 40, '3  Tres, Carla'],
      [1, 14, 48, 'Marque el resultado'],
      [1, 21.5, 54.8, '1-0'],
      [1, 49.5, 54.8, '½-½'],
      [1, 77.5, 54.8, '0-1'],
      [1, 14, 72.25, 'Firma blancas'],
      [1, 43, 72.25, 'Firma negras'],
      [1, 72, 72.25, 'Árbitro'],
    ])
    expect(
      first.filter((o) => o.op === 'rect').map((o) => (o.op === 'rect' ? [o.x, o.y] : [])),
    ).toEqual([
      [10, 10],
      [14, 50.5],
      [42, 50.5],
      [70, 50.5],
    ])
    expect(first.filter((o) => o.op === 'line')).toHaveLength(3)
    expect(texts(out.ops).filter((x) => x[3] === 'Ronda 1 · Mesa 2')).toEqual([
      [1, 111, 24, 'Ronda 1 · Mesa 2'],
    ])
  })
})

describe('print documents', () => {
  it('the pairing page of an unpaired round has nothing to print', () => {
    expect(printBlocks(doc, 'pairings', 3, t)).toBeNull()
  })

  it('FAPA art. 41.1.h: the final report starts with the event data and the standings after the last complete round', () => {
    const blocks = printBlocks(doc, 'report', 2, t) ?? []
    expect(blocks[0]).toEqual({ kind: 'title', text: 'Informe final: Abierto de Gijón' })
    expect(blocks[1]).toEqual({
      kind: 'facts',
      lines: [
        'Lugar: Gijón',
        'Fechas: 2026-08-01 / 2026-08-03',
        'Árbitro principal: Ana Arbitro',
        'Árbitros adjuntos: Luis Adjunto',
        'Sistema: Suizo holandés (FIDE C.04.3)',
        'Modalidad: Estándar',
        'Ritmo de juego: 90+30',
        'Rondas: 2 de 3',
        'Jugadores: 5 (4 con Elo FIDE)',
        'Desempates: BH-C1, BH, SB, PS',
      ],
    })
    const captions = blocks.flatMap((b) => (b.kind === 'table' ? [b.table.caption] : []))
    expect(captions).toEqual([
      'Clasificación final tras la ronda 2',
      'Cuadro cruzado tras la ronda 2',
      'Emparejamientos · ronda 1',
      'Emparejamientos · ronda 2',
    ])
  })
})

describe('printed standings say what the tie-break chain left level (FAPA art. 29.1.e, 29.2.d, 29.2.e)', () => {
  const noChain = { ...doc, settings: { ...doc.settings, tiebreaks: [] } }
  const standingsOf = (d: typeof doc) => {
    const blocks = printBlocks(d, 'standings', 2, t) ?? []
    const at = blocks.findIndex((b) => b.kind === 'table')
    const table = blocks.flatMap((b) => (b.kind === 'table' ? [b.table] : []))[0]
    const notes = blocks.slice(at + 1).flatMap((b) => (b.kind === 'facts' ? b.lines : []))
    return { places: table?.rows.map((r) => `${r[0]} ${r[2]}`), notes }
  }

  it('players level after the whole chain share a place marked "=" and are named under the table', () => {
    expect(standingsOf(noChain)).toEqual({
      places: ['1 Cinco, Eva', '2 Dos, Bea', '3= Uno, Ana', '3= Cuatro, Dora', '5 Tres, Carla'],
      notes: ['Empatados en el puesto 3 tras todos los desempates: Uno, Ana; Cuatro, Dora.'],
    })
  })

  it('a lot drawn with the recorded seed places them, and the standings say so', () => {
    const drawn = { ...noChain, tieDecisions: [{ kind: 'lot' as const, players: [1, 4], seed: 5 }] }
    // The recorded seed (5) always draws the same order: Uno first, Cuatro second.
    expect(standingsOf(drawn)).toEqual({
      places: ['1 Cinco, Eva', '2 Dos, Bea', '3 Uno, Ana', '4 Cuatro, Dora', '5 Tres, Carla'],
      notes: [
        'Puesto 3, Uno, Ana: puesto por sorteo (nº 1).',
        'Puesto 4, Cuatro, Dora: puesto por sorteo (nº 2).',
      ],
    })
  })

  it('a playoff recorded between them places them by its games', () => {
    const played = {
      ...noChain,
      tieDecisions: [
        {
          kind: 'playoff' as const,
          players: [1, 4],
          games: [
            { white: 4, black: 1, result: '1-0' as const },
            { white: 1, black: 4, result: '1/2' as const },
          ],
        },
      ],
    }
    expect(standingsOf(played)).toEqual({
      places: ['1 Cinco, Eva', '2 Dos, Bea', '3 Cuatro, Dora', '4 Uno, Ana', '5 Tres, Carla'],
      notes: [
        'Puesto 3, Cuatro, Dora: puesto por desempate.',
        'Puesto 4, Uno, Ana: puesto por desempate.',
      ],
    })
  })
})
