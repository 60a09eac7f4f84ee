import { useLiveQuery } from 'dexie-react-hooks'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { historyLines } from '../../domain/tournament/index.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import { useT } from '../../i18n/index.ts'
import { actionLabel, detailText } from './historyText.ts'
import { useAppStore } from '../../state/appStore.ts'
import { undoLastChange } from './tournamentCommands.ts'
import { tournamentLog } from './tournamentsDb.ts'

/** Lines of history shown: the newest ones (the TRF export carries them all). */
const SHOWN = 300

const two = (n: number) => String(n).padStart(2, '0')

/** When an action was logged, on this device's clock (the log stores UTC). */
function localTime(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  const date = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
  return `${date} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
}

/** The tournament's history read from its log, newest first, and undo of the last action. */
export function HistorySection({ id }: { id: string }) {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  const log = useLiveQuery(async () => {
    const entries = await tournamentLog.latest(db, id, SHOWN)
    const first = entries[0]?.seq ?? 0
    const older = entries.flatMap((e) =>
      e.type === 'undo' && e.payload.seq < first ? [e.payload.seq] : [],
    )
    const targets = await tournamentLog.bySeq(db, id, older)
    return historyLines(entries, new Map(targets.map((e) => [e.seq, e]))).reverse()
  }, [id])
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
