import { useState } from 'react'
import {
  previewRestore,
  restoreBackup,
  type BackupError,
  type RestorePreview,
  type SafetyCopyInfo,
} from '../../db/backup/backup.ts'
import { db } from '../../db/db.ts'
import { tournamentLog } from '../tournaments/tournamentsDb.ts'

/** Where a restore stands: nothing chosen, checking a file, showing what it replaces, writing. */
export type RestorePhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'preview'; readonly text: string; readonly preview: RestorePreview }
  | { readonly kind: 'restoring'; readonly preview: RestorePreview }

/**
 * A restore in two steps: the whole file is checked and its preview shown (nothing written);
 * only the arbiter's confirmation replaces the data, after a safety copy of them.
 */
export function useRestoreFlow(onRestored: (rows: number, copy: SafetyCopyInfo | null) => void) {
  const [phase, setPhase] = useState<RestorePhase>({ kind: 'idle' })
  const [problems, setProblems] = useState<readonly BackupError[]>([])

  async function check(text: string) {
    setPhase({ kind: 'checking' })
    setProblems([])
    const r = await previewRestore(db, text)
    if (r.ok) setPhase({ kind: 'preview', text, preview: r.value })
    else {
      setProblems(r.error)
      setPhase({ kind: 'idle' })
    }
  }

  async function confirm() {
    if (phase.kind !== 'preview') return
    const { text, preview } = phase
    setPhase({ kind: 'restoring', preview })
    const r = await restoreBackup(db, text, undefined, { now: new Date() })
    // The tournaments' states held in memory belong to the data replaced: fold the logs again.
    if (r.ok) tournamentLog.forget()
    setPhase({ kind: 'idle' })
    if (r.ok) onRestored(r.value.rows, r.value.safetyCopy)
    else setProblems(r.error)
  }

  const cancel = () => setPhase({ kind: 'idle' })
  return { phase, problems, check, confirm, cancel }
}
