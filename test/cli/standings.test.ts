import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { FIXTURES_DIR, tiebreakReference } from '../helpers/fixtures.ts'
import { command, ROOT } from './command.ts'

function run(args: readonly string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(...command('standings', args), { cwd: ROOT, encoding: 'utf8' })
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr }
}

function parseTsv(text: string): { header: string[]; rows: Map<string, string[]> } {
  const [header = [], ...rows] = text
    .trim()
    .split('\n')
    .map((l) => l.split('\t'))
  return { header, rows: new Map(rows.map((r) => [r[0] ?? '', r])) }
}

describe('npm run standings (subprocess)', () => {
  test.each(['c07-2024', 'c07-2026'])(
    'FIDE C.07 art. 8-10, 16 (%s): TSV values equal the reference for dutch-0002',
    (edition) => {
      const { header, rows } = tiebreakReference('dutch-0002', edition)
      const ref = { header, rows: new Map(rows.map((r) => [r[0] ?? '', r])) }
      const codes = ref.header.slice(3)
      const out = run([
        join(FIXTURES_DIR, 'dutch', 'dutch-0002.trf'),
        '--tb',
        codes.join(','),
        '--unplayed',
        edition,
      ])
      expect(out.code).toBe(0)
      const mine = parseTsv(out.stdout)
      expect(mine.header).toEqual(['StartNo', 'Rank', 'PTS', ...codes])
      expect(mine.rows.size).toBe(ref.rows.size)
      for (const [startNo, row] of ref.rows) {
        const got = mine.rows.get(startNo) ?? []
        expect(got.slice(2).map(Number), `player ${startNo}`).toEqual(row.slice(2).map(Number))
        expect(got[1], `rank of ${startNo}`).toBe(row[1])
      }
    },
  )

  test('FIDE C.07 art. 8.1: JSON output carries the breakdown behind each value', () => {
    const out = run([
      join(FIXTURES_DIR, 'dutch', 'dutch-0011.trf'),
      '--tb',
      'BH-C1',
      '--format',
      'json',
      '--unplayed',
      'c07-2024',
    ])
    expect(out.code).toBe(0)
    const rows = JSON.parse(out.stdout) as {
      values: { value: number; items: { value: number; cut: boolean }[] }[]
    }[]
    for (const r of rows) {
      const bh = r.values[0]
      const kept = (bh?.items ?? []).filter((x) => !x.cut).reduce((s, x) => s + x.value, 0)
      expect(bh?.value).toBe(kept)
      expect((bh?.items ?? []).filter((x) => x.cut)).toHaveLength(1)
    }
  })

  test('CSV output and --round: points after round 2 of 5', () => {
    const trf = join(FIXTURES_DIR, 'dutch', 'dutch-0011.trf')
    const out = run([trf, '--tb', 'PS', '--round', '2', '--format', 'csv'])
    expect(out.code).toBe(0)
    const lines = out.stdout.trim().split('\n')
    expect(lines[0]).toBe('StartNo,Rank,PTS,PS')
    const points = new Map<string, number>()
    for (const line of readFileSync(trf, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('001'))) {
      const cells = [line.slice(91, 99), line.slice(101, 109)].map((c) => c.slice(7, 8))
      const value = cells.reduce(
        (s, c) => s + ({ '1': 1, '+': 1, U: 1, '=': 0.5, H: 0.5 }[c] ?? 0),
        0,
      )
      points.set(String(Number(line.slice(4, 8))), value)
    }
    for (const line of lines.slice(1)) {
      const [startNo = '', , pts] = line.split(',')
      expect(Number(pts), `player ${startNo}`).toBe(points.get(startNo))
    }
  })

  test('bad tie-break code: exit 2 with a coded error', () => {
    const out = run([join(FIXTURES_DIR, 'dutch', 'dutch-0011.trf'), '--tb', 'BH,XYZ'])
    expect(out.code).toBe(2)
    expect(out.stderr).toContain('tiebreak/unknown-code: XYZ')
  })

  test('flags read by the shared parser: --tb=LIST is --tb LIST; an unknown, repeated or empty flag exits 2', () => {
    const file = join(FIXTURES_DIR, 'dutch', 'dutch-0011.trf')
    const spaced = run([file, '--tb', 'PTS,BH'])
    expect(spaced.code).toBe(0)
    expect(run([file, '--tb=PTS,BH']).stdout).toBe(spaced.stdout)
    const firstLines = (args: string[]) => {
      const out = run([file, ...args])
      return [out.code, out.stderr.split('\n')[0]]
    }
    expect(firstLines(['--tb', 'BH', '--bogus'])).toEqual([
      2,
      'standings/bad-option: unknown option --bogus',
    ])
    expect(firstLines(['--round', '2', '--round', '3'])).toEqual([
      2,
      'standings/bad-option: --round given twice',
    ])
    expect(firstLines(['--tb'])).toEqual([2, 'standings/bad-option: bad value for --tb: (missing)'])
    expect(firstLines(['other.trf'])).toEqual([
      2,
      'standings/bad-option: unexpected argument other.trf',
    ])
  })

  test('unreadable input: exit 1', () => {
    const out = run(['/nonexistent/file.trf', '--tb', 'BH'])
    expect(out.code).toBe(1)
    expect(out.stderr).toContain('standings/unreadable-input')
  })
})

