import { describe, expect, it } from 'vitest'
import { categoryTables, individualSite, wordsFor } from '../../../src/domain/publish/index.ts'
import { tournamentStandings } from '../../../src/domain/reports/index.ts'
import { textOf } from './siteChecks.ts'
import { smallSwiss } from './smallEvents.ts'

// After round 2: Pérez 2, Díaz 1½, Ruiz 1, then López and García on ½.
const born: Record<number, { birthDate: string; sex?: 'w' }> = {
  1: { birthDate: '2014-05-01' }, // 12 on 31 Dec 2026: U12
  2: { birthDate: '2008-12-31' }, // 18: U18
  3: { birthDate: '2016-01-01', sex: 'w' }, // 10: U10
  4: { birthDate: '1970-03-03' }, // 56: veterans
  5: { birthDate: '', sex: 'w' }, // no birth date: women only
}
const t = {
  ...smallSwiss,
  entrants: smallSwiss.entrants.map((e) => ({ ...e, ...born[e.startNo] })),
}

describe('category standings of the published site (FAPA art. 56, 58: age on 31 December, veterans from 55)', () => {
  const rows = tournamentStandings(t, 2)
  if (!rows.ok) throw new Error('standings')
  const order = rows.value.map((r) => r.startNo)

  it('women, then each youth category the players fit first, then veterans; ranks 1, 2, 3 in standings order', () => {
    const cats = categoryTables(t, rows.value, wordsFor('es'))
    expect(cats.map((c) => [c.title, c.rows.map((r) => [r.rank, r.startNo])])).toEqual([
      [
        'Femenina',
        [
          [1, 1],
          [2, 5],
          [3, 3],
        ],
      ],
      ['Sub-10', [[1, 3]]],
      ['Sub-12', [[1, 1]]],
      ['Sub-18', [[1, 2]]],
      ['Veteranos (55 años o más)', [[1, 4]]],
    ])
    expect(order.slice(0, 3)).toEqual([1, 5, 4])
  })

  it('a birth year alone (registered from a rating list) or a TRF date (YYYY/MM/DD, imported) places the player as an ISO date does', () => {
    const byYear = {
      ...t,
      entrants: t.entrants.map((e) => ({ ...e, birthDate: e.birthDate.slice(0, 4) })),
    }
    const trfDates = {
      ...t,
      entrants: t.entrants.map((e) => ({ ...e, birthDate: e.birthDate.replaceAll('-', '/') })),
    }
    const titles = (x: typeof t) =>
      categoryTables(x, rows.value, wordsFor('es')).map((c) => [
        c.title,
        c.rows.map((r) => r.startNo),
      ])
    expect(titles(byYear)).toEqual(titles(t))
    expect(titles(trfDates)).toEqual(titles(t))
    expect(trfDates.entrants.map((e) => e.birthDate).filter((d) => d !== '')).toEqual([
      '2014/05/01',
      '2008/12/31',
      '2016/01/01',
      '1970/03/03',
    ])
    expect(titles(byYear).map(([title]) => title)).toEqual([
      'Femenina',
      'Sub-10',
      'Sub-12',
      'Sub-18',
      'Veteranos (55 años o más)',
    ])
  })

  it('no age table without a start date; none at all for a field of men with no birth dates', () => {
    const undated = { ...t, settings: { ...t.settings, startDate: '' } }
    expect(categoryTables(undated, rows.value, wordsFor('en')).map((c) => c.title)).toEqual([
      'Women',
    ])
    const plain = {
      ...smallSwiss,
      entrants: smallSwiss.entrants.map((e) => ({ ...e, sex: 'm' as const, birthDate: '' })),
    }
    expect(categoryTables(plain, rows.value, wordsFor('en'))).toEqual([])
  })

  it('the standings page shows them under the main table', () => {
    const cats = categoryTables(t, rows.value, wordsFor('en'))
    const site = individualSite(t, { lang: 'en', categories: cats })
    const page = site.ok ? (site.value.find((f) => f.name === 'standings.html')?.text ?? '') : ''
    expect(textOf(page)).toMatch(
      /Category standings Women .* Under 10 Rk\. No\. Name .* 1 3 García, Eva/,
    )
  })
})
