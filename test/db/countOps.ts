import type { DBCore } from 'dexie'
import type { AlfilDb } from '../../src/db/db.ts'

/** Records every table operation `db` makes from now on, as `table.op` (queries with their limit). */
export function recordOps(db: AlfilDb): string[] {
  const ops: string[] = []
  db.use({
    stack: 'dbcore',
    name: 'recordOps',
    create: (down: DBCore): DBCore => ({
      ...down,
      table: (name) => {
        const t = down.table(name)
        return {
          ...t,
          get: (req) => (ops.push(`${name}.get`), t.get(req)),
          getMany: (req) => (ops.push(`${name}.getMany`), t.getMany(req)),
          query: (req) => (
            ops.push(`${name}.query${req.limit ? ` ${req.limit}` : ''}`),
            t.query(req)
          ),
          openCursor: (req) => (ops.push(`${name}.cursor`), t.openCursor(req)),
          mutate: (req) => (ops.push(`${name}.${req.type}`), t.mutate(req)),
        }
      },
    }),
  })
  return ops
}
