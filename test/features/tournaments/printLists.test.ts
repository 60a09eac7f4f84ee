import { describe, expect, it } from 'vitest'
import { clubProvinces, pairingSheet } from '../../../src/domain/reports/index.ts'
import type { IndividualTournament } from '../../../src/domain/tournament/index.ts'
import { translate, type TFunction } from '../../../src/i18n/index.ts'
import { printBlocks } from '../../../src/features/tournaments/printDocuments.ts'
import { layoutBlocks } from '../../../src/features/pdf/pdfLayout.ts'
import {
  alphabeticalPairingsTable,
  startListTable,
} from '../../../src/features/tournaments/printLists.ts'
import type { PrintBlock } from '../../../src/features/pdf/printTables.ts'
import { doc, entrant } from '../../domain/reports/sampleTournament.ts'

const es: TFunction = (key, params) => translate('es', key, params)
const en: TFunction = (key, params) => translate('en', key, params)
const tables = (blocks: readonly PrintBlock[] | null) =>
  (blocks ?? []).flatMap((b) => (b.kind === 'table' ? [b.table] : []))
const facts = (blocks: readonly PrintBlock[] | null) =>
  (blocks ?? []).flatMap((b) => (b.kind === 'facts' ? b.lines : []))

/**
 * The sample after two rounds with no tie-break chain: Cinco 2, Dos 1½, Uno and Cuatro level on
 * 1 (the women's prize waits for their playoff), Tres 0. Uno and Tres play for clubs the registry
 * places in Asturias.
 */
const withPrizes: IndividualTournament = {
  ...doc,
  settings: { ...doc.settings, tiebreaks: [] },
  entrants: [
    { ...entrant(1, 'Uno, Ana', 2100), sex: 'w', club: 'CA Gijón' },
    entrant(2, 'Dos, Bea', 2000, 2010),
    { ...entrant(3, 'Tres, Carla', 1900), club: 'CA Llanes' },
    { ...entrant(4, 'Cuatro, Dora', 1800), sex: 'w' },
    entrant(5, 'Cinco, Eva', 0, 1650),
  ],
  prizes: {
    onePerPlayer: true,
    referenceYear: 2026,
    prizes: [
      { label: '1.º general', category: { kind: 'general' } },
      { label: '2.º general', category: { kind: 'general' } },
      { label: '1.ª mujer', category: { kind: 'women' } },
      { label: '1.º Sub 10', category: { kind: 'age', group: 'U10' } },
      { label: '1.º asturiano', category: { kind: 'province', province: 'Asturias' } },
    ],
  },
}
const provinces = clubProvinces([
  { name: 'CA Gijón', province: 'Asturias' },
  { name: 'CA Llanes', province: 'Asturias' },
])

describe('the printed prize list (FAPA art. 58, art. 29.2.d)', () => {
  const blocks = printBlocks(withPrizes, 'prizes', 2, es, provinces)

  it('art. 29.2.d: places and category prizes, "Desierto" for an empty category, a tie and a prize waiting for its playoff marked and named under the table', () => {
    expect(blocks?.[0]).toEqual({ kind: 'title', text: 'Abierto de Gijón' })
    const [table] = tables(blocks)
    expect(table?.caption).toBe('Reparto de premios')
    expect(table?.columns.map((c) => c.label)).toEqual([
      'Premio',
      'Categoría',
      'Puesto',
      'Jugador',
      'Ptos.',
      'Estado',
    ])
    expect(table?.columns.reduce((s, c) => s + c.width, 0)).toBe(182)
    expect(table?.rows).toEqual([
      ['1.º general', 'General', '1', '5 Cinco, Eva', '2,0', ''],
      ['2.º general', 'General', '2', '2 Dos, Bea', '1,5', ''],
      ['1.ª mujer', 'Mujeres', '3=', '1 Uno, Ana / 4 Cuatro, Dora', '1,0', 'Desempate 29.2.d'],
      ['1.º Sub 10', 'Sub 10', '', 'Desierto', '', ''],
      [
        '1.º asturiano',
        'Provincia Asturias',
        '3=',
        '1 Uno, Ana / 3 Tres, Carla',
        '1,0',
        'Pendiente',
      ],
    ])
    expect(facts(blocks)).toEqual([
      'Gijón · 2026-08-01 / 2026-08-03 · Ana Arbitro',
      'Un premio por jugador: quien ya tiene uno pasa al siguiente de su categoría.',
      'Edades al 31 de diciembre de 2026 (FAPA art. 58).',
      '1.ª mujer: Empate entre Uno, Ana, Cuatro, Dora: lo decide el desempate de FAPA art. 29.2.d (dos partidas a 5 minutos y, si sigue, armagedón)',
      '1.º asturiano: Pendiente del desempate: Uno, Ana, Tres, Carla',
    ])
  })

  it('the province is looked up in the registry clubs when the list is made, not kept from registration: the same tournament with CA Llanes moved to Cantabria, or no club in the registry, gives another province prize', () => {
    const row = (p: typeof provinces) =>
      tables(printBlocks(withPrizes, 'prizes', 2, es, p))[0]?.rows.find(
        (r) => r[0] === '1.º asturiano',
      )
    const moved = clubProvinces([
      { name: 'CA Gijón', province: 'Asturias' },
      { name: 'CA Llanes', province: 'Cantabria' },
    ])
    expect(row(provinces)?.[3]).toBe('1 Uno, Ana / 3 Tres, Carla')
    // Tres's club is now in Cantabria: Uno is Asturias's only player, her prize still waiting on
    // the women's playoff (one prize per player).
    expect(row(moved)).toEqual([
      '1.º asturiano',
      'Provincia Asturias',
      '3=',
      '1 Uno, Ana',
      '1,0',
      'Pendiente',
    ])
    expect(row(new Map())).toEqual(['1.º asturiano', 'Provincia Asturias', '', 'Desierto', '', ''])
  })

  it("art. 29.2.d: once the playoff is recorded, Cuatro takes the women's prize and Uno the province's", () => {
    const decided: IndividualTournament = {
      ...withPrizes,
      tieDecisions: [
        {
          kind: 'playoff',
          players: [1, 4],
          games: [
            { white: 4, black: 1, result: '1-0' },
            { white: 1, black: 4, result: '0-1' },
          ],
        },
      ],
    }
    const rows = tables(printBlocks(decided, 'prizes', 2, es, provinces))[0]?.rows
    expect(rows?.slice(2).map((r) => [r[0], r[2], r[3], r[5]])).toEqual([
      ['1.ª mujer', '3', '4 Cuatro, Dora', ''],
      ['1.º Sub 10', '', 'Desierto', ''],
      ['1.º asturiano', '4', '1 Uno, Ana', ''],
    ])
  })

  it('a tournament without a prize list has no prize list to print', () => {
    expect(printBlocks(doc, 'prizes', 2, es)).toBeNull()
  })
})

