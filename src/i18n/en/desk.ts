import type { Messages } from '../types.ts'
import type { desk as es } from '../es/desk.ts'

export const desk: Messages<typeof es> = {
  pasteTitle: 'Paste players from a spreadsheet',
  pasteIntro:
    'One row per player, columns separated by tabs (copied from the sheet) or semicolons. The first row may hold the column headings (Name, FIDE ID, FIDE rating, Sex...); without it the columns go in this order: {columns}.',
  pasteColumns:
    'Name; FIDE ID; FEDA ID; FIDE rating; FEDA rating; Title; Federation; Sex; Birth date; Club',
  pasteLabel: 'Pasted rows',
  pastePreview: 'Preview',
  pasteHeading: 'The first row is read as column headings.',
  pasteNoHeading: 'No heading row: columns in the order above.',
  pasteSummary: '{good} players ready to register, {bad} lines with errors (not registered).',
  pasteTable: 'Preview of the pasted players',
  pasteLine: 'Line',
  pasteName: 'Player',
  pasteStatus: 'Status',
  pasteOk: 'Will be registered',
  pasteLineError: 'Line {line}',
  pasteRefused: 'Block refused',
  pasteConfirm: 'Register {good} players',
  pasteDone: '{count} players registered.',
  pasteFrozen:
    'Once the initial order is confirmed, late players are registered one at a time, so that their place by rating can be offered.',
  errBadSex: 'Sex "{sex}" not recognised: write M, F, Man or Woman.',
  errDuplicateInBlock: 'ID {id} is already on line {line} of the block.',
}
