import { basename } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  computeStandings,
  valueAsNumber,
  type UnplayedModel,
} from '../../../src/domain/tiebreaks/index.ts'
import { listFixtures, loadFixture, tiebreakReference } from '../../helpers/fixtures.ts'

const EDITIONS: readonly UnplayedModel[] = ['c07-2024', 'c07-2026']

/** Differences between Alfil and the reference table, as readable lines (empty when they agree). */
function differences(trf: string, edition: UnplayedModel): string[] {
  const name = basename(trf, '.trf')
  const { header, rows } = tiebreakReference(name, edition)
  const codes = header.slice(2)
  const standings = computeStandings(loadFixture(trf), {
    tiebreaks: codes,
    unplayed: edition,
    finalTie: 'shared',
  })
  if (!standings.ok) return [`${name}: ${JSON.stringify(standings.error)}`]
  const byStartNo = new Map(standings.value.map((r) => [r.startNo, r]))
  const out: string[] = []
  for (const row of rows) {
    const mine = byStartNo.get(Number(row[0]))
    if (mine === undefined) {
      out.push(`${name} #${row[0]}: missing`)
      continue
    }
    codes.forEach((code, k) => {
      const value = mine.values[k]
      const got = value === undefined ? NaN : valueAsNumber(value)
      if (got !== Number(row[k + 2]))
        out.push(`${name} #${row[0]} ${code}: ${got} != ${row[k + 2]}`)
    })
  }
  if (rows.length !== standings.value.length)
    out.push(`${name}: ${standings.value.length} players, reference ${rows.length}`)
  return out
}

describe('FIDE C.07 tie-breaks agree with the reference checker on every Dutch fixture', () => {
  const files = listFixtures('dutch')
  test('the fixture set is complete (150 tournaments)', () => {
    expect(files.length).toBe(150)
  })
  for (const edition of EDITIONS) {
    test.each(files.map((f) => [basename(f), f]))(
      `C.07 art. 6-10, 14, 16 (${edition}): %s`,
      (_name, file) => {
        expect(differences(file, edition)).toEqual([])
      },
    )
  }
})
