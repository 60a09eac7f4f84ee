import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { directionProblems, importsOf, purityProblems, SRC, sourceFiles } from './sourceRules.ts'

const read = (f: string) => readFileSync(f, 'utf8')
const rel = (f: string) => relative(SRC, f)

describe('docs/ARCHITECTURE.md section 2: src/domain is pure TypeScript', () => {
  it('no file under src/domain imports a package or leaves src/domain, touches browser APIs, the clock or randomness', () => {
    const found = sourceFiles(join(SRC, 'domain')).flatMap((f) =>
      purityProblems(f, read(f)).map((p) => `${rel(f)}: ${p}`),
    )
    expect(found).toEqual([])
  })

  const domainFile = join(SRC, 'domain', 'x', 'sample.ts')
  it.each([
    ["import { useState } from 'react'", "imports package 'react'"],
    ["import Dexie from 'dexie'", "imports package 'dexie'"],
    ["import { db } from '../../db/db.ts'", "imports '../../db/db.ts' outside src/domain"],
    ['const w = window.innerWidth', 'uses window'],
    ["document.title = 'x'", 'uses document'],
    ['const ok = navigator.onLine', 'uses navigator'],
    ["localStorage.getItem('a')", 'uses localStorage'],
    ["indexedDB.open('a')", 'uses indexedDB'],
    ["await fetch('/x')", 'uses fetch'],
    ["new Worker('w.js')", 'uses Worker'],
    ['const t = Date.now()', 'calls Date.now()'],
    ['const d = new Date()', 'calls new Date() without arguments'],
    ['const r = Math.random()', 'calls Math.random()'],
  ])('the checker catches: %s', (line, problem) => {
    expect(purityProblems(domainFile, line)).toEqual([problem])
  })

  it.each([
    "import { ok } from '../core/index.ts'",
    'const d = new Date(Date.UTC(2026, 0, 1))',
    '// the document says window and fetch',
    "const s = 'Math.random() in a string'",
    'const x = options.document',
    "const action = { action: 'tournament/import', detail: 'x' }",
  ])('the checker accepts: %s', (line) => {
    expect(purityProblems(domainFile, line)).toEqual([])
  })
})

describe('docs/ARCHITECTURE.md section 1: direction of imports between src folders', () => {
  it('ui imports no other src folder; state imports domain types only; domain and db import inward only', () => {
    const found = sourceFiles(SRC).flatMap((f) =>
      directionProblems(f, read(f)).map((p) => `${rel(f)}: ${p}`),
    )
    expect(found).toEqual([])
  })

  it.each([
    ['ui/Button.tsx', "import { db } from '../db/db.ts'", ["ui imports db ('../db/db.ts')"]],
    [
      'state/x.ts',
      "import { ok } from '../domain/core/index.ts'",
      ["state imports values from domain ('../domain/core/index.ts')"],
    ],
    ['state/x.ts', "import type { PlayerId } from '../domain/core/index.ts'", []],
    ['state/x.ts', "import { type PlayerId } from '../domain/core/index.ts'", []],
    ['db/x.ts', "import { t } from '../i18n/index.ts'", ["db imports i18n ('../i18n/index.ts')"]],
  ])('the checker judges %s: %s', (file, line, problems) => {
    expect(directionProblems(join(SRC, file), line)).toEqual(problems)
  })

  it('reads dynamic imports and re-exports too', () => {
    expect(
      importsOf("export * from './a.ts'\nconst m = import('../b.tsx')").map((r) => r.specifier),
    ).toEqual(['./a.ts', '../b.tsx'])
  })
})
