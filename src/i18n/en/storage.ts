import type { Messages } from '../types.ts'
import type { storage as es } from '../es/storage.ts'

export const storage: Messages<typeof es> = {
  title: 'Alfil cannot save data in this browser',
  lead: 'Alfil keeps players, tournaments and match sheets in the browser itself, offline. The browser does not let it do so now, so no screen opens: anything you typed would be lost.',
  whatHappened: 'What happened',
  what_missing:
    'This browser offers Alfil no storage (IndexedDB). This happens in private or incognito windows of some browsers, or when site storage is turned off.',
  what_blocked:
    'The browser refused to open Alfil’s storage. This is usually a private window, cookies and site data being blocked, or a policy of the computer.',
  what_quota: 'There is no space left on this device for Alfil’s data.',
  what_newer: 'The data on this device come from a newer version of Alfil than the one opened.',
  what_timeout:
    'The storage did not answer. Alfil may be open in another tab or window with an older version.',
  what_unknown: 'The browser could not open the storage.',
  reason: 'Reason given by the browser: {reason}.',
  whatToDo: 'What you can do',
  do_missing_1: 'Open Alfil in a normal window (not private or incognito).',
  do_missing_2:
    'In the browser settings, let sites keep data (cookies and site data), at least Alfil.',
  do_blocked_1: 'Open Alfil in a normal window (not private or incognito).',
  do_blocked_2:
    'In the browser settings, allow cookies and site data for Alfil; if the computer belongs to your federation or club, ask whoever manages it.',
  do_quota_1: 'Free space on the device (downloads, photos, other apps) and try again.',
  do_quota_2: 'If you can open Alfil on another device, take a backup of your data there.',
  do_newer_1: 'Reload the page so that the latest version of Alfil is installed.',
  do_newer_2: 'If you are online, wait for the update to finish and open Alfil again.',
  do_timeout_1: 'Close the other tabs or windows with Alfil.',
  do_timeout_2: 'Then try again.',
  do_unknown_1: 'Close the browser completely, open it again and open Alfil.',
  do_unknown_2: 'If nothing changes, try another up-to-date browser.',
  dataSafe:
    'Data already saved in this browser were not touched: they will show again once storage works.',
  retry: 'Try again',
}
