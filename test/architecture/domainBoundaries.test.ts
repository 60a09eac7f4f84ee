import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  cycleProblems,
  directionProblems,
  featureToAppProblems,
  importsOf,
  purityProblems,
  SRC,
  sourceFiles,
  unitEdges,
} from './sourceRules.ts'

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

describe('docs/ARCHITECTURE.md section 1: no import cycles between feature areas, features never import app', () => {
  const edges = unitEdges(sourceFiles(SRC).map((path) => ({ path, source: read(path) })))

  it('no file under src/features imports src/app (app composes the features)', () => {
    expect(featureToAppProblems(edges)).toEqual([])
  })

  it('the import graph of src/features/* and src/app has no cycle', () => {
    expect(cycleProblems(edges)).toEqual([])
  })

  const graph = (files: Record<string, string>) =>
    unitEdges(Object.entries(files).map(([f, source]) => ({ path: join(SRC, f), source })))

  it('the checker names a cycle between two feature areas with the imports that close it', () => {
    const edges = graph({
      'features/a/one.ts': "import { b } from '../b/two.ts'",
      'features/b/two.ts': "import type { A } from '../a/three.ts'",
      'features/a/three.ts': "import { c } from '../c/four.ts'",
    })
    expect(cycleProblems(edges)).toEqual([
      "cycle features/a -> features/b -> features/a: features/a/one.ts ('../b/two.ts'), features/b/two.ts ('../a/three.ts')",
    ])
  })

  it('the checker names a cycle through three areas by its shortest closed path', () => {
    const edges = graph({
      'features/a/x.ts': "import { b } from '../b/x.ts'",
      'features/b/x.ts': "import { c } from '../c/x.ts'",
      'features/c/x.tsx': "const a = import('../a/x.ts')",
    })
    expect(cycleProblems(edges)).toEqual([
      "cycle features/a -> features/b -> features/c -> features/a: features/a/x.ts ('../b/x.ts'), features/b/x.ts ('../c/x.ts'), features/c/x.tsx ('../a/x.ts')",
    ])
  })

  it('the checker accepts imports in one direction, and app importing features', () => {
    const edges = graph({
      'app/routes.tsx': "const p = import('../features/a/Page.tsx')",
      'features/a/Page.tsx':
        "import { b } from '../b/x.ts'\nimport { d } from '../../domain/core/index.ts'",
      'features/b/x.ts': "import { ui } from '../../ui/DataTable.tsx'",
    })
    expect(featureToAppProblems(edges)).toEqual([])
    expect(cycleProblems(edges)).toEqual([])
  })

  it('the checker catches a feature importing app, and the cycle it makes', () => {
    const edges = graph({
      'app/routes.tsx': "const p = import('../features/a/Page.tsx')",
      'features/a/Page.tsx': "import { n } from '../../app/numbers.ts'",
    })
    expect(featureToAppProblems(edges)).toEqual([
      "features/a imports app: features/a/Page.tsx ('../../app/numbers.ts')",
    ])
    expect(cycleProblems(edges)).toEqual([
      "cycle app -> features/a -> app: app/routes.tsx ('../features/a/Page.tsx'), features/a/Page.tsx ('../../app/numbers.ts')",
    ])
  })
})
