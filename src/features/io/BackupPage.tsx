import { useState, type ChangeEvent } from 'react'
import { exportBackup, restoreBackup, type BackupError } from '../../db/backup/backup.ts'
import { db } from '../../db/db.ts'
import { errorMessage } from '../../app/errorMessages.ts'
import { formatDate, useLocale, useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { BackupReminder } from '../settings/BackupReminder.tsx'
import { markBackupTaken, useBackupStatus } from '../settings/useBackupStatus.ts'
import { localDay } from '../settings/useDays.ts'

const SHOWN_PROBLEMS = 50

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Download the whole database as one file, or restore one after checking all of it. */
export default function BackupPage() {
  const t = useT()
  const locale = useLocale()
  const notify = useAppStore((s) => s.notify)
  const status = useBackupStatus()
  const [problems, setProblems] = useState<readonly BackupError[]>([])
  const [busy, setBusy] = useState(false)

  async function onExport() {
    const now = new Date()
    const fileName = `alfil-copia-${localDay(now)}.json`
    download(await exportBackup(db, now), fileName)
    await markBackupTaken(now)
    notify('success', t('io.exported', { file: fileName }))
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget
    const file = input.files?.[0]
    if (!file) return
    if (!window.confirm(t('io.restoreConfirm'))) {
      input.value = ''
      return
    }
    setBusy(true)
    const result = await restoreBackup(db, await file.text())
    setBusy(false)
    input.value = ''
    if (result.ok) {
      setProblems([])
      notify('success', t('io.restored', { rows: result.value.rows }))
    } else setProblems(result.error)
  }

  return (
    <section className="page">
      <h1>{t('io.title')}</h1>
      <p className="lead">{t('io.intro')}</p>
      <BackupReminder />
      <section className="panel" aria-labelledby="io-export">
        <h2 id="io-export">{t('io.exportSection')}</h2>
        <p className="muted">
          {t('settings.lastBackup')}:{' '}
          {status?.lastBackupAt
            ? formatDate(status.lastBackupAt, locale, true)
            : t('settings.never')}
        </p>
        <button type="button" className="primary" onClick={() => void onExport()}>
          {t('io.exportButton')}
        </button>
      </section>
      <section className="panel" aria-labelledby="io-restore">
        <h2 id="io-restore">{t('io.restoreSection')}</h2>
        <p className="muted">{t('io.restoreIntro')}</p>
        <div className="field">
          <label htmlFor="restore-file">{t('io.restoreLabel')}</label>
          <input
            id="restore-file"
            type="file"
            accept="application/json,.json"
            disabled={busy}
            onChange={(e) => void onFile(e)}
          />
        </div>
        {problems.length > 0 && (
          <div className="form-errors" role="alert">
            <p>
              {problems.length === 1
                ? t('io.restoreRefusedOne')
                : t('io.restoreRefused', { count: problems.length })}
            </p>
            <ul className="problems">
              {problems.slice(0, SHOWN_PROBLEMS).map((p) => (
                <li key={`${p.path}:${p.code}`}>
                  <code>{p.path}</code> {errorMessage(t, p.code, p.params)}
                </li>
              ))}
            </ul>
            {problems.length > SHOWN_PROBLEMS && (
              <p>{t('io.moreProblems', { count: problems.length - SHOWN_PROBLEMS })}</p>
            )}
          </div>
        )}
      </section>
    </section>
  )
}
