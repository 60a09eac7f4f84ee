import { describe, expect, it } from 'vitest'
import { DEFAULT_SCORING } from '../../../src/domain/core/index.ts'
import {
  encodeTimeControl,
  mtb26Code,
  tournamentFromTrfText,
  tournamentToTrf,
  tournamentToTrf2026,
} from '../../../src/domain/reports/index.ts'
import type { IndividualTournament } from '../../../src/domain/tournament/index.ts'
import { doc } from './sampleTournament.ts'
import { parseTrf, tournamentFromTrf } from '../../../src/domain/trf/index.ts'

const options = {
  log: ['2026-08-01T15:59:00.000Z round/pair R1'],
  roundDates: ['2026-08-01', '2026-08-02'],
  federation: 'ESP',
}
const text = tournamentToTrf2026(doc, options)
const lines = text.split('\n')

describe('TRF-2026 rating report of an individual tournament (FIDE TRF-2026, FAPA art. 41.h)', () => {
  it('TRF-2026: writes the rating records 012-132, 142 rounds, 152 colour and the title-event records 182-222', () => {
    expect(lines.slice(0, 20)).toEqual([
      '012 Abierto de Gijón',
      '022 Gijón',
      '032 ESP',
      '042 2026/08/01',
      '052 2026/08/03',
      '062 5',
      '072 4',
      '092 FIDE_DUTCH',
      '102 Ana Arbitro',
      '112 Luis Adjunto',
      '122 90+30',
      `132${' '.repeat(88)}26/08/01  26/08/02`,
      '142 3',
      '152 W',
      '172 OTHER',
      '182 Alfil',
      '192 FIDE_DUTCH',
      '202 BH/C1 BH SB PS',
      '212 PTS BH/C1 BH SB PS',
      '222 5400+30',
    ])
  })

  it('TRF-2026: no XXR/XXC extension records; player lines equal those of the TRF-16 report', () => {
    expect(lines.filter((l) => /^XX/.test(l))).toEqual([])
    const players = (s: string) => s.split('\n').filter((l) => l.startsWith('001'))
    expect(players(text)).toEqual(players(tournamentToTrf(doc)))
    expect(players(text)).toHaveLength(5)
  })

  it('TRF-2026 NRS: players with a FEDA rating get an ESP line with the national rating and id', () => {
    const nrs = lines.filter((l) => l.startsWith('ESP'))
    expect(
      nrs.map((l) => [
        l.slice(4, 8),
        l.slice(14, 47).trim(),
        l.slice(48, 52),
        l.slice(57, 68).trim(),
      ]),
    ).toEqual([
      ['   2', 'Dos, Bea', '2010', '33002'],
      ['   5', 'Cinco, Eva', '1650', '33005'],
    ])
  })

  it('FIDE C.02 (2026): manual changes and the log are ### comment lines at the end', () => {
    expect(lines.filter((l) => l.startsWith('###'))).toEqual([
      '### MANUAL R1 2026-08-01T16:00:00.000Z "Hermanos" engine: 1-2 4-3 -> final: 1-3 4-2',
      '### 2026-08-01T15:59:00.000Z round/pair R1',
    ])
  })

  it('TRF-2026: re-parses to the same tournament snapshot as the TRF-16 report', () => {
    const parsed = parseTrf(text)
    expect(parsed.ok).toBe(true)
    const from2026 = parsed.ok ? tournamentFromTrf(parsed.value) : null
    const r16 = parseTrf(tournamentToTrf(doc))
    const from16 = r16.ok ? tournamentFromTrf(r16.value) : null
    expect(from2026?.ok).toBe(true)
    expect(from2026).toEqual(from16)
    if (from2026?.ok) {
      expect(from2026.value.totalRounds).toBe(3)
      expect(from2026.value.initialColour).toBe('white')
    }
  })

  it('TRF-2026: importing the file gives back players, boards, byes, results and the event data', () => {
    const back = tournamentFromTrfText(text, { tiebreaks: ['BH'], unplayed: 'fapa', lotSeed: 1 })
    expect(back.ok).toBe(true)
    if (!back.ok) return
    expect(back.value.entrants.map((e) => [e.startNo, e.name, e.fideRating, e.fideId])).toEqual(
      doc.entrants.map((e) => [e.startNo, e.name, e.fideRating, e.fideId]),
    )
    expect(back.value.rounds.map((r) => [r.round, r.boards, r.bye, r.requests])).toEqual(
      doc.rounds.map((r) => [r.round, r.boards, r.bye, r.requests]),
    )
    const s = back.value.settings
    expect([s.name, s.place, s.startDate, s.endDate, s.chiefArbiter, s.timeControl]).toEqual([
      'Abierto de Gijón',
      'Gijón',
      '2026-08-01',
      '2026-08-03',
      'Ana Arbitro',
      '90+30',
    ])
    expect(s.deputyArbiters).toEqual(['Luis Adjunto'])
    expect(s.totalRounds).toBe(3)
    expect(s.scoring).toEqual(DEFAULT_SCORING)
  })

  it('TRF-2026 record 162: written only when the scoring is not 1-½-0, and read back', () => {
    expect(lines.some((l) => l.startsWith('162'))).toBe(false)
    const scoring = {
      ...DEFAULT_SCORING,
      win: 6,
      pab: 6,
      fullBye: 6,
      draw: 2,
    } as typeof DEFAULT_SCORING
    const custom = tournamentToTrf2026({ ...doc, settings: { ...doc.settings, scoring } })
    expect(custom.split('\n').find((l) => l.startsWith('162'))).toBe(
      '162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0',
    )
    const back = tournamentFromTrfText(custom, { tiebreaks: [], unplayed: 'fapa', lotSeed: 1 })
    expect(back.ok && back.value.settings.scoring).toEqual({ ...scoring, halfBye: 2 })
  })

  it('TRF-2026 record 192: round robins are FIDE_ROUNDROBIN / FIDE_DOUBLEROUNDROBIN, Baku is FIDE_DUTCH_BAKU', () => {
    const type = (system: IndividualTournament['settings']['system']) =>
      tournamentToTrf2026({ ...doc, settings: { ...doc.settings, system } })
        .split('\n')
        .find((l) => l.startsWith('192'))
    expect(type('round-robin')).toBe('192 FIDE_ROUNDROBIN')
    expect(type('double-round-robin')).toBe('192 FIDE_DOUBLEROUNDROBIN')
    expect(type('dutch-baku')).toBe('192 FIDE_DUTCH_BAKU')
  })
})

describe('TRF-2026 encodings', () => {
  it.each([
    ['90+30', '5400+30'],
    ['90\' + 30"', '5400+30'],
    ['40/90+30:30+30', '40/5400+30:1800+30'],
    ['5+3', '300+3'],
    ['60', '3600'],
    ['Rápidas', null],
    ['', null],
  ])('TRF-2026 record 222: %j is written %j', (input, expected) => {
    expect(encodeTimeControl(input)).toBe(expected)
  })

  it.each([
    ['BH-C1', 'BH/C1'],
    ['BH', 'BH'],
    ['KS/L1', 'KS/L1'],
    ['ARO-C1', 'ARO/C1'],
  ])('TRF-2026 MTB26: %s is written %s', (code, expected) => {
    expect(mtb26Code(code)).toBe(expected)
  })
})
