import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..', '..')
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const dir = mkdtempSync(join(tmpdir(), 'alfil-xxz-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function pair(path: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) =>
    execFile(
      process.execPath,
      [TSX, 'src/cli/pair.ts', '--dutch', path, '-p'],
      { cwd: ROOT },
      (e, stdout, stderr) => done({ code: e ? Number(e.code) : 0, stdout, stderr }),
    ),
  )
}

const player = (no: number, rating: number, points: string, round: string) =>
  `001 ${String(no).padStart(4)}      ${`Jugador ${no}`.padEnd(33)} ${rating}${' '.repeat(28)}${points.padStart(4)}    1  ${round}`

describe('npm run pair honours JaVaFo XXZ (players absent in the round being paired)', () => {
  test('the three declared absent are not paired; the rest are, with the PAB', async () => {
    const rounds = ['   4 w 1', '   5 w 1', '   6 w 1', '   1 b 0', '   2 b 0', '   3 b 0']
    const lines = [
      '012 Abierto de Cangas',
      'XXR 5',
      ...rounds.map((r, i) => player(i + 1, 2000 - 10 * i, r.endsWith('1') ? '1.0' : '0.0', r)),
      'XXZ    2    4    6',
    ]
    const path = join(dir, 'xxz.trf')
    writeFileSync(path, lines.join('\n') + '\n')
    const run = await pair(path)
    expect(run.code).toBe(0)
    const [count, ...pairs] = run.stdout.trim().split('\n')
    const paired = pairs.flatMap((l) => l.split(' ').map(Number)).filter((n) => n !== 0)
    expect(Number(count)).toBe(2)
    expect(paired.sort()).toEqual([1, 3, 5])
  })
})
