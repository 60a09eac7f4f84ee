import { FOREIGNER_TITLES, violation, type RosterPlayer, type Violation } from './types.ts'

/** How a player counts for the foreigner limits. */
export type ForeignerStatus = 'national' | 'eu' | 'non-eu'

/**
 * A foreign player without GM, IM, FM, WGM or WIM who is under 2200 FIDE or has lived two years
 * in Asturias does not count as a foreigner for team competitions.
 * @see FAPA art. 18 (last paragraph)
 */
export function foreignerStatus(p: RosterPlayer): ForeignerStatus {
  if (p.nationality === 'es') return 'national'
  const titled = (FOREIGNER_TITLES as readonly string[]).includes(p.title ?? '')
  const exempt = !titled && ((p.fideRating ?? 0) < 2200 || (p.residenceYears ?? 0) >= 2)
  return exempt ? 'national' : p.nationality
}

/** Percentage of a count rounded up to a whole player, as art. 18 requires for every quota. */
export function percentRoundedUp(percent: number, of: number): number {
  // Integer arithmetic so that 25 % of 8 is exactly 2, never 2.0000001 rounded up to 3.
  return Math.ceil((percent * of) / 100 - 1e-9)
}

/** Foreigners a lineup may field for a number of boards. @see FAPA art. 18 */
export interface LineupQuota {
  readonly total: number
  readonly eu: number
  readonly nonEu: number
}

/**
 * Lineup quota: up to six boards, 25 % foreigners of any origin; above six, 10 % non-EU (at most
 * two), 20 % EU (at most three) and 25 % in total; every percentage rounded up.
 * @see FAPA art. 18
 */
export function lineupQuota(boards: number): LineupQuota {
  const total = percentRoundedUp(25, boards)
  if (boards <= 6) return { total, eu: total, nonEu: total }
  return {
    total,
    nonEu: Math.min(2, percentRoundedUp(10, boards)),
    eu: Math.min(3, percentRoundedUp(20, boards)),
  }
}

/** At most four foreigners on a team's list (starters plus reserves), two of them non-EU. @see FAPA art. 18, 70.6 */
export function checkListForeigners(players: readonly RosterPlayer[]): Violation[] {
  const out: Violation[] = []
  let total = 0
  let nonEu = 0
  for (const p of players) {
    const s = foreignerStatus(p)
    if (s === 'national') continue
    total++
    if (s === 'non-eu') nonEu++
    if (total > 4)
      out.push(
        violation('list/too-many-foreigners', '18', 'registration-rejected', { playerId: p.id }),
      )
    else if (s === 'non-eu' && nonEu > 2)
      out.push(violation('list/too-many-non-eu', '18', 'registration-rejected', { playerId: p.id }))
  }
  return out
}

/** Which limit of the lineup quota a foreigner goes beyond. */
export type QuotaLimit = 'total' | 'eu' | 'non-eu'

/** The quota a lineup broke and the count that broke it, as a foreigner-quota violation carries it. */
export interface QuotaExcess {
  readonly boards: number
  readonly quota: LineupQuota
  readonly limit: QuotaLimit
  /** Foreigners counted against that limit up to this board (this one included). */
  readonly count: number
}

/** The detail text of a foreigner-quota violation: 'boards/total/eu/nonEu/limit/count'. */
export function quotaDetail(e: QuotaExcess): string {
  return [e.boards, e.quota.total, e.quota.eu, e.quota.nonEu, e.limit, e.count].join('/')
}

/** Reads a foreigner-quota violation's detail back; null when it holds none. */
export function readQuotaDetail(detail: string | undefined): QuotaExcess | null {
  const m = /^(\d+)\/(\d+)\/(\d+)\/(\d+)\/(total|eu|non-eu)\/(\d+)$/.exec(detail ?? '')
  if (!m) return null
  return {
    boards: Number(m[1]),
    quota: { total: Number(m[2]), eu: Number(m[3]), nonEu: Number(m[4]) },
    limit: m[5] as QuotaLimit,
    count: Number(m[6]),
  }
}

/**
 * Foreigners fielded beyond the lineup quota, board by board; the first excess player marks the
 * board from which the lineup is improper. Each violation names the quota and the count it
 * reached (see `quotaDetail`).
 * @see FAPA art. 18, 74.5
 */
export function checkLineupForeigners(
  lineup: readonly (RosterPlayer | null)[],
  boards: number,
): Violation[] {
  const quota = lineupQuota(boards)
  const out: Violation[] = []
  let total = 0
  let eu = 0
  let nonEu = 0
  lineup.forEach((p, i) => {
    if (!p) return
    const s = foreignerStatus(p)
    if (s === 'national') return
    total++
    if (s === 'eu') eu++
    else nonEu++
    const limit: QuotaLimit | null =
      total > quota.total
        ? 'total'
        : s === 'eu'
          ? eu > quota.eu
            ? 'eu'
            : null
          : nonEu > quota.nonEu
            ? 'non-eu'
            : null
    if (limit)
      out.push(
        violation('lineup/foreigner-quota', '18', 'points-lost-from-board', {
          playerId: p.id,
          board: i + 1,
          fromBoard: i + 1,
          detail: quotaDetail({
            boards,
            quota,
            limit,
            count: limit === 'total' ? total : limit === 'eu' ? eu : nonEu,
          }),
        }),
      )
  })
  return out
}
