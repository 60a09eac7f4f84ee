// Acta files written by a browser test as a club's tablet would: the sheet's canonical JSON and
// its SHA-256, and the home club's ECDSA P-256 signature (WebCrypto in Node) made with the key
// its season file carries.
import { createHash, webcrypto } from 'node:crypto'

/** The canonical JSON an acta's SHA-256 is taken over: keys sorted, no spaces, undefined left out. */
export function canonical(v) {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null'
  if (Array.isArray(v)) return `[${v.map((x) => canonical(x ?? null)).join(',')}]`
  const keys = Object.keys(v)
    .filter((k) => v[k] !== undefined)
    .sort()
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`
}

export const sha256 = (sheet) => createHash('sha256').update(canonical(sheet), 'utf8').digest('hex')

/** A drawn signature: a stroke on a canvas of the page, as a PNG data URL. */
export function inkedSignature(page) {
  return page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = 120
    c.height = 40
    const g = c.getContext('2d')
    g.lineWidth = 3
    g.beginPath()
    g.moveTo(5, 20)
    g.lineTo(115, 22)
    g.stroke()
    return c.toDataURL('image/png')
  })
}

/** The signed acta file of a sheet: hash, then the club key's signature over both. */
export async function signedActa(sheet, key) {
  const content = { format: 'alfil-acta', formatVersion: 2, sheet, sha256: sha256(sheet) }
  const signer = { clubId: key.clubId, keyId: key.keyId }
  const priv = await webcrypto.subtle.importKey(
    'jwk',
    { ...key.privateKey, ext: true },
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign'],
  )
  const text = canonical({ ...content, signer })
  const value = Buffer.from(
    await webcrypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      priv,
      new TextEncoder().encode(text),
    ),
  ).toString('base64url')
  return JSON.stringify({ ...content, signature: { ...signer, alg: 'ES256', value } })
}
