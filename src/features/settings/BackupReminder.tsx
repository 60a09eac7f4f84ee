import { Link } from 'react-router'
import { useT } from '../../i18n/index.ts'
import { useBackupStatus } from './useBackupStatus.ts'

/** A calm reminder when no backup was taken in the last 7 days of use. */
export function BackupReminder() {
  const t = useT()
  const status = useBackupStatus()
  if (!status?.due) return null
  return (
    <div className="reminder" role="status">
      <span>{t('settings.backupReminder')}</span>
      <Link to="/backup">{t('settings.backupGo')}</Link>
    </div>
  )
}
