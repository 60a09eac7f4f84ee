/**
 * The stored form of a team competition: its creation event, then small typed events (a team
 * registered, a board order changed, a round paired, one board's result ...). Folding them in
 * order gives the competition the screens, exports and match sheets read. Each event is judged
 * against the state before it: one that does not apply is a coded error, never an exception.
 * The rules that depend on the day or the registry (art. 70.4-70.5, 74.6.b) are judged by the
 * command before it appends; the fold keeps the competition whole (known teams, the round a
 * result belongs to, boards in range).
 */
import { err, ok, type Result } from '../core/index.ts'
import {
  foldLog,
  type CodedError,
  type LocatedError,
  type LogEntry,
  type LogModel,
  type Snapshot,
} from '../log/index.ts'
import type { TieDecision } from '../tiebreaks/index.ts'
import { checkCommitteeSanction, type CommitteeSanction } from './committeeSanctions.ts'
import { markCommunicated, type Communication } from './communicated.ts'
import { applyLineupFindings, type LineupFinding } from './findings.ts'
import type { BoardResult } from './match.ts'
import type { OrderOverride } from './orderVerdict.ts'
import { recordTeamTieDecision, removeTeamTieDecision } from './tieDecisions.ts'
import type {
  BoardOrderLine,
  CompetitionTeam,
  FixtureRow,
  RoundRow,
  TeamCompetitionRow,
} from './competitionState.ts'

type Withdrawal = NonNullable<TeamCompetitionRow['withdrawals']>[number]

/** Everything that can happen to a team competition, as small serialisable records. */
export type TeamCompetitionEvent =
  | {
      readonly type: 'competition-created'
      /** The competition as created (no teams, no rounds). */
      readonly payload: { readonly competition: TeamCompetitionRow }
    }
  | {
      readonly type: 'competition-carried'
      /** A competition stored whole before the log existed, as it stood (migration 010). */
      readonly payload: { readonly competition: TeamCompetitionRow }
    }
  | { readonly type: 'team-added'; readonly payload: { readonly team: CompetitionTeam } }
  | {
      readonly type: 'notification-end-set'
      readonly payload: { readonly ends: string | null }
    }
  | {
      readonly type: 'team-moved'
      /** A team put at another place of the strength order before a draw or split (art. 72). */
      readonly payload: { readonly teamId: string; readonly to: number }
    }
  | {
      readonly type: 'season-set'
      /** The registry season chosen for the competition, or null to go by its dates. */
      readonly payload: { readonly seasonId: string | null }
    }
  | {
      readonly type: 'board-order-set'
      /** The team's whole board order after an edit or additions (art. 70.4, 70.5). */
      readonly payload: { readonly teamId: string; readonly players: readonly BoardOrderLine[] }
    }
  | {
      readonly type: 'order-overridden'
      readonly payload: { readonly teamId: string; readonly override: OrderOverride }
    }
  | { readonly type: 'league-drawn'; readonly payload: { readonly order: readonly string[] } }
  | {
      readonly type: 'schedule-set'
      readonly payload: { readonly dates: readonly string[]; readonly time: string }
    }
  | {
      readonly type: 'round-paired'
      /** The round made, with what making it fixes (system, rounds, order, groups). */
      readonly payload: {
        readonly round: RoundRow
        readonly system: TeamCompetitionRow['system']
        readonly totalRounds: number
        readonly order: readonly string[] | null
        readonly groups?: { readonly A: readonly string[]; readonly B: readonly string[] }
      }
    }
  | {
      readonly type: 'board-recorded'
      readonly payload: {
        readonly round: number
        readonly fixture: number
        readonly board: number
        readonly result: BoardResult | null
      }
    }
  | {
      readonly type: 'improper-lineup-set'
      readonly payload: {
        readonly round: number
        readonly fixture: number
        readonly side: 'home' | 'away'
        readonly fromBoard: number | null
      }
    }
  | {
      readonly type: 'tie-decided'
      readonly payload: {
        readonly round: number
        readonly fixture: number
        readonly winner: 'home' | 'away' | null
      }
    }
  | { readonly type: 'withdrawal-recorded'; readonly payload: { readonly withdrawal: Withdrawal } }
  | {
      readonly type: 'sanction-recorded'
      /** A committee sanction on one team: its article, the points taken and the reason. */
      readonly payload: { readonly sanction: CommitteeSanction }
    }
  | {
      readonly type: 'acta-applied'
      /** An accepted match sheet's results and the improper lineups found (art. 74.5, 82). */
      readonly payload: {
        readonly round: number
        readonly homeId: string
        readonly awayId: string
        readonly boards: readonly (BoardResult | null)[]
        readonly homeImproperFrom: number | null
        readonly awayImproperFrom: number | null
      }
    }
  | {
      readonly type: 'findings-applied'
      /** Season-wide findings, each an improper lineup from its board (art. 74.2, 74.4, 74.5, 75.3). */
      readonly payload: { readonly findings: readonly LineupFinding[] }
    }
  | {
      readonly type: 'communication-set'
      /** A match's result communicated by e-mail or telephone, or that note removed (art. 82.4). */
      readonly payload: {
        readonly round: number
        readonly fixture: number
        readonly when: Communication | null
      }
    }
  | {
      readonly type: 'team-tie-recorded'
      /** How teams the chain left level were separated (art. 29.3.f, 29.4). */
      readonly payload: { readonly decision: TieDecision }
    }
  | {
      readonly type: 'team-tie-removed'
      readonly payload: { readonly teams: readonly number[] }
    }
  | {
      readonly type: 'groups-split'
      /** The 3rd division's list split into its two group competitions (art. 71-72). */
      readonly payload: { readonly into: readonly string[] }
    }

