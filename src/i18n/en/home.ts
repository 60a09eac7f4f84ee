import type { Messages } from '../types.ts'
import type { home as es } from '../es/home.ts'

export const home: Messages<typeof es> = {
  title: 'Home',
  intro:
    'Alfil keeps everything on this device and works offline. Start with the registry of clubs and players.',
  players: 'Registered players',
  clubs: 'Registered clubs',
  seasons: 'Seasons',
  tournaments: 'Individual tournaments',
  backupReminder: 'There is no backup from the last 7 days.',
  backupNow: 'Back up now',
}
