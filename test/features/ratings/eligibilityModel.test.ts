import { describe, expect, test } from 'vitest'
import type { PlayerId, SeasonId } from '../../../src/domain/core/index.ts'
import type { LicenceRow, PlayerRow, SeasonRow } from '../../../src/db/schema.ts'
import { championshipPlayer, reasonText } from '../../../src/features/ratings/eligibilityModel.ts'
import { translate, type MessageKey, type MessageParams } from '../../../src/i18n/index.ts'

const t = (key: MessageKey, params?: MessageParams) => translate('es', key, params)
const season = {
  id: 's26' as SeasonId,
  name: '2025-26',
  startDate: '2025-09-01',
  endDate: '2026-08-31',
} as SeasonRow
const player = {
  id: 'p1' as PlayerId,
  sex: 'F',
  birthDate: '2012-05-04',
  ratingStandard: 1850,
  ratingFeda: null,
} as PlayerRow
const licence = (seasonId: string, kind: LicenceRow['kind'] = 'player') =>
  ({
    id: 'l',
    seasonId,
    kind,
    holderId: 'p1',
    clubId: null,
    issuedOn: '2025-09-10',
    createdAt: '',
  }) as LicenceRow

describe('registry players for the championship rules (FAPA art. 58)', () => {
  test('birth year from the date of birth, licence of that season only, ratings as the registry holds them', () => {
    expect(championshipPlayer(player, [licence('s26')], season, 'Pidal, Ana')).toEqual({
      id: 'p1',
      name: 'Pidal, Ana',
      sex: 'F',
      birthYear: 2012,
      licensed: true,
      ratings: [{ fide: 1850, feda: null }],
    })
    expect(
      championshipPlayer(player, [licence('s25'), licence('s26', 'arbiter')], season, 'x').licensed,
    ).toBe(false)
  })

  test('reasons read with their article', () => {
    expect(
      reasonText(t, {
        code: 'championship/too-old',
        article: 'FAPA art. 58',
        params: { age: 15, max: 14 },
      }),
    ).toBe('15 años al 31 de diciembre (máximo 14) (FAPA art. 58)')
  })
})
