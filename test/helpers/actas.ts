/**
 * Signed actas in tests: drawn signatures as real PNG images (with ink, or blank), and the acta
 * file of a sheet signed with the key the federation issued to its home team's club.
 */
import { zlibSync } from 'fflate'
import { sign, SIGNERS, type MatchSheet } from '../../src/domain/matchSheet/index.ts'
import type { CommandContext } from '../../src/db/commands/index.ts'
import { makeActaFile } from '../../src/features/matchSheet/actaHash.ts'
import { ensureClubKey, signingClubOf } from '../../src/features/matchSheet/clubKeyCommands.ts'
import { getCompetition } from '../../src/features/teams/teamsDb.ts'

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = (CRC[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

/** An RGBA PNG data URL of `width` x `height`, black where `ink(x, y)`, transparent elsewhere. */
export function pngDataUrl(width: number, height: number, ink: (x: number, y: number) => boolean) {
  const raw = new Uint8Array(height * (1 + width * 4))
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (ink(x, y)) raw[y * (1 + width * 4) + 1 + x * 4 + 3] = 255
  const ihdr = new Uint8Array(13)
  const v = new DataView(ihdr.buffer)
  v.setUint32(0, width)
  v.setUint32(4, height)
  ihdr.set([8, 6, 0, 0, 0], 8)
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlibSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    all.set(p, at)
    at += p.length
  }
  return `data:image/png;base64,${Buffer.from(all).toString('base64')}`
}

/** A drawn signature: a 3-pixel stroke across a 120 x 40 pad (360 painted pixels). */
export const INKED_SIGNATURE = pngDataUrl(120, 40, (_x, y) => y >= 18 && y < 21)
/** A pad confirmed without drawing on it. */
export const BLANK_SIGNATURE = pngDataUrl(120, 40, () => false)

/** The sheet with the three drawn signatures. @see FAPA art. 79.6 */
export function signedByAll(s: MatchSheet, image = INKED_SIGNATURE): MatchSheet {
  return SIGNERS.reduce((x, who) => sign(x, who, image), s)
}

/** The acta file of a sheet signed with the key the federation issues to `club` (typed name). */
export async function actaSignedBy(ctx: CommandContext, club: string, s: MatchSheet) {
  const key = await ensureClubKey(ctx, signingClubOf(club, []))
  if (!key.ok) throw new Error(key.error[0]?.code)
  return makeActaFile(s, key.value)
}

/** The acta file of a sheet signed with the key of its home team's club (from the competition). */
export async function homeClubActa(ctx: CommandContext, s: MatchSheet) {
  const c = await getCompetition(ctx.db, s.competitionId)
  const club = c?.teams.find((t) => t.id === s.homeId)?.club
  if (club === undefined) throw new Error(`no home team ${s.homeId}`)
  return actaSignedBy(ctx, club, s)
}
