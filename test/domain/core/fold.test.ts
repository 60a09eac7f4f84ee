import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { foldForSearch } from '../../../src/domain/core/fold.ts'

/** The folding as the registry and the lists always defined it, one call after another. */
const reference = (s: string): string =>
  s
    .trim()
    .replace(/\s+/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

describe('name folding for search', () => {
  it('folds Spanish and European names to lower case without accents and with single spaces', () => {
    expect(foldForSearch('  García   Fernández,\tÍñigo ')).toBe('garcia fernandez, inigo')
    expect(foldForSearch('Dvořák, Jiří')).toBe('dvorak, jiri')
    expect(foldForSearch('Łukasiewicz, Michał')).toBe('łukasiewicz, michał')
    expect(foldForSearch('Müller-Strauß, Ŝtefan')).toBe('muller-strauß, stefan')
    expect(foldForSearch('Nguyễn, Văn Ánh')).toBe('nguyen, van anh')
    expect(foldForSearch('Παπαδόπουλος')).toBe('παπαδοπουλος')
    expect(foldForSearch('')).toBe('')
  })

  it('reads decomposed accents (files saved on a Mac) as the composed ones', () => {
    expect(foldForSearch('Garci\u0301a')).toBe('garcia')
    expect(foldForSearch('Garci\u0301a')).toBe(foldForSearch('García'))
  })

  it('gives the reference chain’s text for every string, Latin names or any other characters', () => {
    const latin = fc.string({
      unit: fc.constantFrom(...'aAzZ ñÑçÇáéíóúÁÉÍÓÚüÜłŁřŘšŠžŽőŐąĄ\t\n-,.\u00a0\u0301ßǅ'.split('')),
    })
    fc.assert(
      fc.property(
        fc.oneof(latin, fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
        (s) => {
          expect(foldForSearch(s)).toBe(reference(s))
        },
      ),
      { numRuns: 1000 },
    )
  })
})
