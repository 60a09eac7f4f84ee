import { useLiveQuery } from 'dexie-react-hooks'
import { errorMessage } from '../../app/errorMessages.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { undoLastChange } from './tournamentCommands.ts'

/** The tournament's audit log, newest first, and undo of the last action. */
export function HistorySection({ id }: { id: string }) {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  const log = useLiveQuery(
    () => db.auditLog.where('tournamentId').equals(id).reverse().limit(300).toArray(),
    [id],
  )
  async function undo() {
    const r = await undoLastChange(appContext, id)
    if (r.ok) notify('success', t('tournaments.undone', { action: r.value }))
    else for (const e of r.error) notify('error', errorMessage(t, e.code, e.params))
  }
  return (
    <div>
      <div className="toolbar">
        <button type="button" onClick={() => void undo()}>
          {t('tournaments.undo')}
        </button>
      </div>
      <table className="simple-table" aria-label={t('tournaments.historyLabel')}>
        <thead>
          <tr>
            <th>{t('tournaments.at')}</th>
            <th>{t('tournaments.action')}</th>
            <th>{t('tournaments.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {(log ?? []).map((a) => (
            <tr key={a.seq}>
              <td>{a.at.replace('T', ' ').slice(0, 19)}</td>
              <td>{a.action}</td>
              <td>{a.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
