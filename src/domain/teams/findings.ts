/**
 * The federation's season-wide findings written into a competition's results: each one an
 * improper lineup of one side of one match, losing the points from a board on (art. 74.5).
 */
import { err, ok, type Result } from '../core/index.ts'

/** One finding: the match (by round and teams), the side that offended and from which board. */
export interface LineupFinding {
  readonly round: number
  readonly homeId: string
  readonly awayId: string
  readonly side: 'home' | 'away'
  readonly fromBoard: number
  /** The article the finding is made under, e.g. '74.4', '75.3', '74.2'. */
  readonly article: string
}

/** The part of a stored fixture a finding changes. */
export interface FindingFixture {
  readonly homeId: string
  readonly awayId: string
  readonly boards: readonly unknown[]
  readonly homeImproperFrom?: number | null
  readonly awayImproperFrom?: number | null
}

/** A finding that could not be placed, located by its index in the input. */
export interface FindingError {
  readonly code: 'teams/finding-no-match' | 'teams/finding-board'
  readonly field: string
  readonly params: Readonly<Record<string, string | number>>
}

/**
 * Writes the findings into the rounds: a side's improper lineup starts at the lowest board any
 * finding names, and a finding that changes nothing (the side already loses from that board or
 * an earlier one) is left out of `applied`, so applying twice changes nothing. A finding whose
 * match is not in the rounds, or whose board is not one of the match's, refuses the whole set.
 * @see FAPA art. 74.2, 74.4, 74.5, 75.3
 */
export function applyLineupFindings<
  F extends FindingFixture,
  R extends { readonly round: number; readonly fixtures: readonly F[] },
>(
  rounds: readonly R[],
  findings: readonly LineupFinding[],
): Result<{ rounds: R[]; applied: LineupFinding[] }, FindingError[]> {
  const errors: FindingError[] = []
  const out = rounds.map((r) => ({ ...r, fixtures: [...r.fixtures] }))
  const applied: LineupFinding[] = []
  findings.forEach((x, i) => {
    const round = out.find((r) => r.round === x.round)
    const k = round?.fixtures.findIndex((f) => f.homeId === x.homeId && f.awayId === x.awayId)
    const f = k === undefined || k < 0 ? undefined : round?.fixtures[k]
    const where = { field: `findings[${i}]`, params: { round: x.round, article: x.article } }
    if (!round || !f || k === undefined)
      return errors.push({ code: 'teams/finding-no-match', ...where })
    if (!Number.isInteger(x.fromBoard) || x.fromBoard < 1 || x.fromBoard > f.boards.length)
      return errors.push({ code: 'teams/finding-board', ...where })
    const key = x.side === 'home' ? 'homeImproperFrom' : 'awayImproperFrom'
    const now = f[key] ?? null
    if (now !== null && now <= x.fromBoard) return
    round.fixtures[k] = { ...f, [key]: x.fromBoard }
    applied.push(x)
  })
  return errors.length > 0 ? err(errors) : ok({ rounds: out, applied })
}
