import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

const DIR = join(import.meta.dirname, '../../../src/domain/pairing')
const readme = readFileSync(join(DIR, 'README.md'), 'utf8')
const rows = readme
  .split('\n')
  .filter((l) => /^\| (C\d|E\.|A\.|B\.|D\.|C\.04)/.test(l))
  .map((l) => {
    const [rule = '', , where = ''] = l
      .split('|')
      .slice(1)
      .map((c) => c.trim())
    const links = [...where.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map((m) => ({
      names: (m[1] ?? '').split(',').map((n) => n.replace(/`/g, '').trim()),
      path: m[2] ?? '',
    }))
    return { rule, links }
  })

describe('src/domain/pairing/README.md maps every C.04.3 criterion and colour rule to code that names it', () => {
  test('C1-C21 and E.1-E.5 each have a row', () => {
    const rules = rows.map((r) => r.rule)
    for (let c = 1; c <= 21; c++) expect(rules).toContain(`C${c}`)
    for (let e = 1; e <= 5; e++) expect(rules).toContain(`E.${e}`)
  })

  test.each(rows)(
    '$rule: every linked file exists and defines what the link names',
    ({ links }) => {
      expect(links.length).toBeGreaterThan(0)
      for (const { names, path } of links) {
        expect(existsSync(join(DIR, path)), path).toBe(true)
        const code = readFileSync(join(DIR, path), 'utf8')
        for (const name of names)
          expect(code, `${name} in ${path}`).toContain(name.split('.').pop() as string)
      }
    },
  )

  test.each(rows.filter((r) => /^(C\d+|E\.\d)$/.test(r.rule)))(
    '$rule is named in the code it links to',
    ({ rule, links }) => {
      const code = links.map((l) => readFileSync(join(DIR, l.path), 'utf8')).join('\n')
      const named = rule.startsWith('E.')
        ? new RegExp(`E\\.?${rule.slice(2)}|e${rule.slice(2)}`)
        : new RegExp(`\\b${rule}\\b`)
      expect(code).toMatch(named)
    },
  )
})