export type TeamCompetitionEntry = LogEntry<TeamCompetitionEvent>
type Entry = TeamCompetitionEntry & TeamCompetitionEvent

export const TEAM_EVENT_TYPES = [
  'competition-created',
  'competition-carried',
  'team-added',
  'notification-end-set',
  'season-set',
  'team-moved',
  'board-order-set',
  'order-overridden',
  'league-drawn',
  'schedule-set',
  'round-paired',
  'board-recorded',
  'improper-lineup-set',
  'tie-decided',
  'withdrawal-recorded',
  'sanction-recorded',
  'acta-applied',
  'findings-applied',
  'communication-set',
  'team-tie-recorded',
  'team-tie-removed',
  'groups-split',
] as const satisfies readonly TeamCompetitionEvent['type'][]

const CREATION: readonly string[] = ['competition-created', 'competition-carried']

type Step = Result<TeamCompetitionRow, CodedError[]>
const refuse = (code: string, params?: Record<string, string | number>): Step =>
  err([params ? { code, params } : { code }])

/** Team ids a state names that are not its own teams (order, groups, rounds), as errors. */
export function foreignTeams(c: TeamCompetitionRow): CodedError[] {
  const ids = new Set(c.teams.map((t) => t.id))
  const named = [
    ...(c.order ?? []),
    ...(c.groups ? [...c.groups.A, ...c.groups.B] : []),
    ...c.rounds.flatMap((r) => [
      ...r.fixtures.flatMap((f) => [f.homeId, f.awayId]),
      ...(r.bye !== null ? [r.bye] : []),
      ...(r.exempt ?? []),
    ]),
  ]
  if (ids.size !== c.teams.length) return [{ code: 'teams/duplicate-team-id' }]
  const stray = named.find((id) => !ids.has(id))
  return stray === undefined ? [] : [{ code: 'teams/unknown-team', params: { id: stray } }]
}

function withFixture(
  c: TeamCompetitionRow,
  at: { round: number; fixture: number },
  change: (f: FixtureRow) => FixtureRow | null,
  lastOnly: boolean,
): Step {
  const round = c.rounds.find((r) => r.round === at.round)
  const fixture = round?.fixtures[at.fixture]
  if (!round || !fixture) return refuse('db/not-found')
  const next = change(fixture)
  if (!next) return refuse('db/not-found')
  // Earlier rounds are locked once the next one is made.
  if (lastOnly && at.round < c.rounds.length) return refuse('teams/round-locked')
  const fixtures = round.fixtures.map((f, i) => (i === at.fixture ? next : f))
  return ok({ ...c, rounds: c.rounds.map((r) => (r === round ? { ...r, fixtures } : r)) })
}

