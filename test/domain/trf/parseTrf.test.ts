import { describe, expect, test } from 'vitest'
import { parseTrf, tournamentFromTrf, type TrfErrorCode } from '../../../src/domain/trf/index.ts'

/** A `001` line from fields, in the TRF-16 columns. */
function player(startNo: string, rating: string, points: string, ...rounds: string[]): string {
  const head = `001 ${startNo.padStart(4)}      ${'Player'.padEnd(33)} ${rating.padStart(4)}${' '.repeat(28)}${points.padStart(4)}    1`
  return `${head}  ${rounds.map((r) => r.padEnd(8)).join('  ')}`.trimEnd()
}

describe('player line columns (TRF-16 record 001)', () => {
  test('the helper writes the documented columns', () => {
    const line = player('7', '1850', '1.5', '  12 w 1', '0000 - H')
    expect(line.slice(4, 8)).toBe('   7')
    expect(line.slice(48, 52)).toBe('1850')
    expect(line.slice(80, 84)).toBe(' 1.5')
    expect(line.slice(91, 99)).toBe('  12 w 1')
    expect(line.slice(101, 109)).toBe('0000 - H')
  })

  test('reads the start number, name, rating, points, rank and round cells of a player line', () => {
    const r = parseTrf(`${player('7', '1850', '1.5', '  12 w 1', '0000 - H')}\n`)
    expect(r.ok && r.value.records[0]).toMatchObject({
      kind: 'player',
      startNo: 7,
      name: 'Player',
      rating: 1850,
      points: 3,
      rank: 1,
      rounds: [
        { opponent: 12, colour: 'w', result: '1' },
        { opponent: null, colour: '-', result: 'H' },
      ],
    })
  })

  test('every field of a fully written 001 line: sex, title, federation, FIDE id, birth date too', () => {
    const line = [
      '001',
      '  12'.padStart(5),
      ' w',
      'WGM',
      ' ',
      'García Pérez, Ana'.padEnd(33),
      ' 2315',
      ' ESP',
      '   22222222'.padStart(12),
      ' 1995/04/30',
      '  4.5',
      '    3',
      '     7 b =',
    ].join('')
    expect(line.slice(9, 10)).toBe('w')
    expect(line.slice(57, 68)).toBe('   22222222')
    expect(line.slice(69, 79)).toBe('1995/04/30')
    const r = parseTrf(`${line}\n`)
    expect(r.ok && r.value.records[0]).toEqual({
      kind: 'player',
      startNo: 12,
      sex: 'w',
      title: 'WGM',
      name: 'García Pérez, Ana',
      rating: 2315,
      federation: 'ESP',
      fideId: '22222222',
      birthDate: '1995/04/30',
      points: 9,
      rank: 3,
      rounds: [{ opponent: 7, colour: 'b', result: '=' }],
    })
  })

  test('result and colour codes are case-insensitive', () => {
    const r = parseTrf(player('1', '1500', '0.0', '   2 W d'))
    expect(r.ok && r.value.records[0]).toMatchObject({
      rounds: [{ opponent: 2, colour: 'w', result: 'D' }],
    })
  })
})

describe('malformed TRF input returns coded, located errors', () => {
  const cases: [string, string, TrfErrorCode, number, number][] = [
    ['letters in the start number', player('1x', '1500', '0.0'), 'trf/bad-number', 1, 8],
    ['blank start number', player('', '1500', '0.0'), 'trf/missing-start-number', 1, 5],
    ['letters in the rating', player('1', 'abcd', '0.0'), 'trf/bad-number', 1, 49],
    ['points not a multiple of 0.5', player('1', '1500', '1.3'), 'trf/bad-points', 1, 82],
    ['points with a comma', player('1', '1500', '1,5'), 'trf/bad-points', 1, 83],
    ['unknown colour in round 1', player('1', '1500', '1.0', '   2 x 1'), 'trf/bad-colour', 1, 97],
    ['unknown result in round 1', player('1', '1500', '1.0', '   2 w Q'), 'trf/bad-result', 1, 99],
    [
      'unknown result in round 2',
      player('1', '1500', '1.0', '   2 w 1', '   3 b ?'),
      'trf/bad-result',
      1,
      109,
    ],
    [
      'letters in an opponent of round 3',
      player('1', '1500', '1.0', '   2 w 1', '   3 b 1', '  x4 w 1'),
      'trf/bad-number',
      1,
      114,
    ],
    ['XXR without a number', 'XXR ten', 'trf/bad-number', 1, 5],
    ['XXR blank', 'XXR', 'trf/missing-start-number', 1, 5],
    ['XXC neither white1 nor black1', 'XXC green1', 'trf/bad-initial-colour', 1, 5],
    ['XXP with a letter', 'XXP    5    x', 'trf/bad-number', 1, 13],
    ['XXP read as tokens', 'XXP 5 1y', 'trf/bad-number', 1, 8],
    ['XXA with bad points', 'XXA    3  1.0  a.5', 'trf/bad-points', 1, 16],
    ['013 with a bad board', '013 Team A                          1    b', 'trf/bad-number', 1, 42],
    ['250 with bad round', '250 00.0 02.0 0x1 003 0001 0090', 'trf/bad-number', 1, 16],
    ['empty file', '\n\n', 'trf/empty', 1, 1],
  ]
  test.each(cases)('%s', (_what, text, code, line, column) => {
    const r = parseTrf(`012 Test\n${text}`.replace(/^012 Test\n(?=\n)/, ''))
    const shift = text.trim() === '' ? 0 : 1
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.error[0]).toMatchObject({ code, line: line + shift, column })
  })

  test('a duplicate start number is reported on the second line', () => {
    const r = parseTrf(
      [player('1', '1500', '0.0'), player('2', '1500', '0.0'), player('1', '1400', '0.0')].join(
        '\n',
      ),
    )
    expect(r).toMatchObject({
      ok: false,
      error: [{ code: 'trf/duplicate-start-number', line: 3, column: 5 }],
    })
  })

  test('every problem of the file is reported, not only the first', () => {
    const r = parseTrf(
      [player('1', 'abcd', '0.0'), 'XXR x', player('2', '1500', '0.0', '   1 q 1')].join('\r\n'),
    )
    expect(r.ok ? [] : r.error.map((e) => [e.code, e.line, e.column])).toEqual([
      ['trf/bad-number', 1, 49],
      ['trf/bad-number', 2, 5],
      ['trf/bad-colour', 3, 97],
    ])
  })
})