function playerLine(startNo: number, points: number, cells: readonly string[]): string {
  const head = `001 ${String(startNo).padStart(4)}      ${`Player ${startNo}`.padEnd(33)} ${'2000'.padStart(4)}${' '.repeat(28)}`
  return `${head}${points.toFixed(1).padStart(4)} ${String(startNo).padStart(4)}  ${cells.join('  ')}`
}

describe('npm run standings --teams (subprocess)', () => {
  // Teams A (1, 2), B (3, 4), C (5, 6), D (7, 8), two boards, one cycle; player 8 fails to
  // appear in round 3. MP: A 5, C 3, B 2, D 2 (B beat D).
  const lines = [
    '012 Team league',
    'XXR 3',
    playerLine(1, 2.5, ['   3 w 1', '   5 w =', '   7 w 1']),
    playerLine(2, 2, ['   4 b =', '   6 b =', '   8 b +']),
    playerLine(3, 1, ['   1 b 0', '   7 w 1', '   5 w 0']),
    playerLine(4, 2, ['   2 w =', '   8 b 1', '   6 b =']),
    playerLine(5, 1.5, ['   7 w 0', '   1 b =', '   3 b 1']),
    playerLine(6, 1, ['   8 b 0', '   2 w =', '   4 w =']),
    playerLine(7, 1, ['   5 b 1', '   3 b 0', '   1 b 0']),
    playerLine(8, 1, ['   6 w 1', '   4 w 0', '   2 w -']),
    `013 ${'Team A'.padEnd(32)}   1    2`,
    `013 ${'Team B'.padEnd(32)}   3    4`,
    `013 ${'Team C'.padEnd(32)}   5    6`,
    `013 ${'Team D'.padEnd(32)}   7    8`,
  ]
  const file = join(mkdtempSync(join(tmpdir(), 'alfil-standings-')), 'teams.trf')
  writeFileSync(file, lines.join('\n') + '\n')

  test('FAPA art. 29.3.a-b: fewer forfeits, then the direct encounter, from TRF 013 team records', () => {
    const out = execFileSync(
      ...command('standings', [file, '--teams', '--tb', 'FORF,DE,EMGSB', '--unplayed', 'fapa']),
      { cwd: ROOT, encoding: 'utf8' },
    )
    const rows = out
      .trim()
      .split('\n')
      .map((l) => l.split('\t'))
    expect(rows[0]).toEqual(['TeamNo', 'Rank', 'MP', 'GP', 'FORF', 'DE', 'EMGSB'])
    expect(rows.slice(1).map((r) => r.slice(0, 5))).toEqual([
      ['1', '1', '5', '4.5', '0'],
      ['3', '2', '3', '2.5', '0'],
      ['2', '3', '2', '3.0', '0'],
      ['4', '4', '2', '2.0', '1'],
    ])
  })

  test('FIDE C.07 art. 11.1: 3-1-0 match points', () => {
    const out = run([file, '--teams', '--tb', 'GP', '--match-points', '3-1-0'])
    expect(out.code).toBe(0)
    expect(
      out.stdout
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split('\t').slice(0, 3)),
    ).toEqual([
      ['1', '1', '7'],
      ['3', '2', '4'],
      ['2', '3', '3'],
      ['4', '4', '3'],
    ])
  })
})
