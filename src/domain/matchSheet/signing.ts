/**
 * The trust model of an acta file: the home club's tablet signs the final sheet with its club's
 * key (ECDSA P-256, key pair issued by the federation in the club's season package); the
 * federation verifies the signature against the club the sheet claims. The cryptography itself
 * runs at the edge (WebCrypto); here are the text that is signed and the decisions.
 * @see FAPA art. 79.4 (the captains answer for the sheet), 79.6 (signatures), 82.1 (home club sends it)
 */
import { canonicalJson } from './canonical.ts'
import { SIGNERS, type MatchSheet, type Signer } from './types.ts'

/** A public P-256 key as a JSON Web Key (the fields that define it). */
export interface EcPublicJwk {
  readonly kty: 'EC'
  readonly crv: 'P-256'
  readonly x: string
  readonly y: string
}

/** A private P-256 key as a JSON Web Key. */
export interface EcPrivateJwk extends EcPublicJwk {
  readonly d: string
}

/** The signature an acta file carries: who signed, with which key, and the value (base64url). */
export interface ActaSignature {
  readonly clubId: string
  readonly keyId: string
  readonly alg: 'ES256'
  readonly value: string
}

/** The key a club's tablets sign with, as its season package carries it. */
export interface ClubSigningKey {
  readonly clubId: string
  readonly keyId: string
  readonly privateKey: EcPrivateJwk
}

/** A club key as the federation keeps it; `revokedAt` (ISO instant) once it was re-issued. */
export interface ClubPublicKey {
  readonly clubId: string
  readonly keyId: string
  readonly publicKey: EcPublicJwk
  readonly issuedAt: string
  readonly revokedAt: string | null
}

/** The part of an acta file the signature covers: format, sheet and its SHA-256. */
export interface SignedContent {
  readonly format: string
  readonly formatVersion: number
  readonly sheet: MatchSheet
  readonly sha256: string
}

/**
 * The exact text a club signs: the canonical JSON of the file's content (sheet and hash
 * included) and of the signer, so neither a result nor the claimed club can change unseen.
 */
export function signedText(content: SignedContent, signer: { clubId: string; keyId: string }) {
  return canonicalJson({
    format: content.format,
    formatVersion: content.formatVersion,
    sha256: content.sha256,
    sheet: content.sheet,
    signer: { clubId: signer.clubId, keyId: signer.keyId },
  })
}

/** Why the federation refuses an acta's signature before checking its value. */
export type KeyRefusal = 'acta/unsigned' | 'acta/other-key' | 'acta/key-revoked'

/**
 * The key an acta must be verified with: the signature must name the club the sheet claims (the
 * home team's) and a key the federation issued to that club, still in force. An unsigned file,
 * a key of another club or one the federation never issued, and a key revoked when the club's
 * key was re-issued are refused.
 * @see FAPA art. 79.6, 82.1
 */
export function keyForActa(
  claimedClubId: string,
  signature: ActaSignature | undefined,
  keys: readonly ClubPublicKey[],
): { ok: true; key: ClubPublicKey } | { ok: false; code: KeyRefusal } {
  if (!signature) return { ok: false, code: 'acta/unsigned' }
  const key = keys.find((k) => k.keyId === signature.keyId)
  if (!key || key.clubId !== claimedClubId || signature.clubId !== claimedClubId)
    return { ok: false, code: 'acta/other-key' }
  if (key.revokedAt !== null) return { ok: false, code: 'acta/key-revoked' }
  return { ok: true, key }
}

/** The club's key in force (the latest issued and not revoked), if any. */
export function activeKey(keys: readonly ClubPublicKey[], clubId: string): ClubPublicKey | null {
  const live = keys.filter((k) => k.clubId === clubId && k.revokedAt === null)
  return live.sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))[0] ?? null
}

/** A problem that keeps a sheet from being signed final, at a path inside the acta file. */
export interface FinalProblem {
  readonly code: 'acta/result-missing' | 'acta/signature-missing' | 'acta/signature-not-image'
  readonly path: string
  readonly board?: number
  readonly signer?: Signer
}

/** A PNG image as a data URL: the only form a drawn signature takes (the PNG magic included). */
export function isPngDataUrl(s: string): boolean {
  return /^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]+=*$/.test(s)
}

/**
 * What keeps a sheet from being final: a board without a result (a forfeit is a result), a
 * signature missing, or one that is not a drawn image. Whether a drawing holds any ink is
 * measured at the edge, where the image is decoded.
 * @see FAPA art. 79.6 (the sheet is signed once the match is over), 77.1 (forfeits are results)
 */
export function finalSheetProblems(sheet: MatchSheet): FinalProblem[] {
  const out: FinalProblem[] = []
  sheet.results.forEach((r, i) => {
    if (r === null)
      out.push({ code: 'acta/result-missing', path: `sheet.results[${i}]`, board: i + 1 })
  })
  for (const signer of SIGNERS) {
    const s = sheet.signatures[signer]
    const path = `sheet.signatures.${signer}`
    if (s === null) out.push({ code: 'acta/signature-missing', path, signer })
    else if (!isPngDataUrl(s)) out.push({ code: 'acta/signature-not-image', path, signer })
  }
  return out
}

/** Boards still without a result, 1-based: none may be left when the captains sign. @see FAPA art. 79.6 */
export function boardsWithoutResult(sheet: MatchSheet): number[] {
  return sheet.results.flatMap((r, i) => (r === null ? [i + 1] : []))
}