function team(c: TeamCompetitionRow, id: string, change: (t: CompetitionTeam) => CompetitionTeam) {
  if (!c.teams.some((t) => t.id === id)) return refuse('db/not-found')
  return ok({ ...c, teams: c.teams.map((t) => (t.id === id ? change(t) : t)) })
}

function step(c: TeamCompetitionRow, e: Entry): Step {
  switch (e.type) {
    case 'competition-created':
    case 'competition-carried':
      return refuse('log/already-created')
    case 'team-added': {
      const t = e.payload.team
      if (c.rounds.length > 0) return refuse('teams/already-started')
      if (c.order !== null) return refuse('teams/draw-made')
      if (c.splitInto) return refuse('teams/already-split')
      if (c.teams.some((x) => x.name.toLowerCase() === t.name.toLowerCase() || x.id === t.id))
        return refuse('teams/duplicate-team')
      return ok({ ...c, teams: [...c.teams, t] })
    }
    case 'notification-end-set': {
      const { notificationEnds: _old, ...rest } = c
      const ends = e.payload.ends
      return ok({ ...rest, ...(ends !== null ? { notificationEnds: ends } : {}) })
    }
    case 'team-moved': {
      const { teamId, to } = e.payload
      if (c.rounds.length > 0) return refuse('teams/already-started')
      if (c.order !== null) return refuse('teams/draw-made')
      if (c.splitInto) return refuse('teams/already-split')
      const from = c.teams.findIndex((t) => t.id === teamId)
      if (from < 0) return refuse('db/not-found')
      if (!Number.isInteger(to) || to < 0 || to >= c.teams.length)
        return refuse('teams/bad-position')
      const teams = c.teams.filter((t) => t.id !== teamId)
      teams.splice(to, 0, c.teams[from] as CompetitionTeam)
      return ok({ ...c, teams })
    }
    case 'season-set': {
      const { seasonId: _old, ...rest } = c
      const id = e.payload.seasonId
      return ok({ ...rest, ...(id !== null ? { seasonId: id } : {}) })
    }
    case 'board-order-set': {
      const keys = e.payload.players.map((l) => l.playerId ?? `typed:${l.name}`)
      if (new Set(keys).size !== keys.length) return refuse('list/player-twice', { article: '69' })
      return team(c, e.payload.teamId, (t) => ({ ...t, players: [...e.payload.players] }))
    }
    case 'order-overridden':
      return team(c, e.payload.teamId, (t) => ({ ...t, override: e.payload.override }))
    case 'league-drawn': {
      if (c.order !== null) return refuse('teams/draw-made')
      if (c.splitInto) return refuse('teams/already-split')
      const next = { ...c, order: [...e.payload.order] }
      const stray = foreignTeams(next)
      return stray.length > 0 ? err(stray) : ok(next)
    }
    case 'schedule-set':
      return ok({ ...c, schedule: { dates: [...e.payload.dates], time: e.payload.time } })
    case 'round-paired': {
      const p = e.payload
      if (c.splitInto) return refuse('teams/already-split')
      if (p.round.round !== c.rounds.length + 1)
        return refuse('teams/round-out-of-order', { expected: c.rounds.length + 1 })
      const next: TeamCompetitionRow = {
        ...c,
        system: p.system,
        totalRounds: p.totalRounds,
        order: p.order ? [...p.order] : null,
        ...(p.groups ? { groups: { A: [...p.groups.A], B: [...p.groups.B] } } : {}),
        rounds: [...c.rounds, p.round],
      }
      const stray = foreignTeams(next)
      return stray.length > 0 ? err(stray) : ok(next)
    }
    case 'board-recorded': {
      const { board, result } = e.payload
      return withFixture(
        c,
        e.payload,
        (f) =>
          board < 1 || board > f.boards.length
            ? null
            : { ...f, boards: f.boards.map((b, i) => (i === board - 1 ? result : b)) },
        true,
      )
    }
    case 'improper-lineup-set': {
      const key = e.payload.side === 'home' ? 'homeImproperFrom' : 'awayImproperFrom'
      return withFixture(c, e.payload, (f) => ({ ...f, [key]: e.payload.fromBoard }), true)
    }
    case 'tie-decided':
      return withFixture(c, e.payload, (f) => ({ ...f, decided: e.payload.winner }), true)
    case 'withdrawal-recorded': {
      const w = e.payload.withdrawal
      if (!c.teams.some((t) => t.id === w.teamId)) return refuse('db/not-found')
      if ((c.withdrawals ?? []).some((x) => x.teamId === w.teamId))
        return refuse('teams/already-departed')
      return ok({ ...c, withdrawals: [...(c.withdrawals ?? []), w] })
    }
    case 'sanction-recorded': {
      const s = e.payload.sanction
      const checked = checkCommitteeSanction(
        c.teams.map((t) => t.id),
        c.sanctions ?? [],
        s,
      )
      if (!checked.ok) return err(checked.error.map(({ field: _f, ...coded }) => coded))
      return ok({ ...c, sanctions: [...(c.sanctions ?? []), checked.value] })
    }
    case 'acta-applied': {
      const p = e.payload
      const round = c.rounds.find((r) => r.round === p.round)
      const index =
        round?.fixtures.findIndex((f) => f.homeId === p.homeId && f.awayId === p.awayId) ?? -1
      return withFixture(
        c,
        { round: p.round, fixture: index },
        (f) => ({
          ...f,
          boards: [...p.boards],
          homeImproperFrom: p.homeImproperFrom,
          awayImproperFrom: p.awayImproperFrom,
        }),
        false,
      )
    }
    case 'findings-applied': {
      const r = applyLineupFindings(c.rounds, e.payload.findings)
      return r.ok ? ok({ ...c, rounds: r.value.rounds }) : err(r.error)
    }
    case 'communication-set': {
      const r = markCommunicated(c.rounds, e.payload, e.payload.when)
      return r.ok ? ok({ ...c, rounds: r.value }) : err(r.error)
    }
    case 'team-tie-recorded':
      return ties(recordTeamTieDecision(c, e.payload.decision))
    case 'team-tie-removed':
      return ties(removeTeamTieDecision(c, e.payload.teams))
    case 'groups-split': {
      if (c.division !== 3 || c.kind) return refuse('teams/not-third-division')
      if (c.rounds.length > 0 || c.order !== null) return refuse('teams/already-started')
      if (c.splitInto) return refuse('teams/already-split')
      if (e.payload.into.length !== 2) return refuse('teams/not-third-division')
      return ok({ ...c, splitInto: [...e.payload.into] })
    }
  }
}