describe('meaning of a well-formed TRF (tournamentFromTrf)', () => {
  const build = (...lines: string[]) => {
    const parsed = parseTrf(lines.join('\n'))
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error))
    return tournamentFromTrf(parsed.value)
  }
  const codes = (r: ReturnType<typeof build>) =>
    r.ok ? [] : r.error.map((e) => [e.code, e.startNo, e.round])

  test('a game must appear on both players lines', () => {
    expect(
      codes(build(player('1', '1500', '1.0', '   2 w 1'), player('2', '1400', '0.0', '0000 - Z'))),
    ).toEqual([['trf/asymmetric-pairing', 1, 1]])
  })

  test('the two colours of a game must differ', () => {
    expect(
      codes(build(player('1', '1500', '1.0', '   2 w 1'), player('2', '1400', '0.0', '   1 w 0'))),
    ).toEqual([
      ['trf/colour-mismatch', 1, 1],
      ['trf/colour-mismatch', 2, 1],
    ])
  })

  test('results must mirror each other', () => {
    expect(
      codes(build(player('1', '1500', '1.0', '   2 w 1'), player('2', '1400', '0.0', '   1 b ='))),
    ).toEqual([
      ['trf/result-mismatch', 1, 1],
      ['trf/result-mismatch', 2, 1],
    ])
  })

  test('an opponent must exist', () => {
    expect(codes(build(player('1', '1500', '1.0', '   9 w 1')))).toEqual([
      ['trf/unknown-opponent', 1, 1],
    ])
  })

  test('a bye code cannot have an opponent and a game result needs one', () => {
    expect(
      codes(build(player('1', '1500', '1.0', '   2 w U'), player('2', '1400', '0.0', '0000 - 1'))),
    ).toEqual([
      ['trf/bye-with-opponent', 1, 1],
      ['trf/result-needs-opponent', 2, 1],
    ])
  })

  test('F is a full-point bye, U the pairing-allocated bye, blank not yet played', () => {
    const r = build(
      player('1', '1500', '2.0', '0000 - F', '0000 - U', '        '),
      player('2', '1400', '0.0', '0000 - Z', '0000 - Z', '0000 - H'),
    )
    expect(r.ok && r.value.players.map((p) => p.rounds.map((e) => e?.outcome))).toEqual([
      ['full-bye', 'pab'],
      ['zero-bye', 'zero-bye', 'half-bye'],
    ])
  })

  test('TRF-2026 250 records give virtual points when there is no XXA (C.04.7)', () => {
    const r = build(
      'XXR 5',
      '250 00.0 01.0 001 002 0001 0002',
      player('1', '1500', '0.0'),
      player('2', '1400', '0.0'),
      player('3', '1300', '0.0'),
    )
    expect(r.ok && [...r.value.acceleration.entries()]).toEqual([
      [1, [2, 2]],
      [2, [2, 2]],
    ])
  })

  test('TRF-2026 260 over the whole event is a forbidden group; with a round range it is kept apart', () => {
    const r = build(
      'XXR 5',
      '260   1   5    1    2',
      '260   2   3    2    3',
      player('1', '1500', '0.0'),
      player('2', '1400', '0.0'),
      player('3', '1300', '0.0'),
    )
    expect(r.ok && r.value.forbiddenPairs).toEqual([[1, 2]])
    expect(r.ok && r.value.roundForbiddenPairs).toEqual([
      { firstRound: 2, lastRound: 3, players: [2, 3] },
    ])
  })

  test('162 game points set the scoring (3-1-0 football scoring in half-points)', () => {
    const r = build('162  W 3.0    D 1.0', player('1', '1500', '0.0'))
    expect(r.ok && r.value.scoring).toEqual({
      win: 6,
      draw: 2,
      loss: 0,
      pab: 6,
      fullBye: 6,
      halfBye: 2,
      zeroBye: 0,
    })
  })

  test('TRF-2026 240 records announce requested byes of a future round', () => {
    const r = build(
      'XXR 5',
      '240 H   2    1    3',
      '240 Z   2    2',
      player('1', '1500', '1.0', '   2 w 1'),
      player('2', '1400', '0.0', '   1 b 0'),
      player('3', '1300', '0.0', '0000 - H'),
    )
    expect(r.ok && r.value.players.map((p) => p.rounds.map((e) => e?.outcome))).toEqual([
      ['win', 'half-bye'],
      ['loss', 'zero-bye'],
      ['half-bye', 'half-bye'],
    ])
    const clash = build(
      'XXR 5',
      '240 H   1    1',
      player('1', '1500', '1.0', '   2 w 1'),
      player('2', '1400', '0.0', '   1 b 0'),
    )
    expect(codes(clash)).toEqual([['trf/bad-bye-record', 1, 1]])
  })
})
