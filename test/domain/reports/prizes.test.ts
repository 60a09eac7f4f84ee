import { describe, expect, it } from 'vitest'
import type { Result } from '../../../src/domain/core/index.ts'
import {
  ageOnDecember31,
  allocatePrizes,
  categoryStandings,
  clubProvinces,
  standingsCategories,
  tournamentStandings,
  type TournamentStandingRow,
} from '../../../src/domain/reports/index.ts'
import {
  addEntrant,
  applyPairing,
  emptyTournament,
  freezeNumbers,
  prizeLine,
  readPrizeLines,
  recordResult,
  recordTieDecision,
  setPrizeList,
  type IndividualTournament,
  type NewEntrant,
  type PrizeList,
  type TournamentError,
} from '../../../src/domain/tournament/index.ts'
import { logSettings, newEntrant } from '../tournament/commandPlayer.ts'

const must = (r: Result<IndividualTournament, TournamentError[]>): IndividualTournament => {
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value
}

const PLAYERS: readonly [string, number, 'm' | 'w', string, string][] = [
  ['Alonso, Ana', 2300, 'w', '1960-02-01', 'CA Gijón'],
  ['Blanco, Bruno', 2200, 'm', '2012-12-31', 'CA Gijón'],
  ['Castro, Carla', 2100, 'w', '2015-01-01', ''],
  ['Díaz, Darío', 2000, 'm', '1971-06-30', 'CA Llanes'],
  ['Estrada, Eva', 1900, 'w', '2016-03-03', 'CA Llanes'],
  ['Fuertes, Fran', 1800, 'm', '2010-01-01', ''],
  ['Galán, Gema', 1700, 'w', '2011-05-05', ''],
  ['Herrero, Hugo', 1600, 'm', '2014-07-07', ''],
]

/**
 * Eight players, one round with no tie-breaks: 1-5 1-0, 6-2 0-1, 3-7 ½, 8-4 1-0. Points: 1, 2
 * and 8 on 1 (level), 3 and 7 on ½ (level), 4, 5 and 6 on 0 (level).
 */
function played(): IndividualTournament {
  let t = emptyTournament(logSettings({ tiebreaks: [], totalRounds: 1 }))
  for (const [name, rating, sex, birthDate, club] of PLAYERS) {
    const e: NewEntrant = newEntrant(name, rating, { sex, birthDate, ...(club ? { club } : {}) })
    t = must(addEntrant(t, e))
  }
  t = must(freezeNumbers(t))
  const games = [
    { white: 1, black: 5 },
    { white: 6, black: 2 },
    { white: 3, black: 7 },
    { white: 8, black: 4 },
  ]
  t = must(applyPairing(t, { round: 1, games, bye: null }))
  const results = ['1-0', '0-1', '1/2', '1-0'] as const
  results.forEach((r, i) => {
    t = must(recordResult(t, 1, i + 1, r))
  })
  return t
}

const standings = (t: IndividualTournament): TournamentStandingRow[] => {
  const r = tournamentStandings(t)
  if (!r.ok) throw new Error('standings')
  return r.value
}

const list = (over: Partial<PrizeList> = {}): PrizeList => ({
  onePerPlayer: true,
  referenceYear: 2026,
  prizes: [],
  ...over,
})

/** The three-game playoff of art. 29.2.d between 1, 2 and 8: 8 wins both, 2 beats 1. */
const playoff = (t: IndividualTournament) =>
  must(
    recordTieDecision(t, {
      kind: 'playoff',
      players: [1, 2, 8],
      games: [
        { white: 8, black: 1, result: '1-0' },
        { white: 2, black: 8, result: '0-1' },
        { white: 1, black: 2, result: '0-1' },
      ],
      note: 'prize',
    }),
  )

