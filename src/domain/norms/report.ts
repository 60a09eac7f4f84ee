import { toPoints } from '../core/index.ts'
import type { TournamentSnapshot } from '../tournament/index.ts'
import type { NormForecast } from './forecast.ts'
import type { NormTitleScope, NotEvaluatedReason } from './titleScope.ts'
import type { NormResult } from './types.ts'

/** One condition as exported (JSON). */
export interface NormConditionReport {
  readonly id: string
  readonly article: string
  readonly ok: boolean
  readonly detail: string
  readonly have: number | null
  readonly need: number | null
  readonly exempt?: boolean
  readonly assumed?: boolean
}

/** One title result as exported (JSON); points in chess points. */
export interface NormReport {
  readonly title: string
  readonly rules: string
  readonly achieved: boolean
  readonly games: number
  readonly points: number
  readonly ra: number
  readonly rp: number
  readonly percent: number
  readonly requiredPoints: number | null
  readonly applicationGames: number
  readonly category?: number
  readonly scoreTable?: string
  readonly droppedRounds: readonly number[]
  readonly lastRound: number
  readonly conditions: readonly NormConditionReport[]
}

/** A player's results as exported (JSON). */
export interface PlayerNormReport {
  readonly startNumber: number
  readonly name: string
  readonly norms: readonly NormReport[]
  /** Titles left out and why (already held or higher, women only). */
  readonly notEvaluated?: readonly NotEvaluatedReason[]
  readonly forecast?: readonly {
    title: string
    status: string
    roundsLeft: number
    pointsNeeded: number | null
    open: readonly { id: string; article: string; have: number; need: number; missing: number }[]
  }[]
}

/** Plain-data form of a norm result, points as chess points (1, 0.5). @see seed 7.2 */
export function toNormReport(r: NormResult): NormReport {
  return {
    title: r.title,
    rules: r.rules,
    achieved: r.achieved,
    games: r.games,
    points: toPoints(r.points),
    ra: r.ra,
    rp: r.rp,
    percent: r.percent,
    requiredPoints: r.requiredPoints === null ? null : toPoints(r.requiredPoints),
    applicationGames: r.applicationGames,
    ...(r.category === undefined ? {} : { category: r.category }),
    ...(r.scoreTableSource === undefined ? {} : { scoreTable: r.scoreTableSource }),
    droppedRounds: r.droppedRounds,
    lastRound: r.lastRound,
    conditions: r.conditions.map((c) => ({
      id: c.id,
      article: c.article,
      ok: c.ok,
      detail: c.detail,
      have: c.have,
      need: c.need,
      ...(c.exempt ? { exempt: true } : {}),
      ...(c.assumed ? { assumed: true } : {}),
    })),
  }
}

/** Plain-data player report with the forecast when the tournament is still running. @see seed 7.2 */
export function toPlayerNormReport(
  snapshot: TournamentSnapshot,
  startNo: number,
  results: readonly NormResult[],
  forecasts: readonly NormForecast[] = [],
  scope?: NormTitleScope,
): PlayerNormReport {
  const name = snapshot.players.find((p) => p.startNo === startNo)?.name ?? ''
  const base = {
    startNumber: startNo,
    name,
    norms: results.map(toNormReport),
    ...(scope && scope.notEvaluated.length > 0 ? { notEvaluated: scope.notEvaluated } : {}),
  }
  if (forecasts.length === 0) return base
  return {
    ...base,
    forecast: forecasts.map((f) => ({
      title: f.title,
      status: f.status,
      roundsLeft: f.roundsLeft,
      pointsNeeded: f.pointsNeeded === null ? null : toPoints(f.pointsNeeded),
      open: f.open.map((o) => ({
        id: o.id,
        article: o.article,
        have: o.have,
        need: o.need,
        missing: o.missing,
      })),
    })),
  }
}

/** Human-readable lines of one player's report (command line, plain-text export). @see seed 7.2 */
export function formatPlayerNormReport(report: PlayerNormReport): string {
  const lines = [`#${report.startNumber} ${report.name}`]
  for (const n of report.norms) {
    const verdict = n.achieved ? 'NORM' : 'no norm'
    const cat = n.category === undefined ? '' : `, category ${n.category}`
    lines.push(
      `  ${n.title} (${n.rules}): ${verdict}: ${n.points}/${n.games}, Ra ${n.ra}, Rp ${n.rp}${cat}`,
    )
    for (const c of n.conditions) lines.push(`    [${c.ok ? 'x' : ' '}] ${c.detail}`)
  }
  if (report.notEvaluated && report.notEvaluated.length > 0)
    lines.push(`  not evaluated: ${notEvaluatedText(report.notEvaluated)}`)
  for (const f of report.forecast ?? []) {
    if (f.status !== 'possible') continue
    const pts = f.pointsNeeded === null ? '?' : String(f.pointsNeeded)
    const open = f.open.map((o) => `${o.id} +${o.missing} (${o.article})`).join(', ')
    lines.push(
      `  forecast ${f.title}: needs ${pts} points from the last ${f.roundsLeft} rounds${open ? `; ${open}` : ''}`,
    )
  }
  return lines.join('\n')
}

/** "GM, IM (holds GM); WGM, WIM (women only)": the titles left out, grouped by reason. */
export function notEvaluatedText(reasons: readonly NotEvaluatedReason[]): string {
  const groups = new Map<string, string[]>()
  for (const r of reasons) {
    const why = r.reason === 'holds' ? `holds ${r.held}` : 'women only'
    groups.set(why, [...(groups.get(why) ?? []), r.title])
  }
  return [...groups].map(([why, titles]) => `${titles.join(', ')} (${why})`).join('; ')
}
