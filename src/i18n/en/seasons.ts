import type { Messages } from '../types.ts'
import type { seasons as es } from '../es/seasons.ts'

export const seasons: Messages<typeof es> = {
  title: 'Seasons',
  intro: 'The start and end of each season are announced by circular (FAPA art. 3.1).',
  add: 'New season',
  name: 'Name',
  startDate: 'First day',
  endDate: 'Last day',
  tableLabel: 'Season list',
  empty: 'No seasons yet.',
  saved: 'Season “{name}” saved.',
  phase: 'Status',
  phase_before: 'Not started',
  'phase_in-progress': 'In progress',
  phase_ended: 'Ended',
  licences: 'Licences',
  errName: 'Enter a name.',
  errDuplicateName: 'A season with that name already exists.',
  errDate: 'Not a valid date.',
  errEndsBeforeStart: 'The last day cannot be before the first.',
  errOverlap: 'Overlaps the season {season}.',
  baseRating: 'FEDA base rating',
  baseRatingHint:
    'The rating an unrated player counts at in the teams’ strength order (FAPA art. 72).',
  baseRatingOf: 'FEDA base rating of {name}',
  baseRatingSave: 'Save the base rating of {name}',
  baseRatingSaved: 'FEDA base rating of {name}: {rating}.',
  errBaseRating: 'Enter a whole number from {min} to {max}.',
}
