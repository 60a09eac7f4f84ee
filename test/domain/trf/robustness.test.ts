import { describe, expect, test } from 'vitest'
import { decodeText } from '../../../src/domain/core/index.ts'
import { tournamentFromTrfFile } from '../../../src/domain/reports/index.ts'
import { pairingRequestOf } from '../../../src/domain/tournament/index.ts'
import { parseTrf, readTrf, tournamentFromTrf } from '../../../src/domain/trf/index.ts'

/** A `001` line in the TRF-16 columns. */
function player(no: number, name: string, points: string, ...rounds: string[]): string {
  const head = `001 ${String(no).padStart(4)}      ${name.padEnd(33)} 1800${' '.repeat(28)}${points.padStart(4)}    1`
  return `${head}  ${rounds.map((r) => r.padEnd(8)).join('  ')}`.trimEnd()
}

/** Four players after round 1: 1 beat 2, 3 drew 4. */
const ROUND_ONE = [
  '012 Abierto de Luarca',
  'XXR 5',
  player(1, 'Nuño, Íñigo', '1.0', '   2 w 1'),
  player(2, 'Ordóñez, Marta', '0.0', '   1 b 0'),
  player(3, 'Pérez, Luis', '0.5', '   4 w ='),
  player(4, 'Ruiz, Dora', '0.5', '   3 b ='),
]
const DEFAULTS = { tiebreaks: ['BH'], unplayed: 'fapa' as const, lotSeed: 3 }
const located = (ps: readonly { code: string; line: number; column: number | null }[]) =>
  ps.map((p) => [p.code, p.line, p.column])

describe('the points column is compared with the results (TRF-16 record 001, columns 81-84)', () => {
  test('a sound file has no warning', () => {
    const r = readTrf(ROUND_ONE.join('\n'))
    expect(r.ok && r.value.report.warnings).toEqual([])
  })

  test('a line whose points contradict its results is warned by line and column', () => {
    const lines = [...ROUND_ONE]
    lines[3] = player(2, 'Ordóñez, Marta', '1.0', '   1 b 0')
    lines[5] = player(4, 'Ruiz, Dora', '0.0', '   3 b =')
    const r = readTrf(lines.join('\n'))
    expect(r.ok && located(r.value.report.warnings)).toEqual([
      ['trf/points-mismatch', 4, 81],
      ['trf/points-mismatch', 6, 81],
    ])
    expect(r.ok && r.value.report.warnings[0]!.params).toEqual({
      startNo: 2,
      file: '1.0',
      results: '0.0',
    })
  })

  test('the 162 scoring and byes count: a PAB of 3 points, a half-point bye of 1 (3-1-0)', () => {
    const scoring = `162  W${' 3.0'.padEnd(8)}D${' 1.0'.padEnd(8)}L${' 0.0'.padEnd(8)}P 3.0`
    const r = readTrf(
      [scoring, player(1, 'A', '3.0', '0000 - U'), player(2, 'B', '0.5', '0000 - H')].join('\n'),
    )
    expect(r.ok && r.value.tournament.scoring.pab).toBe(6)
    expect(r.ok && located(r.value.report.warnings)).toEqual([['trf/points-mismatch', 3, 81]])
    expect(r.ok && r.value.report.warnings[0]!.params).toEqual({
      startNo: 2,
      file: '0.5',
      results: '1.0',
    })
  })
})

describe('JaVaFo XXZ: players declared absent are not paired', () => {
  const file = [...ROUND_ONE, 'XXZ    3    4'].join('\n')

  test('the reader gives the absences of the round being paired', () => {
    const r = readTrf(file)
    expect(r.ok && r.value.tournament.absentInNextRound).toEqual([3, 4])
  })

  test('the app imports them as zero-point requests of round 2, so round 2 pairs 1 and 2 only', () => {
    const r = tournamentFromTrfFile(file, DEFAULTS)
    if (!r.ok) throw new Error('import')
    expect(r.value.doc.pendingRequests).toEqual({ 3: 'zero-bye', 4: 'zero-bye' })
    expect([...pairingRequestOf(r.value.doc).absent].sort()).toEqual([3, 4])
  })
})

describe('XXC rank white1 (JaVaFo, as Lichess exports it)', () => {
  test('is read as white1, with a warning that start numbers are kept as written', () => {
    const r = readTrf([...ROUND_ONE, 'XXC rank white1'].join('\n'))
    expect(r.ok && r.value.tournament.initialColour).toBe('white')
    expect(r.ok && located(r.value.report.warnings)).toEqual([['trf/xxc-rank', 7, 5]])
    const black = readTrf([...ROUND_ONE, 'XXC black1 rank'].join('\n'))
    expect(black.ok && black.value.tournament.initialColour).toBe('black')
    expect(black.ok && located(black.value.report.warnings)).toEqual([['trf/xxc-rank', 7, 12]])
  })

  test('any other word is still refused at its column', () => {
    const r = parseTrf('XXC rank green1')
    expect(r.ok ? [] : located(r.error)).toEqual([['trf/bad-initial-colour', 1, 10]])
    // Near misses of the known words, before and after "rank": each refused where it starts.
    for (const [line, column] of [
      ['XXC rank white2', 10],
      ['XXC rank blanco1', 10],
      ['XXC whit1 rank', 5],
    ] as const) {
      const bad = parseTrf(line)
      expect(bad.ok ? [] : located(bad.error), line).toEqual([
        ['trf/bad-initial-colour', 1, column],
      ])
    }
  })
})

