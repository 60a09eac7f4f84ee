/**
 * What the federation checks in an acta file before it may touch a competition: the file and
 * its hash, the home club's signature with the key issued to that club, and a final sheet (every
 * board with a result, three drawn signatures with ink). Runs outside any transaction: the
 * signature check is WebCrypto.
 * @see FAPA art. 79.6, 79.7, 82.1
 */
import {
  finalSheetProblems,
  keyForActa,
  sheetProblems,
  SIGNERS,
  type ActaSignature,
  type MatchSheet,
} from '../../domain/matchSheet/index.ts'
import { BOARDS_PER_DIVISION } from '../../domain/teams/index.ts'
import type { CommandContext } from '../../db/commands/command.ts'
import type { ClubRow } from '../../db/schema.ts'
import { allClubKeys, getCompetition } from '../teams/teamsDb.ts'
import { readActaFile } from './actaHash.ts'
import { verifyActa } from './actaSigning.ts'
import { publicKeys, signingClubOf } from './clubKeyCommands.ts'
import { hasInk } from './signatureInk.ts'

/** A file that passed every check, with the key that signed it. */
export interface VerifiedActa {
  readonly name: string
  readonly sheet: MatchSheet
  readonly sha256: string
  readonly signature: ActaSignature
}

/** A file refused before import: the reason, where in the file, and the match when known. */
export interface RefusedActa {
  readonly name: string
  readonly code: string
  readonly path: string
  readonly matchId: string | null
  /** The club the sheet claims (its home team's), when it was found. */
  readonly club?: string
  /** Figures of the reason's sentence ('{boards}', '{id}'). */
  readonly params?: Readonly<Record<string, string | number>>
}

/** Checks one file; a refusal names its reason and its place in the file. */
async function verifyOne(
  ctx: CommandContext,
  f: { name: string; text: string },
  keys: Awaited<ReturnType<typeof allClubKeys>>,
  clubs: readonly ClubRow[],
): Promise<VerifiedActa | RefusedActa> {
  const r = await readActaFile(f.text)
  if (!r.ok) return { name: f.name, code: r.code, path: r.path, matchId: null }
  const { sheet, sha256, signature } = r.file
  const refuse = (
    code: string,
    path: string,
    club?: string,
    params?: RefusedActa['params'],
  ): RefusedActa => ({
    name: f.name,
    code,
    path,
    matchId: sheet.matchId,
    ...(club !== undefined ? { club } : {}),
    ...(params ? { params } : {}),
  })
  const comp = await getCompetition(ctx.db, sheet.competitionId)
  if (!comp) return refuse('acta/unknown-competition', 'sheet.competitionId')
  const home = comp.teams.find((t) => t.id === sheet.homeId)
  if (!home) return refuse('acta/unknown-match', 'sheet.homeId')
  if (!comp.teams.some((t) => t.id === sheet.awayId))
    return refuse('acta/unknown-match', 'sheet.awayId')
  const inner = sheetProblems(sheet)[0]
  if (inner) return refuse(inner.code, inner.path, undefined, inner.params)
  const expected = BOARDS_PER_DIVISION[comp.division]
  if (sheet.boards !== expected)
    return refuse('acta/boards-differ', 'sheet.boards', undefined, {
      boards: sheet.boards,
      expected,
    })
  // The home club sends the acta (art. 82.1): its key, and no other, must have signed it.
  const claimed = signingClubOf(home.club, clubs)
  const k = keyForActa(claimed.clubId, signature, publicKeys(keys))
  if (!k.ok) return refuse(k.code, 'signature', claimed.name)
  if (!signature || !(await verifyActa(r.file, signature, k.key.publicKey)))
    return refuse('acta/signature-mismatch', 'signature.value', claimed.name)
  const problem = finalSheetProblems(sheet)[0]
  if (problem) return refuse(problem.code, problem.path, claimed.name)
  for (const who of SIGNERS)
    if (!hasInk(sheet.signatures[who] ?? ''))
      return refuse('acta/signature-empty', `sheet.signatures.${who}`, claimed.name)
  return { name: f.name, sheet, sha256, signature }
}

/** Checks every file in turn; the verified ones keep their order. */
export async function verifyActaFiles(
  ctx: CommandContext,
  files: readonly { name: string; text: string }[],
): Promise<{ refused: RefusedActa[]; verified: VerifiedActa[] }> {
  const [keys, clubs] = await Promise.all([allClubKeys(ctx.db), ctx.db.clubs.toArray()])
  const refused: RefusedActa[] = []
  const verified: VerifiedActa[] = []
  for (const f of files) {
    const v = await verifyOne(ctx, f, keys, clubs)
    if ('code' in v) refused.push(v)
    else verified.push(v)
  }
  return { refused, verified }
}
