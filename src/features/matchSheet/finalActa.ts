/**
 * The home club's tablet turns a signed sheet into its final acta file: every board with a
 * result, three drawn signatures with ink, and the club's key from its season package.
 * @see FAPA art. 79.6, 82.1
 */
import {
  finalSheetProblems,
  SIGNERS,
  type ActaFile,
  type ClubSigningKey,
  type MatchSheet,
  type SeasonPackage,
} from '../../domain/matchSheet/index.ts'
import { makeActaFile } from './actaHash.ts'
import { hasInk } from './signatureInk.ts'

/** Why a sheet cannot be signed final yet, with what the message names. */
export interface FinalRefusal {
  readonly code: string
  readonly params: Readonly<Record<string, string | number>>
}

/** The key this tablet signs the sheet's acta with: its club's, when it is the home club. */
export function homeSigningKey(pkg: SeasonPackage, sheet: MatchSheet): ClubSigningKey | null {
  const home = pkg.teams.find((t) => t.id === sheet.homeId)
  const key = pkg.signingKey
  return key && home?.signingClub === key.clubId ? key : null
}

/** What still keeps the sheet from being final, first problem first; null when it is final. */
export function finalRefusal(pkg: SeasonPackage, sheet: MatchSheet): FinalRefusal | null {
  const problems = finalSheetProblems(sheet)
  const boards = problems.flatMap((p) => (p.board !== undefined ? [p.board] : []))
  if (boards.length > 0)
    return { code: 'sheet/results-missing', params: { boards: boards.join(', ') } }
  if (problems.length > 0 || SIGNERS.some((s) => !hasInk(sheet.signatures[s] ?? '')))
    return { code: 'acta/signature-empty', params: { path: '' } }
  if (!homeSigningKey(pkg, sheet)) {
    const home = pkg.teams.find((t) => t.id === sheet.homeId)
    return { code: 'acta/no-club-key', params: { team: home?.name ?? sheet.homeId } }
  }
  return null
}

/** The signed acta file of a final sheet, or why it cannot be made yet. */
export async function finalActa(
  pkg: SeasonPackage,
  sheet: MatchSheet,
): Promise<{ ok: true; file: ActaFile } | { ok: false; refusal: FinalRefusal }> {
  const refusal = finalRefusal(pkg, sheet)
  const key = homeSigningKey(pkg, sheet)
  if (refusal || !key)
    return { ok: false, refusal: refusal ?? { code: 'acta/no-club-key', params: {} } }
  return { ok: true, file: await makeActaFile(sheet, key) }
}
