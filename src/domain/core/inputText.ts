/**
 * Names are data, not markup or layout. Every name entering Alfil (registry, tournament entry,
 * rating lists, imported files) passes here: Unicode NFC, control characters and invisible
 * format characters removed (C0, DEL, C1, bidirectional overrides and isolates, zero-width
 * spaces, byte-order marks), any run of white space as one space, trimmed; and a maximum length
 * with a message. So the name is the same text on the screen, in the PDF, the TRF and the CSV: a
 * stored right-to-left override can no longer show `exe.png` on screen and another text on paper.
 * Joiners (U+200C, U+200D) stay: some scripts need them inside words.
 */
import { err, ok, type Result } from './result.ts'

/** The longest name of a person (FIDE lists use 60 characters; a registry part is 60). */
export const PERSON_NAME_MAX = 100
/** The longest name of a club, team, tournament or place. */
export const ENTITY_NAME_MAX = 150

/** Characters removed: C0 and C1 controls (white space among them becomes a space first), bidi controls, invisible marks. */
const REMOVED =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g
const SPACE = /[\s\u0085\u2028\u2029]+/g
/** A quick test: only printable ASCII with single inner spaces needs no work (most names). */
const PLAIN = /^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/

/** The cleaned text: NFC, no control or invisible format characters, single spaces, trimmed. */
export function cleanInputText(raw: string): string {
  if (PLAIN.test(raw)) return raw
  return raw.normalize('NFC').replace(SPACE, ' ').replace(REMOVED, '').replace(SPACE, ' ').trim()
}

/** Why a name was refused. */
export interface NameProblem {
  readonly code: 'text/too-long'
  readonly params: { readonly max: number; readonly length: number }
}

/** Length in characters as the arbiter counts them (code points, not UTF-16 units). */
export const textLength = (s: string): number => {
  let n = 0
  for (const _ of s) n++
  return n
}

/** A cleaned name, or its problem when it is longer than `max` characters once cleaned. */
export function cleanName(raw: string, max: number = PERSON_NAME_MAX): Result<string, NameProblem> {
  const value = cleanInputText(raw)
  const length = textLength(value)
  return length > max ? err({ code: 'text/too-long', params: { max, length } }) : ok(value)
}

/** A cleaned name cut to `max` characters, for imported files where nobody can retype it. */
export function cleanNameCut(raw: string, max: number = PERSON_NAME_MAX): string {
  const value = cleanInputText(raw)
  return textLength(value) > max ? [...value].slice(0, max).join('').trimEnd() : value
}
