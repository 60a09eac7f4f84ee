import { check, flag } from './conditions.ts'
import { daysBetween, maxRoundsOnOneDay } from './context.ts'
import type { NormCondition, NormTitle, ResolvedNormContext } from './types.ts'

/** Rounds held on the date of each round (index 0 = round 1). */
function roundsPerDate(dates: readonly string[]): Map<string, number> {
  const m = new Map<string, number>()
  for (const d of dates) if (d) m.set(d, (m.get(d) ?? 0) + 1)
  return m
}

/**
 * Seed 5.4: at most two rounds a day; for GM at most two double-round days and one round a day
 * in the last three rounds. Without round dates the declared maximum is used and, for GM with
 * two rounds a day, the rest is assumed.
 * @see seed 5.4
 */
export function seedScheduleConditions(
  title: NormTitle,
  ctx: ResolvedNormContext,
  lastRound: number,
): NormCondition[] {
  const dates = ctx.roundDates.slice(0, lastRound)
  const max = maxRoundsOnOneDay(dates) ?? ctx.maxRoundsPerDay
  const out = [check('rounds-per-day', '5.4', 'rounds on one day', max, 2, 'max')]
  if (title !== 'GM') return out
  if (dates.length < lastRound) {
    out.push(
      check('gm-double-days', '5.4', 'days with two rounds', max > 1 ? 2 : 0, 2, 'max', {
        assumed: max > 1,
      }),
    )
    return out
  }
  const perDate = roundsPerDate(dates)
  const doubles = [...perDate.values()].filter((c) => c >= 2).length
  out.push(check('gm-double-days', '5.4', 'days with two rounds', doubles, 2, 'max'))
  const lastThree = dates.slice(-3)
  const single = lastThree.every((d) => perDate.get(d) === 1)
  out.push(
    flag(
      'gm-last-rounds',
      '5.4',
      single,
      `one round a day in the last three rounds: ${single ? 'yes' : 'no'}`,
    ),
  )
  return out
}

/** Seed 5.6: played within 90 days unless a league (5.61); unknown dates are assumed fine. */
export function seedDurationCondition(ctx: ResolvedNormContext): NormCondition {
  const days = ctx.startDate && ctx.endDate ? daysBetween(ctx.startDate, ctx.endDate) : null
  if (ctx.league) return flag('duration', '5.61', true, 'league: longer than 90 days allowed')
  if (days === null) {
    const unknown = flag('duration', '5.6', true, 'days of play: not recorded, assumed at most 90')
    return { ...unknown, assumed: true }
  }
  return check('duration', '5.6', 'days of play', days + 1, 90, 'max')
}
