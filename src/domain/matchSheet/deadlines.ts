import { dayNumber, localMinutes, minutesOfDay, weekday } from './time.ts'

/** Minutes after the official start when an absent player loses by forfeit. @see FAPA art. 77.1.1 */
export const NO_SHOW_LIMIT_MINUTES = 60

/**
 * Minutes left before absent players lose by forfeit, from the official start 'HH:MM' and the
 * current local 'HH:MM' of the same day; 0 once the hour has passed, null on a bad time.
 * @see FAPA art. 77.1.1, 77.2
 */
export function noShowMinutesLeft(start: string, now: string): number | null {
  const s = minutesOfDay(start)
  const n = minutesOfDay(now)
  if (s === null || n === null) return null
  return Math.max(0, s + NO_SHOW_LIMIT_MINUTES - n)
}

/** The two deadlines of a match played on a date, in local minutes since 1970 (see `localMinutes`). */
export interface MatchDeadlines {
  /** Result communicated before 19:00 of the following Monday. @see FAPA art. 82.4 */
  readonly result: number
  /** Original sheet received before 21:00 of the first following Wednesday. @see FAPA art. 82.1 */
  readonly sheet: number
}

function next(day: number, wanted: number): number {
  const ahead = (wanted - weekday(day) + 7) % 7
  return day + (ahead === 0 ? 7 : ahead)
}

/**
 * Deadlines of a match played on 'YYYY-MM-DD': the result by Monday 19:00 and the sheet by
 * Wednesday 21:00, each the first such day after the match.
 * @see FAPA art. 82.1, 82.4
 */
export function matchDeadlines(playedOn: string): MatchDeadlines | null {
  const day = dayNumber(playedOn)
  if (day === null) return null
  return { result: next(day, 0) * 1440 + 19 * 60, sheet: next(day, 2) * 1440 + 21 * 60 }
}

/** True when a sheet received at local date and time came after its art. 82.1 deadline. @see FAPA art. 82.1 */
export function isSheetLate(playedOn: string, receivedDate: string, receivedTime: string): boolean {
  const d = matchDeadlines(playedOn)
  const at = localMinutes(receivedDate, receivedTime)
  return d !== null && at !== null && at >= d.sheet
}

export const INFRACTION_GRADES = ['minor', 'serious', 'very-serious'] as const
export type InfractionGrade = (typeof INFRACTION_GRADES)[number]

/** A late sheet and what it costs its club, the nth time in the season. */
export interface LateSheetInfraction {
  readonly clubId: string
  readonly matchId: string
  readonly occurrence: number
  readonly grade: InfractionGrade
  /** The third late sheet eliminates every team of the club (art. 82.2.c). */
  readonly clubEliminated: boolean
}

/** A sheet the federation received, for the late-sheet count. */
export interface ReceivedSheet {
  readonly matchId: string
  readonly homeClubId: string
  readonly playedOn: string
  readonly receivedDate: string
  readonly receivedTime: string
}

/**
 * Escalation of late sheets per home club in the order played: first minor, second serious,
 * third and later very serious with elimination of all the club's teams.
 * @see FAPA art. 82.2
 */
export function lateSheetInfractions(sheets: readonly ReceivedSheet[]): LateSheetInfraction[] {
  const count = new Map<string, number>()
  const out: LateSheetInfraction[] = []
  const ordered = [...sheets].sort(
    (a, b) => a.playedOn.localeCompare(b.playedOn) || a.matchId.localeCompare(b.matchId),
  )
  for (const s of ordered) {
    if (!isSheetLate(s.playedOn, s.receivedDate, s.receivedTime)) continue
    const n = (count.get(s.homeClubId) ?? 0) + 1
    count.set(s.homeClubId, n)
    const grade: InfractionGrade = n === 1 ? 'minor' : n === 2 ? 'serious' : 'very-serious'
    out.push({
      clubId: s.homeClubId,
      matchId: s.matchId,
      occurrence: n,
      grade,
      clubEliminated: n >= 3,
    })
  }
  return out
}

