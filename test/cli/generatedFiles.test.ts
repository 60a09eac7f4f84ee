import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { runStandingsCli } from '../../src/cli/standings.ts'

const ROOT = resolve(import.meta.dirname, '..', '..')
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const dir = mkdtempSync(join(tmpdir(), 'alfil-generated-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function run(cli: 'pair' | 'standings', ...args: string[]) {
  try {
    const stdout = execFileSync(process.execPath, [TSX, `src/cli/${cli}.ts`, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
    })
    return { code: 0, stdout }
  } catch (e) {
    const x = e as { status: number; stdout: string }
    return { code: x.status, stdout: x.stdout }
  }
}

/** Half-points of each result code under the file's 162 values (TRF-2026: A also for a forfeit loss). */
function pointsByRound(text: string, rounds: number): Map<number, number[]> {
  const values: Record<string, number> = { W: 2, D: 1, L: 0, A: 0, P: 2 }
  const r162 = text.split('\n').find((l) => l.startsWith('162')) ?? ''
  for (const [, sym, v] of r162.matchAll(/([WDLAP]) +(\d+\.\d)/g)) values[sym ?? ''] = Number(v) * 2
  const CODE: Record<string, string> = {
    '1': 'W',
    '+': 'W',
    '=': 'D',
    H: 'D',
    '0': 'L',
    '-': 'A',
    Z: 'A',
    U: 'P',
  }
  const out = new Map<number, number[]>()
  for (const line of text.split('\n').filter((l) => l.startsWith('001'))) {
    let total = 0
    const after: number[] = []
    for (let r = 0; r < rounds; r++) {
      const code = line[98 + 10 * r] ?? ' '
      total += code === ' ' ? 0 : (values[CODE[code] ?? ''] ?? NaN)
      after.push(total)
    }
    out.set(Number(line.slice(4, 8)), after)
  }
  return out
}

describe('FIDE C.02: generated files read back through pair -c and standings', () => {
  const config = join(dir, 'features.cfg')
  writeFileSync(
    config,
    [
      'PlayersNumber=31',
      'RoundsNumber=7',
      'DrawPercentage=30',
      'ForfeitRate=8',
      'RetiredRate=40',
      'HalfPointByeRate=15',
      'PointsForWin=3',
      'PointsForDraw=1',
      'PointsForPAB=3',
      'TieBreaks=BH/C1 BH SB PS',
    ].join('\n'),
  )
  const file = join(dir, 'features.trf')
  const made = run('pair', '--dutch', '-g', config, '-o', file, '-s', '2026')
  const text = made.code === 0 ? readFileSync(file, 'utf8') : ''

  test('the file has forfeits, half-point byes and withdrawals (3-1-0 points)', () => {
    expect(made.code).toBe(0)
    const lines = text.split('\n').filter((l) => l.startsWith('001'))
    expect(lines.filter((l) => / [wb] \+/.test(l)).length).toBeGreaterThan(0)
    expect(lines.filter((l) => /0000 - H/.test(l)).length).toBeGreaterThan(0)
    expect(lines.filter((l) => /0000 - -\s*$/.test(l)).length).toBeGreaterThan(0)
    expect(text).toContain('162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0')
  })

  test('npm run pair -c: every round agrees, and the standings agree with the 202 list', () => {
    const check = run('pair', '--dutch', file, '-c')
    expect(check).toEqual({
      code: 0,
      stdout: `${file}: 7 of 7 rounds agree; standings agree (BH/C1 BH SB PS)\n`,
    })
  })

  test("npm run standings (list from the file): points and ranks equal the file's, after every round the points equal the round blocks", () => {
    const final = run('standings', file)
    expect(final.code).toBe(0)
    const rows = final.stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split('\t'))
    const byRound = pointsByRound(text, 7)
    for (const line of text.split('\n').filter((l) => l.startsWith('001'))) {
      const startNo = line.slice(4, 8).trim()
      const row = rows.find((r) => r[0] === startNo)
      expect([row?.[1], Number(row?.[2])], `player ${startNo}`).toEqual([
        line.slice(85, 89).trim(),
        Number(line.slice(80, 84)),
      ])
    }
    for (let round = 1; round <= 7; round++) {
      const out = runStandingsCli([file, '--round', String(round), '--format', 'json'], (p) =>
        readFileSync(p, 'utf8'),
      )
      expect(out.code).toBe(0)
      const standings = JSON.parse(out.stdout) as { startNo: number; points: number }[]
      expect(
        standings.map((s) => [s.startNo, s.points]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
        `round ${round}`,
      ).toEqual([...byRound.entries()].map(([n, after]) => [n, after[round - 1]]))
    }
  })

  test('npm run standings without --tb on a file with no 202 or 212 exits 2 and says so', () => {
    const bare = join(dir, 'bare.trf')
    writeFileSync(bare, text.replace(/^2[01]2 .*\n/gm, ''))
    const out = runStandingsCli([bare], (p) => readFileSync(p, 'utf8'))
    expect([out.code, out.stderr.split('\n')[0]]).toEqual([
      2,
      `standings/no-tiebreaks: give --tb, ${bare} has no 202 or 212 record`,
    ])
  })
})
