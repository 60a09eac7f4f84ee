import type { Messages } from '../types.ts'
import type { settings as es } from '../es/settings.ts'

export const settings: Messages<typeof es> = {
  title: 'Settings',
  languageSection: 'Language',
  languageLabel: 'Language of the app',
  lang_es: 'Español',
  lang_en: 'English',
  storageSection: 'Storage on this device',
  storageIntro:
    'Alfil keeps its data in the browser. With persistent storage the browser will not delete it to free space.',
  storageState: 'State',
  storagePersisted: 'Persistent',
  storageBestEffort: 'Not persistent (the browser could delete it)',
  storageUnsupported: 'This browser does not report it',
  storageUsage: 'Used',
  storageUsageValue: '{used} of {quota}',
  storageAsked: 'Alfil’s request',
  storageAskedGranted: 'Asked when the first record was saved ({date}): granted.',
  storageAskedDenied:
    'Asked when the first record was saved ({date}): the browser did not grant it.',
  storageMeaningPersisted:
    'The browser will not delete Alfil’s data to free space. They are lost only if you clear the site’s data or the device breaks: take backups.',
  storageMeaningBestEffort:
    'If the device runs short of space, the browser may delete Alfil’s data without warning. Installing Alfil as an app (or bookmarking it) usually makes the browser grant it; meanwhile, take backups often.',
  storageMeaningUnknown:
    'This browser does not say whether it keeps Alfil’s data when space runs short: take backups often.',
  storageAsk: 'Ask for persistent storage',
  storageGranted: 'The browser granted persistent storage.',
  storageDenied: 'The browser did not grant it. Installing Alfil as an app usually helps.',
  backupSection: 'Backups',
  lastBackup: 'Last backup',
  never: 'Never',
  backupReminder: 'You have not made a backup in the last 7 days of use.',
  backupGo: 'Go to backups',
  dangerSection: 'Delete data',
  wipe: 'Delete all data',
  wipeIntro: 'Removes players, clubs, seasons, licences and tournaments from this device.',
  wipeConfirm: 'Delete all data on this device? Make a backup first.',
  wiped: 'All data has been deleted.',
  versionSection: 'Version',
  serviceWorker: 'Offline operation',
  sw_unsupported: 'Not available in this browser',
  sw_development: 'Off in development',
  sw_registering: 'Getting ready…',
  sw_ready: 'Active',
  sw_error: 'Installation failed',
}
