/** Codes the core area returns (see src/i18n/errorMessages.ts for their words). */
export const CORE_ERROR_CODES = ['text/too-long'] as const
export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number]
