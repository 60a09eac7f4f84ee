import type { Transaction } from 'dexie'
import {
  foldTournament,
  legacyLog,
  tournamentSummary,
  type IndividualTournament,
  type LegacyAction,
  type LegacyVersion,
} from '../../domain/tournament/index.ts'
import type { Migration } from './types.ts'

interface StoredWhole {
  id: string
  name: string
  createdAt: string
  updatedAt: string
  doc?: IndividualTournament
}

/** One tournament stored whole becomes its log, one snapshot of its state and a list row. */
async function convert(tx: Transaction, row: StoredWhole & { doc: IndividualTournament }) {
  const history: LegacyVersion[] = await tx
    .table('tournamentHistory')
    .where('tournamentId')
    .equals(row.id)
    .sortBy('seq')
  const audit: (LegacyAction & { seq: number })[] = await tx
    .table('auditLog')
    .where('tournamentId')
    .equals(row.id)
    .sortBy('seq')
  const log = legacyLog(row.doc, row.createdAt, history, audit)
  const folded = foldTournament(null, log.entries)
  // The versions reproduce the stored document by construction; should they not, the stored
  // document itself is kept (its state is what the arbiter saw last).
  const entries = folded.ok
    ? log.entries
    : [
        {
          type: 'legacy-baseline',
          payload: { tournament: row.doc, action: 'tournament/create', detail: row.name },
          seq: 1,
          at: row.createdAt,
        },
      ]
  await tx.table('tournamentEvents').bulkAdd(entries.map((e) => ({ competitionId: row.id, ...e })))
  if (entries.length > 1)
    await tx
      .table('tournamentSnapshots')
      .add({ competitionId: row.id, seq: entries.length, state: row.doc })
  // The audit entries now live in the log, each as its entry; kept when they could not be carried.
  if (folded.ok && log.fromActions) await tx.table('auditLog').bulkDelete(audit.map((a) => a.seq))
  await tx.table('tournaments').put({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    summary: tournamentSummary(row.doc),
  })
}

/**
 * Individual tournaments become append-only logs: each tournament and its kept versions turn
 * into typed events (a `legacy-change` where no typed event reproduces a step, the audit log's
 * undone actions and undos included), with a snapshot of the current state. The whole-document
 * versions go in migration 009, once this upgrade has read them.
 */
export const m008TournamentLog: Migration = {
  version: 8,
  description: 'individual tournaments as event logs with snapshots',
  stores: {
    tournamentEvents: '[competitionId+seq]',
    tournamentSnapshots: '[competitionId+seq]',
  },
  upgrade: async (tx) => {
    const rows: StoredWhole[] = await tx.table('tournaments').toArray()
    for (const row of rows) if (row.doc) await convert(tx, { ...row, doc: row.doc })
  },
}
