import { describe, expect, it } from 'vitest'
import { isMessageKey, translate } from '../../src/i18n/index.ts'
import { ERROR_MESSAGES, errorKey } from '../../src/i18n/errorMessages.ts'

describe('i18n', () => {
  it('uses Spanish by default wording and fills placeholders', () => {
    expect(translate('es', 'common.notFoundBody', { path: '/x' })).toBe(
      'La dirección /x no corresponde a ninguna pantalla de Alfil.',
    )
    expect(translate('en', 'common.rowsCount', { count: 3 })).toBe('3 rows')
  })

  it('maps every error code to an existing message key', () => {
    for (const [code, key] of Object.entries(ERROR_MESSAGES)) {
      expect(isMessageKey(key), code).toBe(true)
    }
    expect(errorKey('nobody/knows')).toBe('errors.unknown')
  })
})
