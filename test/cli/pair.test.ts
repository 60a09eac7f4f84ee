import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { recordedPairing } from '../../src/domain/pairing/checker/index.ts'
import { parseTrf, tournamentFromTrf } from '../../src/domain/trf/index.ts'
import { runCli } from '../helpers/cli.ts'
import { listFixtures, loadFixture } from '../helpers/fixtures.ts'

const dir = mkdtempSync(join(tmpdir(), 'alfil-pair-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const FIXTURE = listFixtures('dutch-forbidden').find((f) => f.endsWith('forbid-0001.trf')) ?? ''

const pair = (...args: string[]) => runCli('pair', ...args)

let written = 0
/**
 * The fixture as it stood before round r: blocks 1..r-1, plus the H/Z requests for round r. Each
 * call writes its own file: the tests run at once, and rewriting a file another test's command is
 * reading would hand that command a half-written file.
 */
function truncatedFixture(r: number, source = FIXTURE): string {
  const cut = 91 + 10 * (r - 1)
  const lines = readFileSync(source, 'utf8')
    .split('\n')
    .map((l) => {
      if (!l.startsWith('001')) return l
      const next = l.slice(cut, cut + 8)
      return l.slice(0, cut).trimEnd().padEnd(cut) + (/- [HZ]/.test(next) ? next : '')
    })
  const path = join(dir, `before-${r}-${(written += 1)}-${source.slice(-8)}`)
  writeFileSync(path, lines.map((l) => l.trimEnd()).join('\n'))
  return path
}

const asLines = (p: { games: readonly { white: number; black: number }[]; bye: number | null }) =>
  [...p.games.map((g) => `${g.white} ${g.black}`), ...(p.bye === null ? [] : [`${p.bye} 0`])].sort()

describe('npm run pair (JaVaFo / bbpPairings conventions)', () => {
  const fixture = loadFixture(FIXTURE)

  test.concurrent(
    '-p pairs the next round: count line, WHITE BLACK per board, the PAB as N 0 (exit 0)',
    async () => {
      const run = await pair('--dutch', truncatedFixture(5), '-p')
      expect(run.code).toBe(0)
      const [count, ...rest] = run.stdout.trimEnd().split('\n')
      const expected = asLines(recordedPairing(fixture, 5))
      expect(Number(count)).toBe(expected.length)
      expect(rest.sort()).toEqual(expected)
    },
  )

  test.concurrent(
    '-p honours XXA virtual points (Baku acceleration, C.04.7) in a round they change',
    async () => {
      const accel =
        listFixtures('dutch-accelerated').find((f) => f.endsWith('accel-0001.trf')) ?? ''
      const run = await pair('--dutch', truncatedFixture(2, accel), '-p')
      expect(run.code).toBe(0)
      expect(run.stdout.trimEnd().split('\n').slice(1).sort()).toEqual(
        asLines(recordedPairing(loadFixture(accel), 2)),
      )
    },
  )

  test.concurrent('-p OUTPUT writes the pairing to the file', async () => {
    const out = join(dir, 'round3.txt')
    const run = await pair('--dutch', truncatedFixture(3), '-p', out)
    expect([run.code, run.stdout]).toEqual([0, ''])
    const [count, ...rest] = readFileSync(out, 'utf8').trimEnd().split('\n')
    expect(Number(count)).toBe(rest.length)
    expect(rest.sort()).toEqual(asLines(recordedPairing(fixture, 3)))
  })

  /** The round-5 file with player 1 named "Núñez, Íñigo", as the bytes `encode` gives. */
  function accentedFile(name: string, encode: (text: string) => Buffer): string {
    const text = readFileSync(truncatedFixture(5), 'utf8')
      .split('\n')
      .map((l) =>
        l.startsWith('001    1 ') ? l.slice(0, 14) + 'Núñez, Íñigo'.padEnd(33) + l.slice(47) : l,
      )
      .join('\n')
    const path = join(dir, name)
    writeFileSync(path, encode(text))
    return path
  }

  test.concurrent(
    '-p reads a UTF-8 file with a byte-order mark and accented names as the plain file',
    async () => {
      const plain = await pair('--dutch', truncatedFixture(5), '-p')
      const file = accentedFile('bom.trf', (t) => Buffer.from('\uFEFF' + t, 'utf8'))
      expect(await pair('--dutch', file, '-p')).toEqual({ ...plain, code: 0 })
    },
  )

  test.concurrent(
    '-p reads a Windows-1252 file (not valid UTF-8) with accented names as the plain file',
    async () => {
      const plain = await pair('--dutch', truncatedFixture(5), '-p')
      const file = accentedFile('cp1252.trf', (t) => Buffer.from(t, 'latin1'))
      expect(readFileSync(file).includes(0xf1)).toBe(true)
      expect(await pair('--dutch', file, '-p')).toEqual({ ...plain, code: 0 })
    },
  )

  test.concurrent(
    '-p exits 1 when no legal pairing exists (FIDE C.04.1.b: all four players have met)',
    async () => {
      const line = (n: number, cells: string[]) =>
        `001 ${String(n).padStart(4)}      ${`Player ${n}`.padEnd(33)} ${String(2000 - n)}${' '.repeat(28)} 1.5    1  ${cells.join('  ')}`
      const text = [
        'XXR 4',
        line(1, ['   2 w 1', '   3 b =', '   4 w 0']),
        line(2, ['   1 b 0', '   4 w =', '   3 w 1']),
        line(3, ['   4 w =', '   1 w =', '   2 b 0']),
        line(4, ['   3 b =', '   2 b =', '   1 b 1']),
      ].join('\n')
      const path = join(dir, 'all-met.trf')
      writeFileSync(path, text)
      const run = await pair('--dutch', path, '-p')
      expect([run.code, run.stdout, run.stderr]).toEqual([
        1,
        '',
        'pairing/no-legal-pairing: round 4\n',
      ])
    },
  )

  test.concurrent(
    '-p on a tournament whose rounds are all paired is an invalid request (exit 3)',
    async () => {
      const run = await pair('--dutch', FIXTURE, '-p')
      expect(run.code).toBe(3)
      expect(run.stderr).toContain('pair/tournament-complete')
    },
  )

  test.concurrent('-c re-pairs every round and exits 0 when all agree', async () => {
    const run = await pair('--dutch', FIXTURE, '-c')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('5 of 5 rounds agree')
  })

  test.concurrent(
    '-c lists the round where the file differs from the engine and exits 1',
    async () => {
      // Swap the colours of the round-3 game 1-2 (1 had Black, 2 White).
      const text = readFileSync(FIXTURE, 'utf8')
        .replace(/^(001 {4}1 .{102}) {3}2 b 0/m, '$1   2 w 0')
        .replace(/^(001 {4}2 .{102}) {3}1 w 1/m, '$1   1 b 1')
      const path = join(dir, 'swapped.trf')
      writeFileSync(path, text)
      const run = await pair('--dutch', path, '-c')
      expect(run.code).toBe(1)
      // Rounds 1-2 agree; from round 3 on the colour histories differ from the reference too.
      expect(run.stdout.split('\n')[0]).toBe('round 3: file 1-2, engine 2-1')
      expect(run.stdout).not.toMatch(/^round [12]:/m)
    },
  )

  test.concurrent('an invalid file exits 3 with located, coded errors on stderr', async () => {
    const path = join(dir, 'bad.trf')
    writeFileSync(path, 'XXR 5\n001    1      A                                 18x0\n')
    const run = await pair('--dutch', path, '-p', join(dir, 'unused.txt'))
    expect(run.code).toBe(3)
    expect(run.stderr).toBe(`${path}:2:51: trf/bad-number bad rating: "18x0"\n`)
  })

  test.concurrent('a file that cannot be read exits 5', async () => {
    const run = await pair('--dutch', join(dir, 'missing.trf'), '-c')
    expect(run.code).toBe(5)
    expect(run.stderr).toContain('pair/file-unreadable')
  })

  test.concurrent('bad command lines exit 3 with the usage', async () => {
    const runs = await Promise.all([
      pair(FIXTURE, '-c'),
      pair('--dutch', FIXTURE, '-c', '-p'),
      pair('--dutch', FIXTURE, '-x'),
      pair('--dutch', FIXTURE, '-c', '--unplayed', 'fide'),
      pair('--dutch', FIXTURE, '-p', '--unplayed', 'fapa'),
    ])
    expect(runs.map((r) => r.code)).toEqual([3, 3, 3, 3, 3])
    expect(runs.map((r) => r.stderr.split('\n')[0])).toEqual([
      'pair/unknown-system: only --dutch is available',
      'pair/bad-usage: give exactly one of -p, -c, -g',
      'cli/unknown-flag: -x',
      'pair/bad-option: bad value for --unplayed: fide',
      'pair/bad-usage: --unplayed goes with -c',
    ])
  })

  test.concurrent(
    '-g CONFIG -o OUT -s SEED writes a reproducible, valid, complete TRF',
    async () => {
      const config = join(dir, 'gen.cfg')
      writeFileSync(
        config,
        '# small club event\nplayers=9\nrounds=4\ndrawRate=0.2\nacceleration=false\n',
      )
      const [a, b] = [join(dir, 'a.trf'), join(dir, 'b.trf')]
      const runs = await Promise.all([
        pair('--dutch', '-g', config, '-o', a, '-s', '42'),
        pair('--dutch', '-g', config, '-o', b, '-s', '42'),
      ])
      expect(runs.map((r) => r.code)).toEqual([0, 0])
      expect(readFileSync(a, 'utf8')).toBe(readFileSync(b, 'utf8'))
      const parsed = parseTrf(readFileSync(a, 'utf8'))
      const t = parsed.ok ? tournamentFromTrf(parsed.value) : null
      expect(
        t?.ok && [
          t.value.players.length,
          t.value.totalRounds,
          Math.max(...t.value.players.map((p) => p.rounds.length)),
        ],
      ).toEqual([9, 4, 4])
    },
  )

  test.concurrent('-g with a bad configuration exits 3 naming the line', async () => {
    const config = join(dir, 'bad.cfg')
    writeFileSync(config, 'players=9\nrounds=four\n')
    const run = await pair('--dutch', '-g', config, '-s', '1')
    expect(run.code).toBe(3)
    expect(run.stderr).toBe(`${config}:2: pair/bad-config rounds needs a number\n`)
  })
})
