import { describe, expect, test } from 'vitest'
import {
  cleanInputText,
  cleanName,
  cleanNameCut,
  PERSON_NAME_MAX,
} from '../../../src/domain/core/index.ts'

describe('input names are data: one cleaning for every name entering Alfil', () => {
  test('trimmed, inner runs of white space (tabs, line breaks, no-break spaces) as one space', () => {
    expect(cleanInputText('  Ruiz,\t\tDora \n María\u00a0 ')).toBe('Ruiz, Dora María')
  })

  test('a right-to-left override cannot reorder what the screen shows', () => {
    // Stored "\u202egnp.exe\u202c Ruiz" shows "exe.png Ruiz" on screen and another text in a PDF.
    expect(cleanInputText('\u202egnp.exe\u202c Ruiz')).toBe('gnp.exe Ruiz')
    expect(cleanInputText('A\u2066B\u2067C\u2068D\u2069E\u200eF\u200fG\u061cH')).toBe('ABCDEFGH')
  })

  test('control characters, zero-width spaces and byte-order marks go; joiners stay', () => {
    expect(cleanInputText('\ufeffNu\u0000ño\u200b\u0007 \u0085Íñigo\u007f\u009b')).toBe(
      'Nuño Íñigo',
    )
    expect(cleanInputText('\u0915\u094d\u200d\u0937')).toBe('\u0915\u094d\u200d\u0937')
  })

  test('one Unicode form (NFC): a decomposed Ñ is the same name as a composed one', () => {
    expect(cleanInputText('N\u0303un\u0303ez')).toBe('Ñuñez')
  })

  test(`at most ${PERSON_NAME_MAX} characters, counted once cleaned, with the limit in the message`, () => {
    expect(cleanName('x'.repeat(10_000))).toEqual({
      ok: false,
      error: { code: 'text/too-long', params: { max: PERSON_NAME_MAX, length: 10_000 } },
    })
    expect(cleanName(` ${'ñ'.repeat(PERSON_NAME_MAX)}\u202e `)).toEqual({
      ok: true,
      value: 'ñ'.repeat(PERSON_NAME_MAX),
    })
    expect(cleanName('😀'.repeat(30), 30)).toEqual({ ok: true, value: '😀'.repeat(30) })
  })

  test('imported names that nobody can retype are cut at the limit', () => {
    expect(cleanNameCut('Ordóñez Fernández, María Begoña', 14)).toBe('Ordóñez Fernán')
    expect(cleanNameCut('ab cd', 3)).toBe('ab')
  })
})
