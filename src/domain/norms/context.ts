import type { TournamentSnapshot } from '../tournament/index.ts'
import type { NormContext, ResolvedNormContext, RuleSet, TournamentSystem } from './types.ts'

/** First day on which B.01 (2024) applies to a tournament. @see B.01 (in force 1 Jan 2024) */
export const B01_2024_FROM = '2024-01-01'

/** Rule set for a start date (YYYY-MM-DD); unknown dates get the current rules. @see seed 10.11 */
export function ruleSetForDate(startDate: string | null | undefined): RuleSet {
  if (!startDate) return 'b01-2024'
  return startDate >= B01_2024_FROM ? 'b01-2024' : 'seed'
}

/**
 * Round robin when the schedule length fits (n - 1 rounds, n for an odd field) and the games so
 * far are all distinct pairs, one game per pair of players in every round; otherwise Swiss.
 */
export function inferSystem(snapshot: TournamentSnapshot): TournamentSystem {
  const n = snapshot.players.length
  if (n < 3) return 'swiss'
  const expectedRounds = n % 2 === 0 ? n - 1 : n
  if (snapshot.totalRounds !== expectedRounds) return 'swiss'
  const met = new Set<string>()
  let rounds = 0
  for (const p of snapshot.players) {
    p.rounds.forEach((r, i) => {
      if (r) rounds = Math.max(rounds, i + 1)
      if (!r || r.opponent === null || p.startNo > r.opponent) return
      met.add(`${p.startNo}-${r.opponent}`)
    })
  }
  return rounds > 0 && met.size === Math.floor(n / 2) * rounds ? 'round-robin' : 'swiss'
}

/** Federation with the most players (first in start order on ties). @see seed 8.7 (host federation) */
export function mostFrequentFederation(snapshot: TournamentSnapshot): string {
  const counts = new Map<string, number>()
  let best = ''
  let bestCount = 0
  for (const p of snapshot.players) {
    const fed = (p.federation ?? '').toUpperCase()
    const c = (counts.get(fed) ?? 0) + 1
    counts.set(fed, c)
    if (c > bestCount) {
      best = fed
      bestCount = c
    }
  }
  return best
}

/** Applies the documented defaults of `NormContext` to a tournament. */
export function resolveNormContext(
  snapshot: TournamentSnapshot,
  ctx: NormContext = {},
): ResolvedNormContext {
  const womenOnly =
    ctx.womenOnly ?? (snapshot.players.length > 0 && snapshot.players.every((p) => p.sex === 'w'))
  return {
    rules: ctx.rules ?? ruleSetForDate(ctx.startDate),
    system: ctx.system ?? inferSystem(snapshot),
    zonal: ctx.zonal ?? 'none',
    womenOnly,
    nationalChampionship: ctx.nationalChampionship ?? false,
    maxRoundsPerDay: ctx.maxRoundsPerDay ?? maxRoundsOnOneDay(ctx.roundDates ?? []) ?? 1,
    roundDates: ctx.roundDates ?? [],
    slowFortyInTwo: ctx.slowFortyInTwo ?? false,
    startDate: ctx.startDate ?? null,
    endDate: ctx.endDate ?? null,
    league: ctx.league ?? false,
    hostFederation: (ctx.hostFederation ?? mostFrequentFederation(snapshot)).toUpperCase(),
    honoraryGm: ctx.honoraryGm ?? null,
  }
}

/** Most rounds held on one date, or null when no dates are known. @see seed 5.4, B.01 1.1 */
export function maxRoundsOnOneDay(dates: readonly string[]): number | null {
  const counts = new Map<string, number>()
  for (const d of dates) if (d) counts.set(d, (counts.get(d) ?? 0) + 1)
  if (counts.size === 0) return null
  return Math.max(...counts.values())
}

/** Whole days from `from` to `to` (YYYY-MM-DD, UTC), or null if either does not parse. @see seed 5.6 */
export function daysBetween(from: string, to: string): number | null {
  const a = Date.parse(`${from}T00:00:00Z`)
  const b = Date.parse(`${to}T00:00:00Z`)
  if (Number.isNaN(a) || Number.isNaN(b)) return null
  return Math.round((b - a) / 86_400_000)
}
