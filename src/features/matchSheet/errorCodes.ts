/** Codes the match-sheet screens return when reading, signing and checking actas and packages. */
export const MATCH_SHEET_FEATURE_ERROR_CODES = [
  'acta/boards-differ',
  'acta/hash-mismatch',
  'acta/key-changed',
  'acta/no-club-key',
  'acta/round-not-paired',
  'acta/signature-empty',
  'acta/signature-mismatch',
  'acta/unknown-competition',
  'acta/unknown-match',
  'package/empty',
  'package/not-json',
  'package/not-package',
  'package/unknown-club',
  'sheet/results-missing',
] as const
export type MatchSheetFeatureErrorCode = (typeof MATCH_SHEET_FEATURE_ERROR_CODES)[number]
