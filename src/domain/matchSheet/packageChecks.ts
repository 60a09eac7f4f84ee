/**
 * What a well-formed season package or acta must also be to be believed: its parts agree with
 * each other. The shape of each field is checked elsewhere (the backup validators); here a
 * package whose fixtures repeat, name teams it does not carry, or whose board orders name
 * players it does not carry, or whose board count is not its division's, is refused with the
 * JSON path of the first place it goes wrong.
 * @see FAPA art. 73.2 (boards per division), 69-70 (board orders), 79.2 (the calendar)
 */
import { BOARDS_PER_DIVISION } from '../teams/index.ts'
import type { SeasonPackage } from './seasonPackage.ts'
import type { MatchSheet } from './types.ts'

/** A coded disagreement inside a file, at a JSON path ('fixtures[3].homeId'). */
export interface ConsistencyProblem {
  readonly code: string
  readonly path: string
  readonly params?: Readonly<Record<string, string | number>>
}

/** Paths of the repeated values of a list, from the second occurrence on. */
function repeats<T>(items: readonly T[], key: (t: T) => string): number[] {
  const seen = new Set<string>()
  const out: number[] = []
  items.forEach((t, i) => {
    const k = key(t)
    if (seen.has(k)) out.push(i)
    seen.add(k)
  })
  return out
}

/**
 * Every disagreement of a package (at `prefix`, e.g. 'competitions[1].'): board count against
 * the division (art. 73.2), repeated team or player ids, orders naming missing players, fixtures
 * repeated or naming unknown teams, a team twice in a round, attachments to unknown entries.
 */
export function packageProblems(pkg: SeasonPackage, prefix = ''): ConsistencyProblem[] {
  const out: ConsistencyProblem[] = []
  const at = (code: string, path: string, params?: ConsistencyProblem['params']) =>
    out.push({ code, path: `${prefix}${path}`, ...(params ? { params } : {}) })
  const expected = BOARDS_PER_DIVISION[pkg.division]
  if (pkg.boards !== expected)
    at('package/boards-mismatch', 'boards', { boards: pkg.boards, expected })
  for (const i of repeats(pkg.teams, (t) => t.id))
    at('package/duplicate-team', `teams[${i}].id`, { id: pkg.teams[i]!.id })
  for (const i of repeats(pkg.players, (p) => p.id))
    at('package/duplicate-player', `players[${i}].id`, { id: pkg.players[i]!.id })
  const players = new Set(pkg.players.map((p) => p.id))
  pkg.teams.forEach((t, i) =>
    t.order.forEach((id, k) => {
      if (!players.has(id)) at('package/unknown-player', `teams[${i}].order[${k}]`, { id })
    }),
  )
  const teams = new Set(pkg.teams.map((t) => t.id))
  const fixtures = pkg.fixtures
  fixtures.forEach((f, i) => {
    for (const side of ['homeId', 'awayId'] as const)
      if (!teams.has(f[side])) at('package/unknown-team', `fixtures[${i}].${side}`, { id: f[side] })
    if (f.homeId === f.awayId) at('package/same-team', `fixtures[${i}].awayId`, { id: f.awayId })
  })
  // The same match twice (by id or by round and teams), then a team in two matches of a round.
  const copies = new Set([
    ...repeats(fixtures, (f) => f.matchId),
    ...repeats(fixtures, (f) => `${f.round}|${f.homeId}|${f.awayId}`),
  ])
  const busy = new Set<string>()
  fixtures.forEach((f, i) => {
    if (copies.has(i)) return at('package/duplicate-fixture', `fixtures[${i}]`, { id: f.matchId })
    for (const side of ['homeId', 'awayId'] as const) {
      const k = `${f.round}|${f[side]}`
      if (busy.has(k))
        at('package/team-twice-in-round', `fixtures[${i}].${side}`, { round: f.round, id: f[side] })
      busy.add(k)
    }
  })
  ;(pkg.attachments ?? []).forEach((a, i) => {
    if (!players.has(a.playerId))
      at('package/unknown-player', `attachments[${i}].playerId`, { id: a.playerId })
    if (!teams.has(a.teamId))
      at('package/unknown-team', `attachments[${i}].teamId`, { id: a.teamId })
  })
  return out
}

/**
 * Disagreements of a club's season file: a competition twice, and every problem of each
 * competition at its path. @see FAPA art. 79.2
 */
export function clubFileProblems(
  competitions: readonly SeasonPackage[],
  clubId: string,
  keyClubId: string,
): ConsistencyProblem[] {
  const out: ConsistencyProblem[] = []
  if (keyClubId !== clubId)
    out.push({
      code: 'package/key-other-club',
      path: 'signingKey.clubId',
      params: { id: keyClubId },
    })
  for (const i of repeats(competitions, (p) => p.competitionId))
    out.push({
      code: 'package/duplicate-competition',
      path: `competitions[${i}].competitionId`,
      params: { id: competitions[i]!.competitionId },
    })
  competitions.forEach((p, i) => out.push(...packageProblems(p, `competitions[${i}].`)))
  return out
}

/**
 * Disagreements inside an acta's sheet: its board count is not its division's (art. 73.2), a team
 * plays itself, or a player is on two boards of the sheet (art. 74.1).
 */
export function sheetProblems(sheet: MatchSheet): ConsistencyProblem[] {
  const out: ConsistencyProblem[] = []
  const expected = BOARDS_PER_DIVISION[sheet.division]
  if (sheet.boards !== expected)
    out.push({
      code: 'package/boards-mismatch',
      path: 'sheet.boards',
      params: { boards: sheet.boards, expected },
    })
  if (sheet.homeId === sheet.awayId)
    out.push({ code: 'package/same-team', path: 'sheet.awayId', params: { id: sheet.awayId } })
  const boards = [
    ...sheet.homeLineup.map((id, k) => ({ id, path: `sheet.homeLineup[${k}]` })),
    ...sheet.awayLineup.map((id, k) => ({ id, path: `sheet.awayLineup[${k}]` })),
  ].filter((b): b is { id: string; path: string } => b.id !== null)
  for (const i of repeats(boards, (b) => b.id))
    out.push({ code: 'acta/player-twice', path: boards[i]!.path, params: { id: boards[i]!.id } })
  return out
}