describe('start lists and the alphabetical pairing list', () => {
  it('the start list by rating: highest tournament rating first (Cinco has only a FEDA rating: unrated for a FIDE event)', () => {
    const table = startListTable(withPrizes, 'rating', es)
    expect(table.caption).toBe('Lista de salida por Elo')
    expect(table.columns.map((c) => c.label)).toEqual([
      '',
      'N.º',
      'Tít.',
      'Jugador',
      'Fed.',
      'ID FIDE',
      'Elo',
      'Club',
    ])
    expect(table.columns.reduce((s, c) => s + c.width, 0)).toBe(182)
    expect(table.rows).toEqual([
      ['1', '1', '', 'Uno, Ana', 'ESP', '2200001', '2100', 'CA Gijón'],
      ['2', '2', '', 'Dos, Bea', 'ESP', '2200002', '2000', ''],
      ['3', '3', '', 'Tres, Carla', 'ESP', '2200003', '1900', 'CA Llanes'],
      ['4', '4', '', 'Cuatro, Dora', 'ESP', '2200004', '1800', ''],
      ['5', '5', '', 'Cinco, Eva', 'ESP', '2200005', '', ''],
    ])
  })

  it('the alphabetical start list sorts accented and capitalised names as a reader looks them up', () => {
    const t: IndividualTournament = {
      ...withPrizes,
      entrants: [
        ...withPrizes.entrants,
        { ...entrant(6, 'Álvarez, Íñigo', 1500), title: 'FM' },
        entrant(7, 'alonso, Zoe', 1400),
      ],
    }
    const table = startListTable(t, 'alpha', es)
    expect(table.caption).toBe('Lista de salida alfabética')
    expect(table.rows.map((r) => [r[0], r[1], r[2], r[3], r[6]])).toEqual([
      ['1', '7', '', 'alonso, Zoe', '1400'],
      ['2', '6', 'FM', 'Álvarez, Íñigo', '1500'],
      ['3', '5', '', 'Cinco, Eva', ''],
      ['4', '4', '', 'Cuatro, Dora', '1800'],
      ['5', '2', '', 'Dos, Bea', '2000'],
      ['6', '3', '', 'Tres, Carla', '1900'],
      ['7', '1', '', 'Uno, Ana', '2100'],
    ])
  })

  it("round 2 in alphabetical order: each player with number, points before the round, board, colour and opponent; the half-point bye in the opponent's place", () => {
    const sheet = pairingSheet(doc, 2)
    if (!sheet) throw new Error('round 2 is paired')
    const table = alphabeticalPairingsTable(sheet, es)
    expect(table.caption).toBe('Emparejamientos por orden alfabético · ronda 2')
    expect(table.columns.map((c) => c.label)).toEqual([
      'Jugador',
      'N.º',
      'Ptos.',
      'Mesa',
      'Color',
      'Rival',
    ])
    expect(table.columns.reduce((s, c) => s + c.width, 0)).toBe(182)
    expect(table.rows).toEqual([
      ['Cinco, Eva', '5', '1,0', '2', 'Negras', '3 Tres, Carla'],
      ['Cuatro, Dora', '4', '0,5', '', '', 'Descanso ½'],
      ['Dos, Bea', '2', '0,5', '1', 'Blancas', '1 Uno, Ana'],
      ['Tres, Carla', '3', '0,0', '2', 'Blancas', '5 Cinco, Eva'],
      ['Uno, Ana', '1', '1,0', '1', 'Negras', '2 Dos, Bea'],
    ])
  })

  it('round 1 in alphabetical order names the PAB', () => {
    const sheet = pairingSheet(doc, 1)
    const rows = sheet ? alphabeticalPairingsTable(sheet, en).rows : []
    expect(rows.find((r) => r[1] === '5')).toEqual([
      'Cinco, Eva',
      '5',
      '0.0',
      '',
      '',
      'Pairing-allocated bye',
    ])
  })

  it('the start lists and the alphabetical pairings print and lay out as PDF pages', () => {
    for (const kind of ['startRating', 'startAlpha', 'pairingsAlpha'] as const) {
      const blocks = printBlocks(doc, kind, 2, es)
      expect(blocks?.[0]).toEqual({ kind: 'title', text: 'Abierto de Gijón' })
      expect(layoutBlocks(blocks ?? []).pages).toBe(1)
    }
    expect(printBlocks(doc, 'pairingsAlpha', 3, es)).toBeNull()
  })
})
