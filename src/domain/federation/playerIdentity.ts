/**
 * Who a player is and how his name is written: the one place that formats a person's name
 * ("Juan García López", "García López, Juan"), folds it for comparison, and turns licence, FEDA
 * and FIDE ids into the keys that say two references are the same person.
 *
 * API: `fullName`, `listName`, `nameSpellings`, `searchNameOf` (names); `identityTokens`,
 * `playerKeys` (ids). The registry search over these names is `registrySearch.ts`.
 */
import { foldText } from './text.ts'

/** A person's name as the registry keeps it; a missing second surname is null or ''. */
export interface PersonName {
  readonly givenName: string
  readonly firstSurname: string
  readonly secondSurname?: string | null
}

function surnames(n: PersonName): string {
  return [n.firstSurname, n.secondSurname ?? '']
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ')
}

/** "Juan García López": given name then both surnames, as art. 79.3 wants them on the sheet. */
export function fullName(n: PersonName): string {
  return [n.givenName.trim(), surnames(n)].filter(Boolean).join(' ')
}

/** "García López, Juan": surnames first, as lists are sorted and shown. */
export function listName(n: PersonName): string {
  const s = surnames(n)
  const g = n.givenName.trim()
  return s && g ? `${s}, ${g}` : s || g
}

/**
 * The folded ways a name is written by hand: "juan garcia lopez", "garcia lopez juan" and
 * "garcia lopez, juan"; a player with one surname has no stray space before the comma, so
 * "García, Juan" matches him.
 * @see FAPA art. 74.4, 75 (the same player, whatever list or sheet names him)
 */
export function nameSpellings(n: PersonName): string[] {
  const s = surnames(n)
  const g = n.givenName.trim()
  return [...new Set([`${g} ${s}`, `${s} ${g}`, `${s}, ${g}`].map(foldText))]
}

/**
 * The folded "surnames given name" a player is stored with: the registry's name index sorts by it
 * and the search box matches the typed words in it ("garcia lopez juan").
 */
export function searchNameOf(n: PersonName): string {
  return foldText(`${surnames(n)} ${n.givenName}`)
}

/** The folded form of a typed name, comparable with `nameSpellings` ("  garcia,  JUAN" -> "garcia, juan"). */
export function foldTypedName(typed: string): string {
  return foldText(typed.replace(/\s*,\s*/g, ', '))
}

/**
 * What names one person across packages, clubs and competitions: the licence number of the
 * season, the FEDA id and the FIDE id, as far as the federation's registry knows them.
 */
export interface PlayerIdentity {
  readonly licence?: string
  readonly fedaId?: number
  readonly fideId?: number
}

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
