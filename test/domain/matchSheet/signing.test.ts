import { describe, expect, test } from 'vitest'
import {
  finalSheetProblems,
  isPngDataUrl,
  keyForActa,
  sign,
  signedText,
  type ClubPublicKey,
} from '../../../src/domain/matchSheet/index.ts'
import { sheet } from './helpers.ts'

const key = (clubId: string, keyId: string, revokedAt: string | null = null): ClubPublicKey => ({
  clubId,
  keyId,
  publicKey: { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' },
  issuedAt: '2026-09-01T00:00:00.000Z',
  revokedAt,
})
const KEYS = [
  key('oviedo', 'k1', '2026-10-01T00:00:00.000Z'),
  key('oviedo', 'k2'),
  key('gijon', 'k3'),
]
const sig = (clubId: string, keyId: string) => ({
  clubId,
  keyId,
  alg: 'ES256' as const,
  value: 'v',
})

describe('FAPA art. 82.1: the key an acta is verified with is the home club’s own, in force', () => {
  test.each([
    ['unsigned', undefined, 'acta/unsigned'],
    ['the key in force', sig('oviedo', 'k2'), 'ok'],
    ['the key revoked at the re-issue', sig('oviedo', 'k1'), 'acta/key-revoked'],
    ["the away club's key", sig('gijon', 'k3'), 'acta/other-key'],
    ["Gijón's key claiming Oviedo", sig('oviedo', 'k3'), 'acta/other-key'],
    ['a key never issued', sig('oviedo', 'k9'), 'acta/other-key'],
  ])('82.1: home club Oviedo, signed with %s: %s', (_what, signature, expected) => {
    const r = keyForActa('oviedo', signature, KEYS)
    expect(r.ok ? 'ok' : r.code).toBe(expected)
  })

  test('79.4: the signed text holds the sheet, its hash and the signer, canonically', () => {
    const s = sheet()
    const content = { format: 'alfil-acta', formatVersion: 2, sheet: s, sha256: 'ab' }
    const text = signedText(content, { clubId: 'oviedo', keyId: 'k2' })
    expect(
      text.startsWith('{"format":"alfil-acta","formatVersion":2,"sha256":"ab","sheet":{'),
    ).toBe(true)
    expect(text.endsWith(',"signer":{"clubId":"oviedo","keyId":"k2"}}')).toBe(true)
    expect(
      signedText({ ...content, sheet: { ...s, venue: 'Otro' } }, { clubId: 'oviedo', keyId: 'k2' }),
    ).not.toBe(text)
  })
})

describe('FAPA art. 79.6: what keeps a sheet from being signed final', () => {
  const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA'
  test('79.6: boards without a result, a missing signature and one that is no image, each at its place', () => {
    let s = sheet()
    s = { ...s, results: ['1-0', null, '1/2', '0-1', '+-', '-+', '--', null] }
    s = sign(sign(s, 'home', png), 'away', 'x')
    expect(finalSheetProblems(s).map((p) => [p.code, p.path])).toEqual([
      ['acta/result-missing', 'sheet.results[1]'],
      ['acta/result-missing', 'sheet.results[7]'],
      ['acta/signature-not-image', 'sheet.signatures.away'],
      ['acta/signature-missing', 'sheet.signatures.arbiter'],
    ])
  })

  test.each([
    [png, true],
    ['x', false],
    ['data:image/png;base64,', false],
    ['data:image/jpeg;base64,iVBORw0KGgoAAAA', false],
    ['data:image/png;base64,AAAA', false],
  ])('79.6: %s is a drawn PNG: %s', (s, expected) => {
    expect(isPngDataUrl(s)).toBe(expected)
  })
})
