/**
 * Text of a file read as bytes: UTF-8 when the bytes are valid UTF-8 (a byte-order mark is
 * dropped), otherwise Windows-1252, the code page of older Spanish and FIDE tools (Latin-1 with
 * the printable 0x80-0x9F range). The caller tells the user when the fall-back was used, so
 * "Núñez, Íñigo" never turns silently into replacement characters.
 */

export type TextEncodingName = 'utf-8' | 'windows-1252'

/** Windows-1252 code points of bytes 0x80-0x9F (undefined bytes map to the C1 control code). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039,
  0x0152, 0x8d, 0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc,
  0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
]

const CHUNK = 8192

/** UTF-16 code units to a string, in chunks (no call-stack limit on long files). */
function fromUnits(units: Uint16Array, length: number): string {
  let out = ''
  for (let i = 0; i < length; i += CHUNK)
    out += String.fromCharCode(...units.subarray(i, Math.min(length, i + CHUNK)))
  return out
}

/** Strict UTF-8 (no overlongs, no surrogates, at most U+10FFFF); null at the first bad byte. */
function utf8(bytes: Uint8Array): string | null {
  const units = new Uint16Array(bytes.length)
  let n = 0
  let i = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0
  while (i < bytes.length) {
    const b = bytes[i]!
    if (b < 0x80) {
      units[n++] = b
      i++
      continue
    }
    const size =
      b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0
    if (size === 0 || i + size > bytes.length) return null
    let cp = b & (size === 2 ? 0x1f : size === 3 ? 0x0f : 0x07)
    for (let k = 1; k < size; k++) {
      const c = bytes[i + k]!
      if ((c & 0xc0) !== 0x80) return null
      cp = (cp << 6) | (c & 0x3f)
    }
    const min = size === 2 ? 0x80 : size === 3 ? 0x800 : 0x10000
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null
    if (cp >= 0x10000) {
      units[n++] = 0xd800 + ((cp - 0x10000) >> 10)
      units[n++] = 0xdc00 + ((cp - 0x10000) & 0x3ff)
    } else units[n++] = cp
    i += size
  }
  return fromUnits(units, n)
}

function windows1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length)
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!
    units[i] = b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? b) : b
  }
  return fromUnits(units, bytes.length)
}

/** The text of `bytes` and the encoding it was read with. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  const text = utf8(bytes)
  return text === null
    ? { text: windows1252(bytes), encoding: 'windows-1252' }
    : { text, encoding: 'utf-8' }
}
