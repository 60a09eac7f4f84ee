import { type ChangeEvent } from 'react'
import { exportBackup } from '../../db/backup/backup.ts'
import { db } from '../../db/db.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { formatDate, useLocale, useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { BackupReminder } from '../settings/BackupReminder.tsx'
import { markBackupTaken, useBackupStatus } from '../settings/useBackupStatus.ts'
import { localDay } from '../../domain/core/index.ts'
import { downloadFile } from '../../ui/download.ts'
import { RestorePreviewPanel } from './RestorePreviewPanel.tsx'
import { SafetyCopiesSection } from './SafetyCopiesSection.tsx'
import { useRestoreFlow } from './useRestoreFlow.ts'

const SHOWN_PROBLEMS = 50

/**
 * Download the whole database as one file, or restore one: the file is checked entirely, what it
 * replaces is shown, and only a confirmation replaces the data (after keeping a safety copy).
 */
export default function BackupPage() {
  const t = useT()
  const locale = useLocale()
  const notify = useAppStore((s) => s.notify)
  const status = useBackupStatus()
  const flow = useRestoreFlow((rows, copy) =>
    notify(
      'success',
      copy
        ? t('io.restoredWithCopy', { rows, date: formatDate(copy.takenAt, locale, true) })
        : t('io.restored', { rows }),
    ),
  )
  const { phase, problems } = flow
  const busy = phase.kind === 'checking' || phase.kind === 'restoring'

  async function onExport() {
    const now = new Date()
    const fileName = `alfil-copia-${localDay(now)}.json`
    downloadFile(await exportBackup(db, now), fileName, 'application/json')
    await markBackupTaken(now)
    notify('success', t('io.exported', { file: fileName }))
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget
    const file = input.files?.[0]
    if (!file) return
    const text = await file.text()
    input.value = ''
    await flow.check(text)
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
        {phase.kind === 'checking' && <p role="status">{t('io.checking')}</p>}
        {(phase.kind === 'preview' || phase.kind === 'restoring') && (
          <RestorePreviewPanel
            preview={phase.preview}
            busy={busy}
            onConfirm={() => void flow.confirm()}
            onCancel={flow.cancel}
          />
        )}
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
      <SafetyCopiesSection onRestore={(text) => void flow.check(text)} />
    </section>
  )
}
