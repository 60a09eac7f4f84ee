import { describe, expect, it } from 'vitest'
import { translate, type MessageKey, type MessageParams } from '../../src/i18n/index.ts'
import { countText, pluralKey } from '../../src/i18n/plural.ts'

const es = (key: MessageKey, params?: MessageParams) => translate('es', key, params)
const en = (key: MessageKey, params?: MessageParams) => translate('en', key, params)

describe('counts in words', () => {
  it('takes the singular for exactly 1 and the plural for 0 and more than 1', () => {
    expect([0, 1, 2, 9].map((n) => countText(es, 'common.matchCount', n))).toEqual([
      '0 encuentros',
      '1 encuentro',
      '2 encuentros',
      '9 encuentros',
    ])
    expect([1, 3].map((n) => countText(en, 'common.competitionCount', n))).toEqual([
      '1 competition',
      '3 competitions',
    ])
  })

  it('keeps the message when it has no singular form, and builds the package summary', () => {
    expect(pluralKey('common.save', 1)).toBe('common.save')
    expect(pluralKey('teams.withdrawAward', 1)).toBe('teams.withdrawAwardOne')
    expect(
      es('actas.exportedSummary', {
        file: 'temporada-oviedo.json',
        club: 'Oviedo',
        competitions: countText(es, 'common.competitionCount', 1),
        fixtures: countText(es, 'common.matchCount', 1),
      }),
    ).toBe('Exportado temporada-oviedo.json: Oviedo, 1 competición, 1 encuentro.')
  })
})