describe('categories (FAPA art. 58)', () => {
  it('art. 58 "años de edad o menos al 31 de Diciembre del año en que finalice la temporada": age is counted on 31 December of the reference year, from the birth year', () => {
    expect(ageOnDecember31('2012-12-31', 2026)).toBe(14)
    expect(ageOnDecember31('2016-03-03', 2026)).toBe(10)
    expect(ageOnDecember31('', 2026)).toBeNull()
  })

  it('art. 58: Sub 10, Sub 12, Sub 14 and Veteranos (55 by 31 December) standings, in the order of the whole standings', () => {
    const t = played()
    const rows = standings(t)
    const nos = (c: Parameters<typeof categoryStandings>[2], year = 2026) =>
      categoryStandings(t, rows, c, year).map((r) => r.startNo)
    expect(nos({ kind: 'age', group: 'U10' })).toEqual([5])
    expect(nos({ kind: 'age', group: 'U12' })).toEqual([8, 3, 5])
    expect(nos({ kind: 'age', group: 'U14' })).toEqual([2, 8, 3, 5])
    expect(nos({ kind: 'age', group: 'veterans' })).toEqual([1, 4])
    // A season ending in 2025: Darío (born 1971) is 54, not a veteran; Carla is 10.
    expect(nos({ kind: 'age', group: 'veterans' }, 2025)).toEqual([1])
    expect(nos({ kind: 'age', group: 'U10' }, 2025)).toEqual([3, 5])
  })

  it('women, a rating band (inclusive) and a club', () => {
    const t = played()
    const rows = standings(t)
    expect(categoryStandings(t, rows, { kind: 'women' }, 2026).map((r) => r.startNo)).toEqual([
      1, 3, 7, 5,
    ])
    expect(
      categoryStandings(t, rows, { kind: 'rating', min: 1700, max: 2000 }, 2026).map(
        (r) => r.startNo,
      ),
    ).toEqual([7, 4, 5, 6])
    expect(
      categoryStandings(t, rows, { kind: 'club', club: 'ca llanes' }, 2026).map((r) => r.startNo),
    ).toEqual([4, 5])
  })
})

describe("categories by province: the province of the player's club in the registry", () => {
  const provinces = clubProvinces([
    { name: 'Club Ajedrez Gijón', shortName: 'CA Gijón', province: 'Asturias' },
    { name: 'CA Llanes', shortName: null, province: 'Asturias' },
    { name: 'Club sin provincia', shortName: null },
  ])

  it('a club named by its name or its short name places its players; players with no club or an unknown one are in no province', () => {
    const t = played()
    const rows = standings(t)
    const nos = (province: string) =>
      categoryStandings(t, rows, { kind: 'province', province }, 2026, provinces).map(
        (r) => r.startNo,
      )
    expect(nos('asturias')).toEqual([1, 2, 4, 5])
    expect(nos('León')).toEqual([])
    expect(categoryStandings(t, rows, { kind: 'province', province: 'Asturias' }, 2026)).toEqual([])
  })

  it('a province prize goes to the best-placed player of the province without a prize', () => {
    const t = playoff(played())
    const awards = allocatePrizes(
      t,
      standings(t),
      list({
        prizes: [
          { label: '1.º general', category: { kind: 'general' } },
          { label: '1.º asturiano', category: { kind: 'province', province: 'Asturias' } },
        ],
      }),
      provinces,
    )
    expect(awards.map((a) => (a.status === 'awarded' ? a.winner : a.status))).toEqual([8, 2])
  })

  it("FAPA art. 58: the standings of every category can be shown, with a prize or without: the list's, the whole field, the age groups, women, each club and each province", () => {
    const t = played()
    const cats = standingsCategories(
      t,
      list({ prizes: [{ label: 'Tramo', category: { kind: 'rating', min: 0, max: 1800 } }] }),
      provinces,
    )
    expect(cats).toEqual([
      { kind: 'rating', min: 0, max: 1800 },
      { kind: 'general' },
      { kind: 'age', group: 'U10' },
      { kind: 'age', group: 'U12' },
      { kind: 'age', group: 'U14' },
      { kind: 'age', group: 'U16' },
      { kind: 'age', group: 'U18' },
      { kind: 'age', group: 'veterans' },
      { kind: 'women' },
      { kind: 'club', club: 'CA Gijón' },
      { kind: 'club', club: 'CA Llanes' },
      { kind: 'province', province: 'Asturias' },
    ])
  })
})

