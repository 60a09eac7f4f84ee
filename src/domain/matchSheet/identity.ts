import { identityTokens, type PlayerIdentity } from '../federation/index.ts'
import type { SeasonPackage } from './seasonPackage.ts'
import type { MatchSheet } from './types.ts'

export {
  identityTokens,
  playerKeys,
  type PlayerIdentity,
  type PlayerRef,
} from '../federation/index.ts'

/**
 * The sheet with the registry identifiers of the players it names, taken from the package, so
 * that the acta file carries them to the federation. Players without identifiers are left out.
 * @see FAPA art. 79.3 (the sheet identifies each player)
 */
export function withIdentities(sheet: MatchSheet, pkg: SeasonPackage): MatchSheet {
  const byId = new Map(pkg.players.map((p) => [p.id, p.identity]))
  const identities: Record<string, PlayerIdentity> = {}
  for (const p of [...sheet.homeLineup, ...sheet.awayLineup]) {
    if (p === null) continue
    const identity = byId.get(p) ?? sheet.identities?.[p]
    if (identity && identityTokens(identity).length > 0) identities[p] = identity
  }
  const { identities: _old, ...rest } = sheet
  return Object.keys(identities).length === 0 ? rest : { ...rest, identities }
}
