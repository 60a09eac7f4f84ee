import { check, flag } from './conditions.ts'
import { daysBetween } from './context.ts'
import { TITLE_RATING } from './levels.ts'
import type { NormCondition, NormTitle, RuleSet, TournamentSystem } from './types.ts'

/** A title result kept in the registry, with the tournament facts an application reads. */
export interface NormRecord {
  readonly id: string
  readonly title: NormTitle
  readonly rules: RuleSet
  readonly tournament: string
  /** YYYY-MM-DD */
  readonly startDate: string
  readonly endDate?: string
  /** Games credited (with the seed 10.10 / B.01 extra-point extension). */
  readonly games: number
  readonly system: TournamentSystem | 'olympiad'
  readonly maxRoundsPerDay: number
  readonly slowFortyInTwo?: boolean
  readonly league?: boolean
  /** National championship final or national team league (seed 8.9). */
  readonly national?: boolean
  /** Foreigner rules met without exemption (B.01 1.4.3e). */
  readonly foreignRuleMet?: boolean
  readonly eightGameException?: boolean
  /** One of the events of B.01 1.5.6 (big Swiss, Olympiad, qualifier, EVE, national final). */
  readonly qualifyingEvent?: boolean
}

/** A published rating on a date. */
export interface RatingRecord {
  /** YYYY-MM-DD */
  readonly date: string
  readonly rating: number
}

/** Verdict on a title application. */
export interface TitleApplication {
  readonly title: NormTitle
  readonly rules: RuleSet
  readonly ok: boolean
  readonly games: number
  readonly norms: readonly string[]
  readonly conditions: readonly NormCondition[]
}

/** `date` plus `years` calendar years (YYYY-MM-DD). @see seed 1.7, 10.7 */
export function addYears(date: string, years: number): string {
  const y = Number(date.slice(0, 4))
  return `${String(y + years).padStart(4, '0')}${date.slice(4)}`
}

/** Rating in force on `date`: the latest record not after it, or 0. @see seed 1.11 */
export function ratingOn(ratings: readonly RatingRecord[], date: string): number {
  let best: RatingRecord | null = null
  for (const r of ratings) if (r.date <= date && (best === null || r.date >= best.date)) best = r
  return best?.rating ?? 0
}

/**
 * Best rating that counts for a seed application: the one in force at the application date, or
 * any published within seven years of the first result. @see seed 1.11, 1.7
 */
export function seedApplicationRating(
  ratings: readonly RatingRecord[],
  firstResult: string,
  applicationDate: string,
): number {
  const windowEnd = addYears(firstResult, 7)
  const inWindow = ratings
    .filter((r) => r.date >= firstResult && r.date <= windowEnd)
    .reduce((m, r) => Math.max(m, r.rating), 0)
  return Math.max(ratingOn(ratings, applicationDate), inWindow)
}

function sorted(norms: readonly NormRecord[]): NormRecord[] {
  return [...norms].sort((a, b) => a.startDate.localeCompare(b.startDate))
}

/**
 * Seed application for GM, IM, WGM, WIM: two or more results over 24 games (30 without a round
 * robin or Olympiad), the rating at application time or within seven years of the first result,
 * start dates within six years, one result at one round a day, one 40/2h+1h result at most,
 * each event within 90 days unless a league, not only national events.
 * @see seed 1.11, 1.21, 1.41, 1.51, 1.7, 5.5, 5.6, 5.61, 8.9, 10.5, 10.6, 10.7
 */
export function checkSeedApplication(
  title: NormTitle,
  records: readonly NormRecord[],
  ratings: readonly RatingRecord[],
  applicationDate: string,
): TitleApplication {
  const norms = sorted(records.filter((r) => r.title === title))
  const games = norms.reduce((s, n) => s + n.games, 0)
  const article = { GM: '1.11', IM: '1.21', WGM: '1.41', WIM: '1.51' }[title]
  const roundRobin = norms.some(
    (n) =>
      n.system === 'round-robin' || n.system === 'double-round-robin' || n.system === 'olympiad',
  )
  const first = norms[0]?.startDate ?? applicationDate
  const last = norms[norms.length - 1]?.startDate ?? applicationDate
  const windowEnd = addYears(first, 7)
  const rating = seedApplicationRating(ratings, first, applicationDate)
  const tooLong = norms.filter(
    (n) => !n.league && n.endDate && (daysBetween(n.startDate, n.endDate) ?? 0) + 1 > 90,
  )
  const conditions = [
    check('results', article, 'title results', norms.length, 2, 'min'),
    check('games', roundRobin ? article : '10.5', 'games', games, roundRobin ? 24 : 30, 'min'),
    check('rating', '1.7', `rating now or by ${windowEnd}`, rating, TITLE_RATING[title], 'min'),
    flag(
      'six-years',
      '10.7',
      addYears(first, 6) >= last,
      `start dates ${first} to ${last} within six years`,
    ),
    flag(
      'one-round-a-day',
      '10.6',
      norms.some((n) => n.maxRoundsPerDay <= 1),
      'a result with one round a day',
    ),
    check(
      'slow-forty',
      '5.5',
      'results at 40/2h + 1h',
      norms.filter((n) => n.slowFortyInTwo).length,
      1,
      'max',
    ),
    check('ninety-days', '5.6', 'events longer than 90 days', tooLong.length, 0, 'max'),
    flag(
      'not-only-national',
      '8.9',
      norms.length === 0 || norms.some((n) => !n.national),
      'not only national championships or leagues',
    ),
  ]
  return {
    title,
    rules: 'seed',
    ok: conditions.every((c) => c.ok),
    games,
    norms: norms.map((n) => n.id),
    conditions,
  }
}

