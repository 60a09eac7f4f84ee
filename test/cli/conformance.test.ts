import { describe, expect, test } from 'vitest'
import { parsePlan } from '../../src/cli/conformance.ts'
import { runCli } from '../helpers/cli.ts'

const conformance = (...args: string[]) => runCli('conformance', ...args)
const withoutWallTime = (s: string) => s.replace(/^wall time .*\n/m, '')

describe('npm run conformance', () => {
  test.concurrent(
    'the same seed gives the same report, in one process or two; exit 0 without discrepancies',
    async () => {
      const small = ['--count', '4', '--seed', '7', '--players', '10-24']
      const [one, two] = await Promise.all([
        conformance(...small, '--jobs', '1'),
        conformance(...small, '--jobs', '2'),
      ])
      expect([one.code, two.code]).toEqual([0, 0])
      expect(withoutWallTime(one.stdout)).toBe(withoutWallTime(two.stdout))
      const lines = one.stdout.split('\n')
      expect(lines[0]).toBe('conformance: seed 7, tournaments 0-3 (4), 10-24 players')
      expect(lines).toContain('discrepancies: 0 in 0 tournaments (unfinished 0)')
      expect(one.stdout).toMatch(/^wall time \d+\.\d s, 1 jobs$/m)
    },
  )

  test('bad command lines exit 3 with a coded reason', async () => {
    const runs = await Promise.all([
      conformance('--seed', '1'),
      conformance('--count', '5', '--seed', 'x'),
      conformance('--count', '5', '--seed', '1', '--players', '400-10'),
    ])
    expect(runs.map((r) => [r.code, r.stderr.split('\n')[0]])).toEqual([
      [3, 'conformance/bad-count: --count N, N from 1'],
      [3, 'conformance/bad-seed: --seed S, S from 0 to 4294967295'],
      [3, 'conformance/bad-players: --players LO-HI within 10-9999'],
    ])
  })

  test('the plan: defaults of 10-400 players from tournament 0, --from to run one again', () => {
    const p = parsePlan(['--count', '1', '--seed', '1', '--from', '4321', '--jobs', '1'])
    expect(p.ok && p.plan).toEqual({
      seed: 1,
      from: 4321,
      count: 1,
      sizes: [10, 400],
      jobs: 1,
      out: null,
    })
    expect(parsePlan(['--count', '1', '--seed', '1', '--jobs', '0']).ok).toBe(false)
  })
})
