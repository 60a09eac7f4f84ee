import { PAIRING_VIOLATION_CODES } from './checker/violations.ts'

/** Codes of the pairing area: the engines' refusals and the broken absolute criteria. */
export const PAIRING_ERROR_CODES = [
  'pairing/no-legal-pairing',
  'pairing/invalid-request',
  'team-swiss/no-legal-pairing',
  'generator/bad-option',
  ...PAIRING_VIOLATION_CODES,
] as const
export type PairingErrorCode = (typeof PAIRING_ERROR_CODES)[number]
