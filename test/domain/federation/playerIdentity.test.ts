import { describe, expect, test } from 'vitest'
import {
  foldTypedName,
  fullName,
  listName,
  nameSpellings,
  playerKeys,
} from '../../../src/domain/federation/index.ts'

const juan = { givenName: 'Juan', firstSurname: 'García', secondSurname: null }
const ana = { givenName: 'Ana', firstSurname: 'Fernández', secondSurname: 'López' }

describe('FAPA art. 79.3: names as the sheet and the lists write them', () => {
  test('art. 79.3: given name and both surnames; surnames first for lists; one surname without a stray space', () => {
    expect(fullName(ana)).toBe('Ana Fernández López')
    expect(listName(ana)).toBe('Fernández López, Ana')
    expect(fullName(juan)).toBe('Juan García')
    expect(listName(juan)).toBe('García, Juan')
    expect(listName({ ...juan, secondSurname: '' })).toBe('García, Juan')
  })
})

describe('FAPA art. 74.4, 75: one person, whatever list or sheet names him', () => {
  test('art. 74.4: the spellings of a one-surname player include "garcia, juan" and typed names fold to them', () => {
    expect(nameSpellings(juan)).toEqual(['juan garcia', 'garcia juan', 'garcia, juan'])
    expect(nameSpellings(juan)).toContain(foldTypedName('  GARCÍA ,Juan '))
  })

  test('art. 74.4: two references sharing a FEDA id are one player; a reference with no id merges with nobody', () => {
    const keys = playerKeys([
      { ref: 'A#3', identity: { fedaId: 24_100 } },
      { ref: 'B#1', identity: { fedaId: 24_100, fideId: 2_240_100 } },
      { ref: 'C#2', identity: { fideId: 2_240_100 } },
      { ref: 'D#1' },
    ])
    expect([keys.get('A#3'), keys.get('B#1'), keys.get('C#2'), keys.get('D#1')]).toEqual([
      'feda:24100',
      'feda:24100',
      'feda:24100',
      'ref:D#1',
    ])
  })
})