/** True when a result communicated at local date and time came after 19:00 of the following Monday. @see FAPA art. 82.4 */
export function isResultLate(playedOn: string, date: string, time: string): boolean {
  const d = matchDeadlines(playedOn)
  const at = localMinutes(date, time)
  return d !== null && at !== null && at >= d.result
}

/** A result the home club communicated, for art. 82.4. */
export interface CommunicatedResult {
  readonly matchId: string
  readonly homeClubId: string
  readonly playedOn: string
  readonly date: string
  readonly time: string
}

/**
 * Each result communicated after its Monday 19:00 deadline is a minor infraction of the home
 * club; unlike late sheets these do not escalate.
 * @see FAPA art. 82.4
 */
export function lateResultInfractions(
  results: readonly CommunicatedResult[],
): LateSheetInfraction[] {
  const count = new Map<string, number>()
  return [...results]
    .sort((a, b) => a.playedOn.localeCompare(b.playedOn) || a.matchId.localeCompare(b.matchId))
    .filter((r) => isResultLate(r.playedOn, r.date, r.time))
    .map((r) => {
      const n = (count.get(r.homeClubId) ?? 0) + 1
      count.set(r.homeClubId, n)
      return {
        clubId: r.homeClubId,
        matchId: r.matchId,
        occurrence: n,
        grade: 'minor' as const,
        clubEliminated: false,
      }
    })
}

/** Days after the end of the competition within which every sheet must have been sent. @see FAPA art. 82.3 */
export const SHEET_GRACE_DAYS_AFTER_END = 5

/** A match the federation expects a sheet for. */
export interface ExpectedSheet {
  readonly matchId: string
  readonly homeClubId: string
}

/**
 * Sheets never sent once five days have passed since the competition ended on 'YYYY-MM-DD':
 * each is a serious infraction of the home club. Before then nothing is reported.
 * @see FAPA art. 82.3
 */
export function unsentSheetInfractions(
  expected: readonly ExpectedSheet[],
  receivedMatchIds: ReadonlySet<string>,
  endedOn: string,
  today: string,
): { clubId: string; matchId: string; grade: InfractionGrade }[] {
  const end = dayNumber(endedOn)
  const now = dayNumber(today)
  if (end === null || now === null || now <= end + SHEET_GRACE_DAYS_AFTER_END) return []
  return expected
    .filter((e) => !receivedMatchIds.has(e.matchId))
    .map((e) => ({ clubId: e.homeClubId, matchId: e.matchId, grade: 'serious' as const }))
}

/** A match whose sheet has not been received, with its deadlines. */
export interface PendingSheet {
  readonly matchId: string
  readonly homeClubId: string
  readonly playedOn: string
  readonly deadlines: MatchDeadlines
  /** True once the sheet's Wednesday 21:00 deadline has passed at `now`. */
  readonly overdue: boolean
}

/**
 * Matches already played whose sheet has not arrived, in the order played, each with its
 * deadlines and whether the art. 82.1 deadline has passed at the local date and time given.
 * @see FAPA art. 82.1, 82.4
 */
export function pendingSheets(
  expected: readonly (ExpectedSheet & { readonly playedOn: string })[],
  receivedMatchIds: ReadonlySet<string>,
  nowDate: string,
  nowTime: string,
): PendingSheet[] {
  const now = localMinutes(nowDate, nowTime)
  const today = dayNumber(nowDate)
  if (now === null || today === null) return []
  return expected
    .filter((e) => !receivedMatchIds.has(e.matchId))
    .flatMap((e) => {
      const d = matchDeadlines(e.playedOn)
      const day = dayNumber(e.playedOn)
      if (d === null || day === null || day > today) return []
      return [{ ...e, deadlines: d, overdue: now >= d.sheet }]
    })
    .sort((a, b) => a.playedOn.localeCompare(b.playedOn) || a.matchId.localeCompare(b.matchId))
}
