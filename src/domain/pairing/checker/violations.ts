/** Codes of broken absolute pairing criteria, reported as data. @see FIDE C.04.1, C.04.3 C1-C3 */
export const PAIRING_VIOLATION_CODES = [
  'pairing/unknown-player',
  'pairing/self-pairing',
  'pairing/paired-twice',
  'pairing/absent-paired',
  'pairing/unpaired',
  'pairing/repeat-opponent',
  'pairing/forbidden-pair',
  'pairing/pab-ineligible',
  'pairing/colour-three-in-a-row',
  'pairing/colour-difference',
] as const
export type PairingViolationCode = (typeof PAIRING_VIOLATION_CODES)[number]

/** One broken criterion: the players concerned (start numbers) and, when useful, a figure. */
export interface PairingViolation {
  readonly code: PairingViolationCode
  readonly round: number
  readonly players: readonly number[]
  /** Round of the earlier game (repeat opponent) or the colour difference reached. */
  readonly detail?: number
}
