import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

const ROOT = join(import.meta.dirname, '../../../..')

/**
 * The exact graphs of round 5 at 501 players (every shortcut off) reach the certified sparse
 * run's check with over 11,000 edges the sparse duals violate, all added to the sparse graph at
 * once. Spread into one call, some 11,000 arguments: on a 100 kB stack (a tenth of Node's
 * default) that threw "Maximum call stack size exceeded", and at 2,001 players (259,164 edges at
 * once) on the default stack too. Run in a process of its own: the test runner's threads have a
 * larger stack.
 */
describe('certified matching: the spoiler edges join the sparse graph whatever their number', () => {
  test('round 5 of 501 players with every shortcut off pairs on a 100 kB stack', () => {
    const run = spawnSync(
      process.execPath,
      ['--stack-size=100', '--import', 'tsx', join(import.meta.dirname, 'smallStack.child.ts')],
      { cwd: ROOT, encoding: 'utf8' },
    )
    expect(run.stderr).not.toContain('RangeError')
    expect(run.stdout).toBe('243 boards\n')
    expect(run.status).toBe(0)
  }, 60_000)
})
