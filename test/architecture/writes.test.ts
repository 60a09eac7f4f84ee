import { readFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeOnly, SRC, sourceFiles } from './sourceRules.ts'

/**
 * Where a read-write transaction or an audit row may be written by hand: the skeleton itself, and
 * backup restore and migrations, which replace whole tables (docs/ARCHITECTURE.md section 4).
 */
const SKELETON = 'db/commands/command.ts'
const WHOLE_TABLE_WRITERS = ['db/backup/', 'db/migrations/']

/** Dexie's read-write modes ('rw', 'rw!', 'rw?', 'readwrite') as a transaction's first argument. */
const RW_TRANSACTION = /\.transaction\s*\(\s*(['"`])(rw[!?]?|readwrite)\1/g
/** A write into the audit table that does not go through `w.audit`. */
const AUDIT_WRITE = /\bauditLog\s*\.\s*(add|put|bulkAdd|bulkPut)\s*\(/g

/** How the file at `path` (relative to src, '/'-separated) breaks the one write skeleton. */
function writeProblems(path: string, source: string): string[] {
  if (path === SKELETON || WHOLE_TABLE_WRITERS.some((d) => path.startsWith(d))) return []
  return [
    ...[...codeOnly(source, true).matchAll(RW_TRANSACTION)].map(
      (m) => `opens a '${m[2]}' transaction outside runCommand`,
    ),
    ...[...codeOnly(source).matchAll(AUDIT_WRITE)].map(
      (m) => `writes auditLog.${m[1]} itself instead of w.audit`,
    ),
  ]
}

const rel = (f: string) => relative(SRC, f).split(sep).join('/')

describe('docs/ARCHITECTURE.md section 4: every write goes through runCommand', () => {
  it('no file in src but the skeleton, backups and migrations opens a read-write transaction or writes the audit log', () => {
    const found = sourceFiles(SRC).flatMap((f) => {
      const path = rel(f)
      return writeProblems(path, readFileSync(f, 'utf8')).map((p) => `${path}: ${p}`)
    })
    expect(found).toEqual([])
  })

  it.each([
    [
      "await db.transaction('rw', db.meta, async () => {})",
      ["opens a 'rw' transaction outside runCommand"],
    ],
    [
      'await ctx.db.transaction("rw!", ["players"], body)',
      ["opens a 'rw!' transaction outside runCommand"],
    ],
    [
      "const t = db.transaction(\n  'readwrite', tables, f)",
      ["opens a 'readwrite' transaction outside runCommand"],
    ],
    ["await db.auditLog.add({ action: 'x' })", ['writes auditLog.add itself instead of w.audit']],
    ['await ctx.db.auditLog.put(row)', ['writes auditLog.put itself instead of w.audit']],
  ])('the checker catches, in a feature: %s', (source, problems) => {
    expect(writeProblems('features/x/xCommands.ts', source)).toEqual(problems)
  })

  it.each([
    "await ctx.db.transaction('r', ['players', 'clubs'], validate)",
    "// db.transaction('rw', db.meta, body) is what runCommand does",
    "const s = 'auditLog.add( in a message'",
    'const rows = await db.auditLog.toArray()',
    "await w.audit({ action: 'club/create', entity: 'club', entityId: id, detail: '' })",
  ])('the checker accepts, in a feature: %s', (source) => {
    expect(writeProblems('features/x/xCommands.ts', source)).toEqual([])
  })

  it('the skeleton, backup restore and migrations may write whole tables and audit rows', () => {
    const source = "await db.transaction('rw', tables, body)\nawait db.auditLog.add(row)"
    for (const path of [SKELETON, 'db/backup/backup.ts', 'db/migrations/011-next.ts'])
      expect(writeProblems(path, source)).toEqual([])
    expect(writeProblems('db/commands/saveClub.ts', source)).toHaveLength(2)
  })
})
