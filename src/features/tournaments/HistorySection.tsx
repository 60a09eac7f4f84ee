import { useMemo } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import { useLocale, useT } from '../../i18n/index.ts'
import { actionLabel } from './historyText.ts'
import { historySentences } from './historySentences.ts'
import { useAppStore } from '../../state/appStore.ts'
import { undoLastChange } from './tournamentCommands.ts'
import { localDay, localTime } from '../../domain/core/index.ts'
import { tournamentLog } from './tournamentsDb.ts'
import { DataTable } from '../../ui/DataTable.tsx'

/** Lines of history shown: the newest ones (the TRF export carries them all). */
const SHOWN = 300

/** When an action was logged, on this device's clock (the log stores UTC), to the second. */
function loggedAt(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return `${localDay(d)} ${localTime(d)}:${String(d.getSeconds()).padStart(2, '0')}`
}

/** The tournament's history in sentences, newest first, and undo of the last action. */
export function HistorySection({ id }: { id: string }) {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  const locale = useLocale()
  // The whole log is read so that each change can say what it replaced, however old that was.
  const entries = useLiveQuery(() => tournamentLog.entries(db, id), [id])
  const log = useMemo(
    () => (entries ? historySentences(t, locale, entries).slice(-SHOWN).reverse() : undefined),
    [entries, t, locale],
  )
  async function undo() {
    const r = await undoLastChange(appContext, id)
    if (r.ok) notify('success', t('tournaments.undone', { action: actionLabel(t, r.value) }))
    else for (const e of r.error) notify('error', errorMessage(t, e.code, e.params))
  }
  return (
    <div>
      <div className="toolbar">
        <button type="button" onClick={() => void undo()}>
          {t('tournaments.undo')}
        </button>
      </div>
      <DataTable
        layout="static"
        className="simple-table"
        label={t('tournaments.historyLabel')}
        rows={log ?? []}
        rowId={(a) => String(a.seq)}
        emptyText={log ? t('tournaments.historyEmpty') : undefined}
        columns={[
          { id: 'at', header: t('tournaments.at'), value: (a) => loggedAt(a.at) },
          { id: 'action', header: t('tournaments.action'), value: (a) => a.text },
        ]}
      />
    </div>
  )
}
