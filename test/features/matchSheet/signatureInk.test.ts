import { describe, expect, test } from 'vitest'
import { hasInk, inkPixels } from '../../../src/features/matchSheet/signatureInk.ts'
import { BLANK_SIGNATURE, INKED_SIGNATURE, pngDataUrl } from '../../helpers/actas.ts'

describe('FAPA art. 79.6: a drawn signature holds ink', () => {
  test('79.6: a 3-pixel stroke across 120 pixels paints 360 pixels; a blank pad none', () => {
    expect(inkPixels(INKED_SIGNATURE)).toBe(360)
    expect(inkPixels(BLANK_SIGNATURE)).toBe(0)
    expect([hasInk(INKED_SIGNATURE), hasInk(BLANK_SIGNATURE)]).toEqual([true, false])
  })

  test('79.6: a dot (a tap on the pad) is no signature; a short scribble is', () => {
    expect(hasInk(pngDataUrl(120, 40, (x, y) => x < 3 && y < 3))).toBe(false)
    expect(hasInk(pngDataUrl(120, 40, (x, y) => x < 30 && y >= 10 && y < 13))).toBe(true)
  })

  test('79.6: text that is not a PNG holds no ink', () => {
    expect(inkPixels('x')).toBe(0)
    expect(inkPixels('data:image/png;base64,iVBORw0KGgo=')).toBe(0)
  })
})