describe('prize allocation (one prize per player, ties broken by the chain, FAPA art. 29.2.d)', () => {
  const prizes = [
    { label: '1.º general', category: { kind: 'general' } },
    { label: '2.º general', category: { kind: 'general' } },
    { label: '1.ª mujer', category: { kind: 'women' } },
    { label: '1.º Sub 14', category: { kind: 'age', group: 'U14' } },
    { label: '1.º veterano', category: { kind: 'age', group: 'veterans' } },
    { label: '1.º Sub 10', category: { kind: 'age', group: 'U10' } },
    { label: '1.º Sub 8', category: { kind: 'rating', min: 0, max: 1000 } },
  ] as const

  const summary = (t: IndividualTournament, l: PrizeList) =>
    allocatePrizes(t, standings(t), l).map((a) => [
      a.prize.label,
      a.status,
      a.status === 'awarded' ? a.winner : a.status === 'vacant' ? null : a.players,
    ])

  it('art. 29.2.d: players still level after the chain are named together on the prizes they reach, and prizes that depend on their playoff wait for it', () => {
    expect(summary(played(), list({ prizes: [...prizes] }))).toEqual([
      ['1.º general', 'tie', [1, 2, 8]],
      ['2.º general', 'tie', [1, 2, 8]],
      ['1.ª mujer', 'pending', [1, 3]],
      ['1.º Sub 14', 'pending', [2, 8, 3]],
      ['1.º veterano', 'pending', [1, 4]],
      ['1.º Sub 10', 'awarded', 5],
      ['1.º Sub 8', 'vacant', null],
    ])
  })

  it('art. 29.2.d: once the playoff (8 beats 1 and 2, 2 beats 1) is recorded, one prize per player: 8, 2, then Ana the first woman, Carla the Sub 14, Darío the veteran', () => {
    expect(summary(playoff(played()), list({ prizes: [...prizes] }))).toEqual([
      ['1.º general', 'awarded', 8],
      ['2.º general', 'awarded', 2],
      ['1.ª mujer', 'awarded', 1],
      ['1.º Sub 14', 'awarded', 3],
      ['1.º veterano', 'awarded', 4],
      ['1.º Sub 10', 'awarded', 5],
      ['1.º Sub 8', 'vacant', null],
    ])
  })

  it('when the bases let prizes accumulate, the n-th prize of a category goes to its n-th player', () => {
    expect(summary(playoff(played()), list({ onePerPlayer: false, prizes: [...prizes] }))).toEqual([
      ['1.º general', 'awarded', 8],
      ['2.º general', 'awarded', 2],
      ['1.ª mujer', 'awarded', 1],
      ['1.º Sub 14', 'awarded', 8],
      ['1.º veterano', 'awarded', 1],
      ['1.º Sub 10', 'awarded', 5],
      ['1.º Sub 8', 'vacant', null],
    ])
  })

  it('a prize list is checked before it is stored: labels given, bands in order, a year', () => {
    const t = played()
    expect(
      setPrizeList(t, list({ prizes: [{ label: ' ', category: { kind: 'general' } }] })),
    ).toEqual({ ok: false, error: [{ code: 'prize/label-required', params: { line: 1 } }] })
    expect(
      setPrizeList(
        t,
        list({ prizes: [{ label: 'Tramo', category: { kind: 'rating', min: 2000, max: 1800 } }] }),
      ),
    ).toEqual({ ok: false, error: [{ code: 'prize/bad-band', params: { line: 1 } }] })
    expect(setPrizeList(t, list({ referenceYear: 26 }))).toEqual({
      ok: false,
      error: [{ code: 'prize/bad-year' }],
    })
    expect(setPrizeList(t, list({ prizes: [...prizes] })).ok).toBe(true)
  })
})

describe('the prize list as typed, one prize a line', () => {
  it('reads "label | category" lines and locates the bad ones', () => {
    expect(
      readPrizeLines(
        '1.º general | general\nMejor Sub 12 | Sub 12\n1.ª mujer | mujer\nTramo | elo 1600-1800\nClub | club CA Llanes\nVet | veteranos\nAst | provincia Asturias',
      ),
    ).toEqual({
      ok: true,
      value: [
        { label: '1.º general', category: { kind: 'general' } },
        { label: 'Mejor Sub 12', category: { kind: 'age', group: 'U12' } },
        { label: '1.ª mujer', category: { kind: 'women' } },
        { label: 'Tramo', category: { kind: 'rating', min: 1600, max: 1800 } },
        { label: 'Club', category: { kind: 'club', club: 'CA Llanes' } },
        { label: 'Vet', category: { kind: 'age', group: 'veterans' } },
        { label: 'Ast', category: { kind: 'province', province: 'Asturias' } },
      ],
    })
    expect(readPrizeLines('Bien | general\n\nMal | provincia\n | mujer')).toEqual({
      ok: false,
      error: [
        { code: 'prize/bad-category', params: { line: 3 } },
        { code: 'prize/label-required', params: { line: 4 } },
      ],
    })
    const lines = [
      'A | general',
      'B | sub14',
      'C | elo 0-1800',
      'D | club Llanes',
      'E | mujer',
      'F | provincia León',
    ]
    const read = readPrizeLines(lines.join('\n'))
    expect(read.ok && read.value.map(prizeLine)).toEqual(lines)
  })
})
