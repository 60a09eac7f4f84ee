import { useLiveQuery } from 'dexie-react-hooks'
import { errorMessage } from '../../app/errorMessages.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import { useT } from '../../i18n/index.ts'
import { actionLabel, detailText } from './historyText.ts'
import { useAppStore } from '../../state/appStore.ts'
import { undoLastChange } from './tournamentCommands.ts'

const two = (n: number) => String(n).padStart(2, '0')

/** When an action was logged, on this device's clock (the log stores UTC). */
function localTime(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  const date = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
  return `${date} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
}

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
              <td>{localTime(a.at)}</td>
              <td>{actionLabel(t, a.action)}</td>
              <td>{detailText(t, a.action, a.detail)}</td>
            </tr>
          ))}
          {log?.length === 0 && (
            <tr>
              <td colSpan={3} className="muted">
                {t('tournaments.historyEmpty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
