import { describe, expect, it } from 'vitest'
import { tournamentFromTrfText, tournamentToTrf } from '../../../src/domain/reports/index.ts'
import { entrant, sampleTournament } from './sampleTournament.ts'

/** The sample with FIDE ratings only (no FEDA ids). */
const doc = sampleTournament([
  entrant(1, 'Uno, Ana', 2100),
  entrant(2, 'Dos, Bea', 2000),
  entrant(3, 'Tres, Carla', 1900),
  entrant(4, 'Cuatro, Dora', 1800),
  entrant(5, 'Cinco, Eva', 1700),
])

describe('TRF rating report of an individual tournament (FIDE TRF-16, FAPA art. 41.h)', () => {
  const text = tournamentToTrf(doc, ['2026-08-01T15:59:00.000Z round/pair R1'])

  it('writes the header records, the PAB, the forfeit and the half-point bye with TRF codes', () => {
    const lines = text.split('\n')
    expect(lines.slice(0, 9)).toEqual([
      '012 Abierto de Gijón',
      '022 Gijón',
      '042 2026/08/01',
      '052 2026/08/03',
      '062 5',
      '072 5',
      '102 Ana Arbitro',
      '112 Luis Adjunto',
      '122 90+30',
    ])
    const five = lines.find((l) => l.startsWith('001    5'))
    expect(five?.slice(91)).toBe('0000 - U     3 b 1')
    const four = lines.find((l) => l.startsWith('001    4'))
    expect(four?.slice(91)).toBe('   2 w =  0000 - H')
    const two = lines.find((l) => l.startsWith('001    2'))
    expect(two?.slice(91)).toBe('   4 b =     1 w +')
  })

  it('TRF-16 records 032 and 132: the host federation and the date of each round played', () => {
    const lines = tournamentToTrf(doc, [], {
      federation: 'ESP',
      roundDates: ['2026-08-01', '2026-08-02', '2026-08-03'],
    }).split('\n')
    expect(lines.find((l) => l.startsWith('032'))).toBe('032 ESP')
    const dates = lines.find((l) => l.startsWith('132'))
    // Two rounds played: the third date is not written.
    expect(dates).toBe(`${'132'.padEnd(91)}26/08/01  26/08/02`)
  })

  it('FIDE C.02 (2026): manual changes and the log travel as ### comment lines', () => {
    expect(text).toContain(
      '### MANUAL R1 2026-08-01T16:00:00.000Z "Hermanos" engine: 1-2 4-3 -> final: 1-3 4-2',
    )
    expect(text).toContain('### 2026-08-01T15:59:00.000Z round/pair R1')
  })

  it('reading the report back gives the same players, boards, byes and results', () => {
    const back = tournamentFromTrfText(text, { tiebreaks: ['BH'], unplayed: 'fapa', lotSeed: 1 })
    expect(back.ok).toBe(true)
    if (!back.ok) return
    expect(back.value.entrants.map((e) => [e.startNo, e.name, e.fideRating])).toEqual(
      doc.entrants.map((e) => [e.startNo, e.name, e.fideRating]),
    )
    expect(back.value.rounds.map((r) => [r.boards, r.bye, r.requests])).toEqual(
      doc.rounds.map((r) => [r.boards, r.bye, r.requests]),
    )
    expect(back.value.settings.place).toBe('Gijón')
    expect(back.value.settings.deputyArbiters).toEqual(['Luis Adjunto'])
  })

  it('a malformed file is refused with a located error and no tournament', () => {
    const bad = tournamentFromTrfText('012 X\nXXR x\n001 zz\n', {
      tiebreaks: [],
      unplayed: 'fapa',
      lotSeed: 1,
    })
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.error.length).toBeGreaterThan(0)
    expect(bad.error[0]).toHaveProperty('line')
  })
})