describe('files that are not UTF-8 are read as Windows-1252, and say so', () => {
  const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))

  test('"Núñez, Íñigo" written in Latin-1 keeps its letters', () => {
    const r = readTrf(latin1([player(1, 'Núñez, Íñigo', '0.0')].join('\n')))
    expect(r.ok && r.value.report.encoding).toBe('windows-1252')
    expect(r.ok && r.value.tournament.players[0]!.name).toBe('Núñez, Íñigo')
  })

  test('UTF-8 (with or without a byte-order mark) is read as UTF-8', () => {
    const bytes = new TextEncoder().encode(player(1, 'Núñez, Íñigo', '0.0'))
    for (const b of [bytes, Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes])]) {
      const r = readTrf(b)
      expect(r.ok && [r.value.report.encoding, r.value.tournament.players[0]!.name]).toEqual([
        'utf-8',
        'Núñez, Íñigo',
      ])
    }
  })

  test('Windows-1252 letters of 0x80-0x9F (€, Š, Ž, œ) are decoded too', () => {
    expect(decodeText(Uint8Array.from([0x80, 0x8a, 0x8e, 0x9c, 0xf1]))).toEqual({
      text: '€ŠŽœñ',
      encoding: 'windows-1252',
    })
  })

  test('overlong forms and lone surrogates are not UTF-8', () => {
    for (const bad of [
      [0xc0, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xe2, 0x82],
      [0xf4, 0x90, 0x80, 0x80],
    ])
      expect(decodeText(Uint8Array.from(bad)).encoding).toBe('windows-1252')
    expect(decodeText(Uint8Array.from([0xf0, 0x9f, 0x98, 0x80]))).toEqual({
      text: '😀',
      encoding: 'utf-8',
    })
  })
})

describe('errors are bounded: 100 listed, then "and N more"', () => {
  test('150 bad lines give 100 errors and one trf/more-errors naming 50', () => {
    const lines = Array.from({ length: 150 }, (_, i) =>
      player(i + 1, 'X', '0.0').replace('1800', '18x0'),
    )
    const r = parseTrf(lines.join('\n'))
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.error.length).toBe(101)
    expect(r.error[100]).toEqual({
      code: 'trf/more-errors',
      line: 101,
      column: 1,
      message: 'and 50 more',
      params: { count: 50 },
    })
  })

  test('a 10 MB damaged line is one error, not hundreds of thousands', () => {
    const huge = '001' + ' x w 1   '.repeat(1_100_000)
    const r = parseTrf(['012 Roto', huge, player(1, 'A', '0.0')].join('\n'))
    expect(r.ok ? [] : located(r.error)).toEqual([['trf/line-too-long', 2, 10_001]])
  })
})

describe('every meaning error carries its line and column', () => {
  const meaning = (...lines: string[]) => {
    const p = parseTrf(lines.join('\n'))
    if (!p.ok) throw new Error(JSON.stringify(p.error))
    const r = tournamentFromTrf(p.value)
    return r.ok ? [] : located(r.error)
  }

  test('a game missing from the opponent line: that line, the round block', () => {
    expect(
      meaning('012 x', player(1, 'A', '1.0', '   2 w 1'), player(2, 'B', '0.0', '0000 - Z')),
    ).toEqual([['trf/asymmetric-pairing', 2, 92]])
  })

  test('same colour on both sides of round 2: the colour column of each line', () => {
    expect(
      meaning(
        player(1, 'A', '1.0', '0000 - U', '   2 w 1'),
        player(2, 'B', '0.0', '0000 - Z', '   1 w 0'),
      ),
    ).toEqual([
      ['trf/colour-mismatch', 1, 107],
      ['trf/colour-mismatch', 2, 107],
    ])
  })

  test('a 240 bye for an unknown player, a round count below the rounds played', () => {
    expect(
      meaning('XXR 1', player(1, 'A', '1.0', '0000 - U', '0000 - U'), '240 H 002    9'),
    ).toEqual([
      ['trf/bad-bye-record', 3, 11],
      ['trf/bad-round-count', 1, 5],
    ])
  })

  test('a file with no player line: line 1', () => {
    expect(meaning('012 Vacío')).toEqual([['trf/no-players', 1, null]])
  })
})

// Found by the TRF fuzz test: an imported tournament the backups then refused to restore.
describe('the app imports only what its backups keep (ratings, rounds, game points)', () => {
  test('162: 50 points a game is the most a tournament keeps (SCORING_VALUE_MAX), 50.5 is refused at the value', () => {
    const file = (values: string) =>
      tournamentFromTrfFile(
        [`162  ${values}`, 'XXR 5', player(1, 'A', '0.0'), player(2, 'B', '0.0')].join('\n'),
        DEFAULTS,
      )
    const top = file('W50.0    D 0.5')
    expect(top.ok && top.value.doc.settings.scoring.win).toBe(100)
    const over = file('W 1.0    D50.5')
    expect(over.ok ? [] : located(over.error.errors)).toEqual([['trf/bad-game-points', 1, 16]])
  })

  test('a rating above 3500, XXR above 99 and a 162 value above 100 points are refused by line', () => {
    const r = tournamentFromTrfFile(
      [
        '162  W9000    D 0.5',
        'XXR 500',
        player(1, 'A', '0.0').replace('1800', '9999'),
        player(2, 'B', '0.0'),
      ].join('\n'),
      DEFAULTS,
    )
    expect(r.ok ? [] : located(r.error.errors)).toEqual([
      ['trf/bad-game-points', 1, 7],
      ['trf/bad-round-count', 2, 5],
      ['trf/bad-rating', 3, 49],
    ])
  })
})