/** Start of the B.01 1.5.6 requirement: norms after 30 June 2022. */
const B01_156_FROM = '2022-07-01'

/**
 * B.01 application: 27 games, the title rating, one norm under the normal foreigner rule, at most
 * one 8-game norm, and since July 2022 one norm from a 1.5.6 event.
 * @see B.01 1.4.1, 1.4.3e, 1.5.1, 1.5.3, 1.5.6
 */
export function checkB01Application(
  title: NormTitle,
  records: readonly NormRecord[],
  ratings: readonly RatingRecord[],
  applicationDate: string,
): TitleApplication {
  const norms = sorted(records.filter((r) => r.title === title))
  const games = norms.reduce((s, n) => s + n.games, 0)
  const peak = ratings
    .filter((r) => r.date <= applicationDate)
    .reduce((m, r) => Math.max(m, r.rating), 0)
  const recent = norms.some((n) => n.startDate >= B01_156_FROM)
  const conditions = [
    check('games', '1.5.1', 'games', games, 27, 'min'),
    check('rating', '1.5.3', 'rating', peak, TITLE_RATING[title], 'min'),
    flag(
      'foreign-rule',
      '1.4.3e',
      norms.some((n) => n.foreignRuleMet !== false),
      'a norm under the normal foreigner rule',
    ),
    check(
      'eight-game-norms',
      '1.4.1',
      '8-game norms',
      norms.filter((n) => n.eightGameException).length,
      1,
      'max',
    ),
    flag(
      'qualifying-event',
      '1.5.6',
      !recent || norms.some((n) => n.qualifyingEvent),
      'a norm from a 1.5.6 event',
    ),
  ]
  return {
    title,
    rules: 'b01-2024',
    ok: conditions.every((c) => c.ok),
    games,
    norms: norms.map((n) => n.id),
    conditions,
  }
}

/** Checks an application under the rule set given. @see seed 1.11-1.51, B.01 1.5 */
export function checkTitleApplication(
  rules: RuleSet,
  title: NormTitle,
  records: readonly NormRecord[],
  ratings: readonly RatingRecord[],
  applicationDate: string,
): TitleApplication {
  return rules === 'seed'
    ? checkSeedApplication(title, records, ratings, applicationDate)
    : checkB01Application(title, records, ratings, applicationDate)
}

/** Titles earned by rating alone. @see seed 1.31, 1.61; B.01 1.3 (table 5.1) */
export const RATING_TITLES: Readonly<
  Record<
    RuleSet,
    readonly { title: string; rating: number; games: number; article: string; women: boolean }[]
  >
> = {
  seed: [
    { title: 'FM', rating: 2300, games: 24, article: '1.31', women: false },
    { title: 'WFM', rating: 2100, games: 24, article: '1.61', women: true },
  ],
  'b01-2024': [
    { title: 'FM', rating: 2300, games: 30, article: '1.3', women: false },
    { title: 'CM', rating: 2200, games: 30, article: '1.3', women: false },
    { title: 'WFM', rating: 2100, games: 30, article: '1.3', women: true },
    { title: 'WCM', rating: 2000, games: 30, article: '1.3', women: true },
  ],
}

/** Titles a rating and a count of rated games earn (women's titles only for women). */
export function titlesByRating(
  rules: RuleSet,
  rating: number,
  ratedGames: number,
  sex: 'm' | 'w' | undefined,
): { title: string; article: string }[] {
  return RATING_TITLES[rules]
    .filter((t) => rating >= t.rating && ratedGames >= t.games && (!t.women || sex === 'w'))
    .map(({ title, article }) => ({ title, article }))
}
