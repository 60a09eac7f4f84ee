import { describe, expect, test } from 'vitest'
import {
  canonicalJson,
  classifySheets,
  crossMatchViolations,
  parseActaFile,
  sheetHashInput,
  type MatchSheet,
} from '../../../src/domain/matchSheet/index.ts'
import { lineup, sheet } from './helpers.ts'

const h = (c: string) => c.repeat(64)

describe('canonical form for the integrity hash', () => {
  test('key order does not change the canonical text', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: null, c: 'x' }] })).toBe(
      canonicalJson({ a: [2, { c: 'x', d: null }], b: 1 }),
    )
    expect(canonicalJson({ b: 1, a: undefined, c: [undefined] })).toBe('{"b":1,"c":[null]}')
  })

  test('a changed result changes the hashed text', () => {
    const s = sheet()
    const t = { ...s, results: s.results.map((r, i) => (i === 0 ? ('1-0' as const) : r)) }
    expect(sheetHashInput(s) === sheetHashInput(t)).toBe(false)
  })
})

describe('acta files', () => {
  test('a well-formed file parses', () => {
    const text = JSON.stringify({
      format: 'alfil-acta',
      formatVersion: 1,
      sheet: sheet(),
      sha256: h('a'),
    })
    expect(parseActaFile(text).ok).toBe(true)
  })

  test.each([
    ['not json', 'acta/not-json', ''],
    ['{"format":"other"}', 'acta/not-acta', 'format'],
  ])('bad file %s gives %s', (text, code, path) => {
    const r = parseActaFile(text)
    expect(r.ok ? null : r.error[0]).toEqual({ code, path })
  })

  test('a results list of the wrong length is located', () => {
    const s = { ...sheet(), results: ['1-0'] }
    const r = parseActaFile(
      JSON.stringify({ format: 'alfil-acta', formatVersion: 1, sheet: s, sha256: h('a') }),
    )
    expect(r.ok ? null : r.error).toEqual([{ code: 'acta/bad-field', path: 'sheet.results' }])
  })
})

describe('FAPA art. 79.7: duplicates and conflicting versions', () => {
  const v = (version: number, supersedes: string | null, tag = ''): MatchSheet => ({
    ...sheet(),
    version,
    supersedes,
    venue: tag,
  })

  test('79.7: same file twice is a duplicate; same version different content is a conflict', () => {
    const out = classifySheets(
      [],
      [
        { sheet: v(1, null), sha256: h('1') },
        { sheet: v(1, null), sha256: h('1') },
        { sheet: v(1, null, 'other'), sha256: h('2') },
      ],
    )
    expect(out.map((o) => [o.decision, o.against])).toEqual([
      ['accept', null],
      ['duplicate', h('1')],
      ['conflict', h('1')],
    ])
  })

  test('79.7: version 2 correcting the known version 1 is accepted', () => {
    const known = [{ sheet: v(1, null), sha256: h('1') }]
    const out = classifySheets(known, [{ sheet: v(2, h('1')), sha256: h('3') }])
    expect(out.map((o) => [o.decision, o.against])).toEqual([['accept', h('1')]])
  })

  test('79.7: version 1 arriving after its correction is superseded', () => {
    const known = [{ sheet: v(2, h('1')), sha256: h('3') }]
    const out = classifySheets(known, [{ sheet: v(1, null), sha256: h('1') }])
    expect(out.map((o) => [o.decision, o.against])).toEqual([['superseded', h('3')]])
  })

  test('79.7: a version 2 that names an unknown predecessor is a conflict', () => {
    const known = [{ sheet: v(1, null), sha256: h('1') }]
    expect(classifySheets(known, [{ sheet: v(2, h('9')), sha256: h('5') }])[0]?.decision).toBe(
      'conflict',
    )
  })
})

describe('FAPA art. 74.4: the same player in two matches of a round, across sheets', () => {
  const s = (matchId: string, homeId: string, awayId: string, home: (string | null)[]) => ({
    ...sheet(),
    matchId,
    homeId,
    awayId,
    homeLineup: home,
  })

  test('74.4: the lower-category team is the offender, from the player’s board', () => {
    const div: Record<string, 1 | 2 | 3 | 4> = { h: 1, x: 1, b: 2, y: 2 }
    const vs = crossMatchViolations(
      [s('m1', 'h', 'x', lineup('h', [1, 2, 3])), s('m2', 'b', 'y', ['b-1', 'h-3', null])],
      (t) => div[t] ?? 4,
    )
    expect(vs.map((x) => [x.code, x.article, x.teamId, x.board, x.detail])).toEqual([
      ['lineup/two-sheets-same-round', '74.4', 'b', 2, 'm2'],
    ])
  })

  test('74.4: within one category both teams offend', () => {
    const vs = crossMatchViolations(
      [s('m1', 'h', 'x', lineup('h', [1, 2])), s('m2', 'b', 'y', ['h-2', null])],
      () => 2,
    )
    expect(vs.map((x) => [x.teamId, x.board])).toEqual([
      ['h', 2],
      ['b', 1],
    ])
  })

  test('74.4: different rounds are no violation', () => {
    const a = s('m1', 'h', 'x', lineup('h', [1]))
    const b = { ...s('m2', 'b', 'y', ['h-1']), round: 2 }
    expect(crossMatchViolations([a, b], () => 2)).toEqual([])
  })
})
