import type { TournamentPlayer, TournamentSnapshot } from '../tournament/index.ts'
import { isB01Titled, isSeedTitled, normaliseTitle } from './levels.ts'

/** The FIDE pseudo-federation: counts for games and titles, never as a foreign federation. */
export const FIDE_FLAG = 'FID'

/** Count of each federation in a list of federation codes. @see seed 8.7, B.01 1.4.3 */
export function federationCounts(feds: readonly string[]): Map<string, number> {
  const m = new Map<string, number>()
  for (const f of feds) m.set(f, (m.get(f) ?? 0) + 1)
  return m
}

/** The largest number of entries sharing one federation. @see seed 8.7, B.01 1.4.3 */
export function largestFederationCount(feds: readonly string[]): number {
  let max = 0
  for (const c of federationCounts(feds).values()) max = Math.max(max, c)
  return max
}

/** Outcomes in which a player missed a round (the pairing-allocated bye is not a miss). */
function missed(p: TournamentPlayer, roundIndex: number): boolean {
  const r = p.rounds[roundIndex]
  if (!r) return true
  return (
    r.outcome === 'absent' ||
    r.outcome === 'zero-bye' ||
    r.outcome === 'half-bye' ||
    r.outcome === 'full-bye' ||
    r.outcome === 'forfeit-loss' ||
    r.outcome === 'double-forfeit'
  )
}

/** Summary of the foreign field used by the Swiss exemptions. */
export interface ForeignField {
  readonly foreignRated: number
  readonly federations: number
  readonly titled: number
}

function summarise(
  players: readonly TournamentPlayer[],
  titled: (p: TournamentPlayer) => boolean,
): ForeignField {
  return {
    foreignRated: players.length,
    federations: new Set(players.map((p) => (p.federation ?? '').toUpperCase())).size,
    titled: players.filter(titled).length,
  }
}

function foreignRated(snapshot: TournamentSnapshot, host: string): TournamentPlayer[] {
  return snapshot.players.filter((p) => {
    const fed = (p.federation ?? '').toUpperCase()
    return p.rating > 0 && fed !== host && fed !== FIDE_FLAG && fed !== ''
  })
}

/**
 * Foreign field of a Swiss for the seed exemption, over the whole tournament: FIDE-rated
 * players not from the host federation; titled = GM/IM (8.8) or any FIDE title or 2300+ (8.8w).
 * @see seed 8.8, 8.8w
 */
export function seedForeignField(
  snapshot: TournamentSnapshot,
  host: string,
  womens: boolean,
): ForeignField {
  return memo(snapshot, `seed|${host}|${womens}`, () => computeSeedField(snapshot, host, womens))
}

/** Per-snapshot cache: the field does not depend on the candidate. */
const CACHE = new WeakMap<TournamentSnapshot, Map<string, unknown>>()
function memo<T>(snapshot: TournamentSnapshot, key: string, compute: () => T): T {
  let m = CACHE.get(snapshot)
  if (!m) {
    m = new Map()
    CACHE.set(snapshot, m)
  }
  if (!m.has(key)) m.set(key, compute())
  return m.get(key) as T
}

function computeSeedField(
  snapshot: TournamentSnapshot,
  host: string,
  womens: boolean,
): ForeignField {
  const titled = (p: TournamentPlayer): boolean => {
    const t = normaliseTitle(p.title)
    return womens ? isSeedTitled(t) || p.rating >= 2300 : t === 'GM' || t === 'IM'
  }
  return summarise(foreignRated(snapshot, host), titled)
}

/** True when the seed Swiss exemption holds: 20 foreign rated, 3 federations, 10 titled. @see seed 8.8 */
export function seedSwissExempt(field: ForeignField): boolean {
  return field.foreignRated >= 20 && field.federations >= 3 && field.titled >= 10
}

/**
 * B.01 Swiss exemption, round by round: in every round up to `lastRound` the field holds 20
 * FIDE-rated foreign players from 3 federations, 10 of them GM, IM, WGM or WIM; only players who
 * missed at most one round (the PAB is not a miss) are counted. Returns the weakest round's field.
 * @see B.01 1.4.4d
 */
export function b01SwissField(
  snapshot: TournamentSnapshot,
  host: string,
  lastRound: number,
): { exempt: boolean; weakest: ForeignField; round: number } {
  return memo(snapshot, `b01|${host}|${lastRound}`, () =>
    computeB01Field(snapshot, host, lastRound),
  )
}

function computeB01Field(
  snapshot: TournamentSnapshot,
  host: string,
  lastRound: number,
): { exempt: boolean; weakest: ForeignField; round: number } {
  const titled = (p: TournamentPlayer): boolean =>
    isB01Titled(p.title ?? '') && ['GM', 'IM', 'WGM', 'WIM'].includes(normaliseTitle(p.title))
  const steady = foreignRated(snapshot, host).filter((p) => {
    let misses = 0
    for (let i = 0; i < lastRound; i++) if (missed(p, i)) misses++
    return misses <= 1
  })
  let chosen: { field: ForeignField; round: number } | null = null
  for (let i = 0; i < lastRound; i++) {
    const field = summarise(
      steady.filter((p) => !missed(p, i)),
      titled,
    )
    if (!seedSwissExempt(field)) return { exempt: false, weakest: field, round: i + 1 }
    if (chosen === null || field.foreignRated < chosen.field.foreignRated)
      chosen = { field, round: i + 1 }
  }
  if (chosen === null)
    return { exempt: false, weakest: { foreignRated: 0, federations: 0, titled: 0 }, round: 0 }
  return { exempt: true, weakest: chosen.field, round: chosen.round }
}
