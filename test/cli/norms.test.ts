import { execFileSync, spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { command, ROOT } from './command.ts'

const DIR = 'test/cli/norms'

function run(args: readonly string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(...command('norms', args), { cwd: ROOT, encoding: 'utf8' })
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr }
}

function json(args: readonly string[]) {
  return JSON.parse(execFileSync(...command('norms', args), { cwd: ROOT, encoding: 'utf8' }))
}

describe('npm run norms', () => {
  it('B.01 1.4.8: JSON for player 1, 6/9 against nine 2500 GMs -> Ra 2500, 67 %, Rp 2625, GM norm', () => {
    const out = json([`${DIR}/gm-norm.trf`, '--player', '1'])
    expect(out).toHaveLength(1)
    expect(out[0].startNumber).toBe(1)
    const gm = out[0].norms.find((n: { title: string }) => n.title === 'GM')
    expect([gm.achieved, gm.games, gm.points, gm.ra, gm.rp, gm.rules]).toEqual([
      true,
      9,
      6,
      2500,
      2625,
      'b01-2024',
    ])
    expect(gm.conditions[0]).toEqual({
      id: 'games',
      article: '1.4.1',
      ok: true,
      detail: 'games counted: 9, needs 9 (1.4.1)',
      have: 9,
      need: 9,
    })
  })

  it('--rules seed: (2450 + 9x2500)/10 = 2495, category 10, 6/9 = 67 % meets the derived 67 %', () => {
    const gm = json([`${DIR}/gm-norm.trf`, '--player', '1', '--rules', 'seed'])[0].norms[0]
    expect([gm.title, gm.rules, gm.ra, gm.category, gm.scoreTable, gm.achieved]).toEqual([
      'GM',
      'seed',
      2495,
      10,
      'derived',
      true,
    ])
  })

  it('a forfeit win in round 5 of 9: a B.01 norm on 8 games (1.4.1), not a seed result (8.13, 8.32: 8 < 9)', () => {
    const b01 = json([`${DIR}/forfeit-win.trf`, '--player', '1'])[0].norms[0]
    const seed = json([`${DIR}/forfeit-win.trf`, '--player', '1', '--rules', 'seed'])[0].norms[0]
    expect([b01.achieved, b01.games, b01.points, b01.rp]).toEqual([true, 8, 5.5, 2641])
    expect([
      seed.achieved,
      seed.conditions.find((c: { id: string }) => c.id === 'games').detail,
    ]).toEqual([false, 'games counted: 8, needs 9 (8.32)'])
  })

  it('after round 6 of 9 the JSON carries the forecast: 4/6 -> 2 more points for GM', () => {
    const p = json([`${DIR}/running.trf`, '--player', '1'])[0]
    const gm = p.forecast.find((f: { title: string }) => f.title === 'GM')
    expect([gm.status, gm.roundsLeft, gm.pointsNeeded]).toEqual(['possible', 3, 2])
  })

  it('--format text shows the players with a norm, then those still in range (forecast only)', () => {
    const r = run([`${DIR}/gm-norm.trf`, '--format', 'text'])
    expect(r.code).toBe(0)
    expect(r.stdout.split('\n').slice(0, 2)).toEqual([
      '#1 Candidate',
      '  GM (b01-2024): NORM: 6/9, Ra 2500, Rp 2625',
    ])
    // The opponents are GMs: no title above theirs, so nothing is evaluated (B.01 1.4.5 order).
    expect(r.stdout).not.toContain('#2 ')
  })

  it('--player names the titles not evaluated and why: a GM holds the highest title', () => {
    const r = run([`${DIR}/gm-norm.trf`, '--player', '2', '--format', 'text'])
    expect(r.stdout.split('\n')).toEqual([
      '#2 Opponent 2',
      '  not evaluated: GM, IM (holds GM); WGM, WIM (women only)',
      '',
    ])
  })

  it('bad input: an unknown file exits 1 with a coded error; a bad flag exits 2 with the usage', () => {
    const missing = run([`${DIR}/nope.trf`])
    expect([missing.code, missing.stderr.trim()]).toEqual([
      1,
      `norms/unreadable-input: cannot read ${DIR}/nope.trf`,
    ])
    const bad = run([`${DIR}/gm-norm.trf`, '--rules', 'fide1990'])
    expect(bad.code).toBe(2)
    expect(bad.stderr.split('\n')[0]).toBe('bad value for --rules: fide1990')
    const noDay = run([`${DIR}/gm-norm.trf`, '--start-date', '2024-02-30'])
    expect([noDay.code, noDay.stderr.split('\n')[0]]).toEqual([
      2,
      'bad value for --start-date: 2024-02-30',
    ])
    const twice = run([`${DIR}/gm-norm.trf`, '--league', '--league'])
    expect([twice.code, twice.stderr.split('\n')[0]]).toEqual([2, '--league given twice'])
    const unknown = run([`${DIR}/gm-norm.trf`, '--rules=seed', '--bogus'])
    expect([unknown.code, unknown.stderr.split('\n')[0]]).toEqual([2, 'unknown option --bogus'])
  })

  it('--after-round 6 on the finished GM file: 1, 1, 1 then three draws = 4.5/6 so far; 9 games need 6, so GM needs 1.5 from the last 3 rounds', () => {
    const p = json([`${DIR}/gm-norm.trf`, '--player', '1', '--after-round', '6'])[0]
    const gm = p.forecast.find((f: { title: string }) => f.title === 'GM')
    expect([p.norms[0].games, p.norms[0].points, gm.pointsNeeded, gm.roundsLeft]).toEqual([
      6, 4.5, 1.5, 3,
    ])
  })

  it('--rules seed --format text prints the category and the derived score table', () => {
    const r = run([`${DIR}/gm-norm.trf`, '--player', '1', '--rules', 'seed', '--format', 'text'])
    expect(r.stdout.split('\n')[1]).toBe('  GM (seed): NORM: 6/9, Ra 2495, Rp 2620, category 10')
    expect(r.stdout).toContain('    [x] score in category 10: 6 of 9, needs 6 (11.3 (derived))')
  })
})
