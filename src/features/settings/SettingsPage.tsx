import { useLiveQuery } from 'dexie-react-hooks'
import { Link } from 'react-router'
import { wipeData } from '../../db/backup/backup.ts'
import { db } from '../../db/db.ts'
import { META_PERSIST_REQUEST, parsePersistRequest } from '../../db/persistence.ts'
import { formatDate, isLocale, LOCALES, useLocale, useLocaleStore, useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { SelectField } from '../../ui/Field.tsx'
import { BackupReminder } from './BackupReminder.tsx'
import { useBackupStatus } from './useBackupStatus.ts'
import { formatBytes, useStorageState } from './useStorageState.ts'

/** Language, storage on this device, backups and the version in use. */
export default function SettingsPage() {
  const t = useT()
  const locale = useLocale()
  const setLocale = useLocaleStore((s) => s.setLocale)
  const notify = useAppStore((s) => s.notify)
  const sw = useAppStore((s) => s.serviceWorker)
  const { state, request } = useStorageState()
  const backup = useBackupStatus()
  const asked = useLiveQuery(async () =>
    parsePersistRequest((await db.meta.get(META_PERSIST_REQUEST))?.value),
  )

  async function onPersist() {
    const granted = await request()
    notify(
      granted ? 'success' : 'info',
      t(granted ? 'settings.storageGranted' : 'settings.storageDenied'),
    )
  }

  async function onWipe() {
    if (!window.confirm(t('settings.wipeConfirm'))) return
    await wipeData(db)
    notify('success', t('settings.wiped'))
  }

  const storageText =
    state.persisted === null
      ? t('settings.storageUnsupported')
      : state.persisted
        ? t('settings.storagePersisted')
        : t('settings.storageBestEffort')

  return (
    <section className="page">
      <h1>{t('settings.title')}</h1>
      <BackupReminder />
      <section className="panel" aria-labelledby="set-lang">
        <h2 id="set-lang">{t('settings.languageSection')}</h2>
        <SelectField
          label={t('settings.languageLabel')}
          name="locale"
          value={locale}
          onChange={(v) => isLocale(v) && setLocale(v)}
          options={LOCALES.map((l) => ({ value: l, label: t(`settings.lang_${l}`) }))}
        />
      </section>
      <section className="panel" aria-labelledby="set-storage">
        <h2 id="set-storage">{t('settings.storageSection')}</h2>
        <p className="muted">{t('settings.storageIntro')}</p>
        <dl className="facts">
          <dt>{t('settings.storageState')}</dt>
          <dd data-testid="storage-state">{storageText}</dd>
          {state.usage !== null && state.quota !== null && (
            <>
              <dt>{t('settings.storageUsage')}</dt>
              <dd>
                {t('settings.storageUsageValue', {
                  used: formatBytes(state.usage, locale),
                  quota: formatBytes(state.quota, locale),
                })}
              </dd>
            </>
          )}
          {asked && (
            <>
              <dt>{t('settings.storageAsked')}</dt>
              <dd data-testid="storage-asked">
                {t(asked.granted ? 'settings.storageAskedGranted' : 'settings.storageAskedDenied', {
                  date: formatDate(asked.at, locale, true),
                })}
              </dd>
            </>
          )}
          <dt>{t('settings.serviceWorker')}</dt>
          <dd>{t(`settings.sw_${sw}`)}</dd>
        </dl>
        <p data-testid="storage-meaning">
          {t(
            state.persisted === null
              ? 'settings.storageMeaningUnknown'
              : state.persisted
                ? 'settings.storageMeaningPersisted'
                : 'settings.storageMeaningBestEffort',
          )}
        </p>
        {state.persisted === false && (
          <button type="button" onClick={() => void onPersist()}>
            {t('settings.storageAsk')}
          </button>
        )}
      </section>
      <section className="panel" aria-labelledby="set-backup">
        <h2 id="set-backup">{t('settings.backupSection')}</h2>
        <dl className="facts">
          <dt>{t('settings.lastBackup')}</dt>
          <dd data-testid="last-backup">
            {backup?.lastBackupAt
              ? formatDate(backup.lastBackupAt, locale, true)
              : t('settings.never')}
          </dd>
        </dl>
        <Link to="/backup">{t('settings.backupGo')}</Link>
      </section>
      <section className="panel" aria-labelledby="set-danger">
        <h2 id="set-danger">{t('settings.dangerSection')}</h2>
        <p className="muted">{t('settings.wipeIntro')}</p>
        <button type="button" className="danger" onClick={() => void onWipe()}>
          {t('settings.wipe')}
        </button>
      </section>
    </section>
  )
}
