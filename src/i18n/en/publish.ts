import type { Messages } from '../types.ts'
import type { publish as es } from '../es/publish.ts'

export const publish: Messages<typeof es> = {
  title: 'Publish',
  lead: 'A website of HTML pages that reads offline and needs no program: from a USB stick, by opening index.html, or uploaded to any web host. Also a message for the group and the open data.',
  language: 'Language of the publication',
  lang_es: 'Spanish',
  lang_en: 'English',
  site: 'Website',
  siteHint: 'File names never change: publishing again after each round overwrites the same files.',
  downloadZip: 'Download the site (.zip)',
  saveFolder: 'Save into a folder…',
  savedFolder: 'Site saved into the chosen folder: {files} files.',
  summary:
    '{files} files, {size} in all; the largest page ({page}) takes {pageSize}. Built in {ms} ms.',
  address: 'Public address of the site',
  addressHint:
    'Where you will host the site, e.g. https://myclub.org/open/. Printed pairings and standings will carry a QR code of it.',
  addressSave: 'Save address',
  addressSaved: 'Public address saved.',
  addressCleared: 'Public address cleared.',
  messages: 'Message for the group',
  messageRound: 'Round',
  messageTop: 'Places of the standings',
  messagePairings: 'Pairings',
  messageResults: 'Results',
  messageStandings: 'Standings',
  messageMatch: 'Match',
  messageText: 'Message text',
  copy: 'Copy the message',
  copied: 'Message copied: paste it into the group.',
  copyFailed: 'Could not copy: select the text and copy it by hand.',
  nothing: 'Nothing to publish yet.',
  openData: 'Open data',
  openDataHint:
    'A JSON file with players, rounds, results and the standings with every tie-break and its breakdown, for another site or program to use. Its format is published as a JSON Schema (docs/schema).',
  downloadJson: 'Download open data (.json)',
  failed: 'Could not publish: {codes}',
  qrLabel: 'QR code of the address {url}',
  errUrlInvalid: 'The public address must be a full web address, such as https://myclub.org/open/.',
  errUrlTooLong: 'The public address cannot be longer than {max} characters.',
}