/** A tie decision's result as a step (the decisions are stored as a fresh list). */
function ties(r: Result<TeamCompetitionRow, readonly CodedError[]>): Step {
  return r.ok
    ? ok({ ...r.value, tieDecisions: [...(r.value.tieDecisions ?? [])] })
    : err([...r.error])
}

/** The competition after one event (`state` null: only a creation event applies). */
export function applyTeamEvent(state: TeamCompetitionRow | null, e: Entry): Step {
  if (state === null) {
    if (!CREATION.includes(e.type)) return refuse('log/not-created')
    const c = (e.payload as { competition: TeamCompetitionRow }).competition
    const stray = foreignTeams(c)
    return stray.length > 0 ? err(stray) : ok(c)
  }
  const next = step(state, e)
  return next.ok ? ok({ ...next.value, updatedAt: e.at }) : next
}

/** How the log store folds team competitions; no event is taken back by undo. */
export const TEAM_COMPETITION_LOG: LogModel<TeamCompetitionRow, TeamCompetitionEvent> = {
  apply: applyTeamEvent,
  undoable: () => false,
  canUndo: () => err([{ code: 'log/nothing-to-undo' }]),
}

/** The competition after its log, from the creation event or from a snapshot. */
export function foldTeamCompetition(
  snapshot: Snapshot<TeamCompetitionRow> | null,
  entries: readonly TeamCompetitionEntry[],
): Result<Snapshot<TeamCompetitionRow>, LocatedError[]> {
  return foldLog(TEAM_COMPETITION_LOG, snapshot, entries)
}
