/**
 * The federation's club keys: issued when a club's season package is first exported, re-issued
 * when a club loses its tablet (the old key is revoked from that moment). Key pairs are made
 * before the transaction (WebCrypto cannot run inside one); the transaction re-checks.
 * @see FAPA art. 79.6, 82.1
 */
import {
  activeKey,
  type ClubPublicKey,
  type ClubSigningKey,
} from '../../domain/matchSheet/index.ts'
import { foldText, registryClub } from '../../domain/federation/index.ts'
import { runCommand, Refusal, type CommandContext } from '../../db/commands/command.ts'
import type { ClubRow } from '../../db/schema.ts'
import { allClubKeys, clubKeyRowId, clubKeys, type ClubKeyRow } from '../teams/teamsDb.ts'
import { generateClubKey } from './actaSigning.ts'

const TABLES = ['teamSeasonPlans', 'auditLog'] as const

/** A club as keys and packages name it: the registry club, or the team's typed club name. */
export interface SigningClub {
  readonly clubId: string
  readonly name: string
}

/**
 * The club a team's typed club name stands for: the registry club it names (by name or short
 * name), else the name itself, folded, so the same club typed alike is one club.
 */
export function signingClubOf(typed: string, clubs: readonly ClubRow[]): SigningClub {
  const c = registryClub(clubs, typed)
  return c ? { clubId: c.id, name: c.name } : { clubId: `club:${foldText(typed)}`, name: typed }
}

/** The public side of the stored keys, as the domain checks them. */
export function publicKeys(rows: readonly ClubKeyRow[]): ClubPublicKey[] {
  return rows.map((r) => ({
    clubId: r.clubId,
    keyId: r.keyId,
    publicKey: r.publicKey,
    issuedAt: r.issuedAt,
    revokedAt: r.revokedAt,
  }))
}

const signing = (r: ClubKeyRow): ClubSigningKey => ({
  clubId: r.clubId,
  keyId: r.keyId,
  privateKey: r.privateKey,
})

/** A new key pair for `club`, stamped later with the command's instant (`issuedRow`). */
async function newKey(club: SigningClub) {
  return { club, k: await generateClubKey() }
}

function issuedRow({ club, k }: Awaited<ReturnType<typeof newKey>>, at: string): ClubKeyRow {
  return {
    id: clubKeyRowId(k.keyId),
    kind: 'club-key',
    clubId: club.clubId,
    clubName: club.name,
    keyId: k.keyId,
    publicKey: k.publicKey,
    privateKey: k.privateKey,
    issuedAt: at,
    revokedAt: null,
    updatedAt: at,
  }
}

/** The key in force of each club, issuing one to a club that has none. */
export async function ensureClubKey(ctx: CommandContext, club: SigningClub) {
  const live = activeKey(publicKeys(await allClubKeys(ctx.db)), club.clubId)
  const fresh = live ? null : await newKey(club)
  return runCommand(ctx, TABLES, async (w) => {
    const rows = await allClubKeys(ctx.db)
    const now = activeKey(publicKeys(rows), club.clubId)
    const inForce = rows.find((r) => r.keyId === now?.keyId)
    if (inForce) return signing(inForce)
    // Revoked between the read and this transaction: the caller asks again.
    if (!fresh) throw new Refusal([{ code: 'acta/key-changed' }])
    const row = issuedRow(fresh, w.at)
    await clubKeys(ctx.db).add(row)
    await w.audit({
      action: 'acta/issue-key',
      entity: 'clubKey',
      entityId: row.keyId,
      detail: club.name,
    })
    return signing(row)
  })
}

/**
 * Re-issues a club's key: the key in force is revoked now (actas signed with it are refused from
 * this moment) and a new one is made, which the club's next package carries.
 */
export async function reissueClubKey(ctx: CommandContext, club: SigningClub) {
  const fresh = await newKey(club)
  return runCommand(ctx, TABLES, async (w) => {
    const at = w.at
    for (const r of await allClubKeys(ctx.db))
      if (r.clubId === club.clubId && r.revokedAt === null)
        await clubKeys(ctx.db).put({ ...r, revokedAt: at, updatedAt: at })
    const row = issuedRow(fresh, at)
    await clubKeys(ctx.db).add(row)
    await w.audit({
      action: 'acta/reissue-key',
      entity: 'clubKey',
      entityId: row.keyId,
      detail: club.name,
    })
    return signing(row)
  })
}
