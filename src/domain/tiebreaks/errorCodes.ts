/** Codes of the tie-break area: tie-break names and the games of a final tie. */
export const TIEBREAK_ERROR_CODES = [
  'tiebreak/unknown-code',
  'tiebreak/unknown-team-code',
  'tiebreak/bad-modifier',
  'tie/too-few-players',
  'tie/repeated-player',
  'tie/game-outside-group',
  'tie/self-game',
  'tie/no-games',
  'tie/wrong-seed',
] as const
export type TiebreakErrorCode = (typeof TIEBREAK_ERROR_CODES)[number]
