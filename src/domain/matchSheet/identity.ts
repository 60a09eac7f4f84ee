import type { SeasonPackage } from './seasonPackage.ts'
import type { MatchSheet, PlayerIdentity } from './types.ts'

/**
 * The identifiers of a player as tokens ('licence:…', 'feda:…', 'fide:…'); two references share
 * a token only when they name the same person in the registry.
 * @see FAPA art. 74.4, 75.3 (the same player, whatever team names him)
 */
export function identityTokens(identity: PlayerIdentity | undefined): string[] {
  if (!identity) return []
  const out: string[] = []
  if (identity.licence !== undefined && identity.licence.trim() !== '')
    out.push(`licence:${identity.licence.trim()}`)
  if (identity.fedaId !== undefined) out.push(`feda:${identity.fedaId}`)
  if (identity.fideId !== undefined) out.push(`fide:${identity.fideId}`)
  return out
}

/** A reference to a player (a package id as a sheet or a board order names him) and his identity. */
export interface PlayerRef {
  readonly ref: string
  readonly identity?: PlayerIdentity
}

/**
 * A stable key per reference: references are one player when they are the same reference or
 * share a licence number, FEDA id or FIDE id, directly or through another reference. The key is
 * the smallest token of the group; a reference with no identifier keeps 'ref:<reference>', so
 * it never merges with anybody by name.
 * @see FAPA art. 74.4, 75.2, 75.3
 */
export function playerKeys(refs: readonly PlayerRef[]): Map<string, string> {
  const parent = new Map<string, string>()
  const find = (x: string): string => {
    let root = x
    while (parent.get(root) !== root) root = parent.get(root) ?? root
    let node = x
    while (node !== root) {
      const next = parent.get(node) ?? root
      parent.set(node, root)
      node = next
    }
    return root
  }
  const add = (x: string) => {
    if (!parent.has(x)) parent.set(x, x)
  }
  const union = (a: string, b: string) => {
    const ra = find(a)
    const rb = find(b)
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb)
  }
  for (const r of refs) {
    const node = `ref:${r.ref}`
    add(node)
    for (const token of identityTokens(r.identity)) {
      add(token)
      union(node, token)
    }
  }
  // Tokens sort before 'ref:' nodes, so a group with any identifier is keyed by its smallest one.
  const out = new Map<string, string>()
  for (const r of refs) out.set(r.ref, find(`ref:${r.ref}`))
  return out
}

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
