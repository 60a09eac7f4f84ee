import { describe, expect, test } from 'vitest'
import {
  compareArt28,
  registerForChampionship,
  registeredIds,
  seasonDivisions,
  seedList,
  type ChampionshipRegistration,
  type DivisionSettings,
} from '../../../../src/domain/federation/championships/index.ts'
import { player, rated } from './helpers.ts'

const open: ChampionshipRegistration = { closes: '2026-01-15', round2Paired: false, entries: [] }

describe('FAPA art. 47: registration for a championship', () => {
  test('FAPA art. 47.1: registered on or before the closing day plays from round 1', () => {
    const r = registerForChampionship(open, 'a', '2026-01-15')
    expect(r.ok && r.value.entries).toEqual([{ playerId: 'a', day: '2026-01-15', firstRound: 1 }])
  })

  test('FAPA art. 47.2: registered after the period joins in round 2', () => {
    const r = registerForChampionship(open, 'b', '2026-01-16')
    expect(r.ok && [r.value.entries, r.decision.code]).toEqual([
      [{ playerId: 'b', day: '2026-01-16', firstRound: 2 }],
      'registration/late-round-2',
    ])
  })

  test('FAPA art. 47.2: once round 2 is paired no registration is accepted; nor twice the same player', () => {
    expect(registerForChampionship({ ...open, round2Paired: true }, 'c', '2026-01-10')).toEqual({
      ok: false,
      code: 'registration/closed',
    })
    const once = registerForChampionship(open, 'a', '2026-01-10')
    if (!once.ok) throw new Error('first registration')
    expect(registerForChampionship(once.value, 'a', '2026-01-11')).toEqual({
      ok: false,
      code: 'registration/already-registered',
    })
  })
})

describe('FAPA art. 55.2: the divisions are filled from the registered players only', () => {
  const settings: DivisionSettings = {
    bases: { fide: 1400, feda: 1500 },
    ratingEntry: {
      1: { minFideAverage: 2100, minFedaAverage: null },
      2: { minFideAverage: null, minFedaAverage: 1900 },
      3: { minFideAverage: null, minFedaAverage: 1700 },
    },
    firstDivisionSize: 3,
    secondDivisionSize: 4,
  }
  // a: 1st by FIDE 2150. b, c, d, e: 2nd by FEDA. f, g: 3rd by FEDA.
  const players = [
    player('a', { ratings: rated(2150, 2100) }),
    player('b', { ratings: rated(null, 1990) }),
    player('c', { ratings: rated(null, 1960) }),
    player('d', { ratings: rated(null, 1930) }),
    player('e', { ratings: rated(null, 1910) }),
    player('f', { ratings: rated(null, 1800) }),
    player('g', { ratings: rated(null, 1750) }),
  ]
  const divisions = (registered?: ReadonlySet<string>) =>
    Object.fromEntries(
      seasonDivisions(players, new Map(), settings, registered).map((p) => [
        p.player.id,
        p.division,
      ]),
    )

  test('FAPA art. 55.2: with everyone counted 1st takes b and c and 2nd takes f and g, leaving 3rd empty', () => {
    expect(divisions()).toEqual({ a: 1, b: 1, c: 1, d: 2, e: 2, f: 2, g: 2 })
  })

  test('FAPA art. 47, 55.2: only a, b, d and f registered: 1st takes b and d ("los inscritos en 2ª"), 2nd takes f', () => {
    const reg = [
      ['a', '2026-01-02'],
      ['b', '2026-01-03'],
      ['d', '2026-01-04'],
      ['f', '2026-01-20'],
    ].reduce<ChampionshipRegistration>((r, [id, day]) => {
      const next = registerForChampionship(r, id as string, day as string)
      if (!next.ok) throw new Error(next.code)
      return next.value
    }, open)
    expect(divisions(registeredIds(reg))).toEqual({ a: 1, b: 1, d: 1, f: 2 })
    expect(reg.entries.find((e) => e.playerId === 'f')?.firstRound).toBe(2)
  })
})

describe('FAPA art. 28: the order of strength of every list', () => {
  test('FAPA art. 28: FIDE rating, then FIDE title, then FEDA rating, then alphabetical', () => {
    const list = [
      { name: 'Zapico', fide: 2000, title: null, feda: 2050 },
      { name: 'Álvarez', fide: 2000, title: 'FM', feda: 1990 },
      { name: 'Bango', fide: null, title: null, feda: 2200 },
      { name: 'Alonso', fide: null, title: null, feda: 2200 },
      { name: 'Cuesta', fide: 2000, title: null, feda: 2100 },
      { name: 'Díaz', fide: 2300, title: null, feda: null },
    ]
    expect(seedList(list, (x) => x).map((x) => x.name)).toEqual([
      'Díaz',
      'Álvarez',
      'Cuesta',
      'Zapico',
      'Alonso',
      'Bango',
    ])
    expect(compareArt28(list[0]!, list[0]!)).toBe(0)
  })
})
