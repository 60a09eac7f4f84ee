import type { Messages } from '../types.ts'
import type { nav as es } from '../es/nav.ts'

export const nav: Messages<typeof es> = {
  label: 'Main navigation',
  home: 'Home',
  players: 'Players',
  clubs: 'Clubs',
  seasons: 'Seasons',
  settings: 'Settings',
  io: 'Backups',
}
