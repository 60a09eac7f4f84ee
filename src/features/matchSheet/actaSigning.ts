/**
 * The cryptography of signed actas, on the browser's WebCrypto (ECDSA P-256 with SHA-256): the
 * federation makes a key pair per club, the home club's tablet signs the final acta, the
 * federation verifies it. What is signed and what is refused is decided in the domain.
 */
import {
  signedText,
  type ActaSignature,
  type ClubSigningKey,
  type EcPrivateJwk,
  type EcPublicJwk,
  type SignedContent,
} from '../../domain/matchSheet/index.ts'
import { sha256Hex } from './actaHash.ts'

const ALG = { name: 'ECDSA', namedCurve: 'P-256' } as const
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const

function toBase64Url(bytes: Uint8Array): string {
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(s: string): Uint8Array<ArrayBuffer> {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'))
  const out = new Uint8Array(bin.length)
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i)
  return out
}

function publicPart(j: JsonWebKey): EcPublicJwk {
  return { kty: 'EC', crv: 'P-256', x: j.x ?? '', y: j.y ?? '' }
}

/** The id of a public key: the first 16 hex digits of the SHA-256 of its canonical form. */
export async function keyIdOf(key: EcPublicJwk): Promise<string> {
  const hex = await sha256Hex(`{"crv":"P-256","kty":"EC","x":"${key.x}","y":"${key.y}"}`)
  return hex.slice(0, 16)
}

/** A new key pair for a club, as JSON Web Keys, with its id. */
export async function generateClubKey(): Promise<{
  keyId: string
  publicKey: EcPublicJwk
  privateKey: EcPrivateJwk
}> {
  const pair = await crypto.subtle.generateKey(ALG, true, ['sign', 'verify'])
  const priv = await crypto.subtle.exportKey('jwk', pair.privateKey)
  const publicKey = publicPart(priv)
  return {
    keyId: await keyIdOf(publicKey),
    publicKey,
    privateKey: { ...publicKey, d: priv.d ?? '' },
  }
}

/** Signs an acta's content with the club's key. @see FAPA art. 79.6, 82.1 */
export async function signActa(
  content: SignedContent,
  key: ClubSigningKey,
): Promise<ActaSignature> {
  const jwk: JsonWebKey = { ...key.privateKey, ext: true }
  const priv = await crypto.subtle.importKey('jwk', jwk, ALG, false, ['sign'])
  const text = new TextEncoder().encode(signedText(content, key))
  const value = new Uint8Array(await crypto.subtle.sign(SIGN, priv, text))
  return { clubId: key.clubId, keyId: key.keyId, alg: 'ES256', value: toBase64Url(value) }
}

/** True when the signature was made over this content by the private half of `publicKey`. */
export async function verifyActa(
  content: SignedContent,
  signature: ActaSignature,
  publicKey: EcPublicJwk,
): Promise<boolean> {
  try {
    const pub = await crypto.subtle.importKey('jwk', { ...publicKey, ext: true }, ALG, false, [
      'verify',
    ])
    const text = new TextEncoder().encode(signedText(content, signature))
    return await crypto.subtle.verify(SIGN, pub, fromBase64Url(signature.value), text)
  } catch {
    return false
  }
}
