import type { Messages } from '../types.ts'
import type { clubs as es } from '../es/clubs.ts'

export const clubs: Messages<typeof es> = {
  title: 'Clubs',
  add: 'New club',
  editTitle: 'Edit club',
  name: 'Name',
  nameHint: 'Name in the regional Sports Entities Registry (FAPA art. 13)',
  shortName: 'Short name',
  registryNumber: 'Registry no.',
  venue: 'Playing venue',
  saved: 'Club “{name}” saved.',
  empty: 'No clubs yet.',
  tableLabel: 'Club list',
  searchLabel: 'Search clubs',
  players: 'Players',
  errNameRequired: 'Enter the club name.',
  errShortNameTooLong: 'The short name takes at most {max} characters.',
  errDuplicateName: 'A club with that name already exists.',
  errDuplicateRegistry: 'A club with that registry number already exists.',
}
