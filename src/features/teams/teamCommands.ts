import {
  asPlayerId,
  asTeamId,
  cleanNameCut,
  ENTITY_NAME_MAX,
  err,
} from '../../domain/core/index.ts'
import {
  additionCountsAfter,
  blockedTeams,
  type BoardOrder,
  type BoardResult,
  checkOrder,
  checkOrderEdit,
  type Division,
  findingKey,
  fourthDivisionSystem,
  nextBlitzRound,
  nextCupRound,
  notificationOpen,
  roundsFor,
  roundsPlayed,
  type TeamCompetitionEvent,
  verdictOf,
  type Violation,
} from '../../domain/teams/index.ts'
import {
  runCommand,
  newId,
  Refusal,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { todayOf } from '../../db/commands/today.ts'
import { nextRound } from './competition.ts'
import { registryForLines, VERDICT_TABLES } from './orderVerdict.ts'
import { appendEvent, competitionCommand, type CompetitionWrite } from './competitionWrites.ts'
import { competitionBaseRating } from './competitionSeason.ts'
import {
  COMPETITION_TABLES,
  type BoardOrderLine,
  type CompetitionTeam,
  type EventKind,
  type TeamCompetitionRow,
} from './teamsDb.ts'
import type { Snapshot } from '../../domain/log/index.ts'

const TABLES = [...COMPETITION_TABLES, 'auditLog'] as const

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1
}

/**
 * Creates a competition of a division, or a team blitz, team rapid or cup event (`kind`); system
 * and rounds are fixed when round 1 is made (art. 71, 87, 106).
 */
export async function createCompetition(
  ctx: CommandContext,
  input: { name: string; division: Division; kind?: EventKind },
): Promise<CommandResult<TeamCompetitionRow>> {
  const name = input.name.trim()
  if (!name) return err([{ code: 'teams/name-required', field: 'name' }])
  return runCommand(ctx, TABLES, async (w) => {
    const at = w.at
    const row: TeamCompetitionRow = {
      id: newId(),
      name,
      // Blitz and rapid are stored as 1st-division rows and the cup as 4th: the division whose
      // board count (8, 4) the event shares, so lineup checks and match sheets read it right.
      division: input.kind ? (input.kind === 'cup' ? 4 : 1) : input.division,
      system: !input.kind && input.division === 4 ? 'swiss' : 'league',
      totalRounds: 0,
      ...(input.kind ? { kind: input.kind, groups: null } : {}),
      seed: randomSeed(),
      teams: [],
      order: null,
      rounds: [],
      createdAt: at,
      updatedAt: at,
    }
    await appendEvent(w, row.id, null, {
      type: 'competition-created',
      payload: { competition: row },
    })
    await w.audit({
      action: 'teams/create',
      entity: 'teamCompetition',
      entityId: row.id,
      detail: input.kind ? `${name} (${input.kind})` : name,
    })
    return row
  })
}

/**
 * Adds a team before the first round. Its board order must be conforming with the registry (or
 * not checkable, typed by hand); a refused order is registered only with the director's
 * `override` reason, which is recorded with the findings it covers.
 * @see FAPA art. 69-70 (registration before the draw), 18, 74.6.b
 */
export async function addTeam(
  ctx: CommandContext,
  competitionId: string,
  input: Omit<CompetitionTeam, 'id' | 'override'>,
  options: { override?: string } = {},
): Promise<CommandResult<CompetitionTeam>> {
  // Names are data: the one input cleaning (no control or bidi characters), cut to the limits.
  const name = cleanNameCut(input.name, ENTITY_NAME_MAX)
  if (!name) return err([{ code: 'teams/team-name-required', field: 'teamName' }])
  return competitionCommand(ctx, competitionId, VERDICT_TABLES, async (w, folded) => {
    const c = folded.state
    if (c.rounds.length > 0) throw new Refusal([{ code: 'teams/already-started' }])
    if (c.splitInto) throw new Refusal([{ code: 'teams/already-split' }])
    // Once the league's starting numbers are drawn its calendar is fixed (art. 72).
    if (c.order !== null) throw new Refusal([{ code: 'teams/draw-made' }])
    if (c.teams.some((t) => t.name.toLowerCase() === name.toLowerCase()))
      throw new Refusal([{ code: 'teams/duplicate-team', field: 'teamName' }])
    const verdict = verdictOf(await registryForLines(ctx, input.players), c, input)
    const reason = options.override?.trim() ?? ''
    if (verdict.kind === 'refused' && reason === '')
      throw new Refusal([{ code: 'teams/order-refused', params: { n: verdict.violations.length } }])
    const team: CompetitionTeam = {
      ...input,
      name,
      club: cleanNameCut(input.club, ENTITY_NAME_MAX),
      players: input.players.map((p) => ({ ...p, name: cleanNameCut(p.name) })),
      id: newId(),
      ...(verdict.kind === 'refused'
        ? {
            override: {
              reason,
              at: w.at,
              findings: verdict.violations.map(findingKey),
            },
          }
        : {}),
    }
    await w.append({ type: 'team-added', payload: { team } })
    await w.audit({
      action: 'teams/add-team',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: team.override ? `${name} (excepción: ${team.override.reason})` : name,
    })
    return team
  })
}

/** Sets (or clears, with null) the last day of the board orders' notification period. @see FAPA art. 70.4 */
export async function setNotificationEnd(
  ctx: CommandContext,
  competitionId: string,
  ends: string | null,
): Promise<CommandResult<TeamCompetitionRow>> {
  if (ends !== null && !/^\d{4}-\d{2}-\d{2}$/.test(ends))
    return err([{ code: 'teams/bad-date', field: 'notificationEnds' }])
  return competitionCommand(ctx, competitionId, [], async (w, folded) => {
    const c = folded.state
    const { state: row } = await w.append({
      type: 'notification-end-set',
      payload: { ends },
    })
    await w.audit({
      action: 'teams/notification-end',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: ends ?? '',
    })
    return row
  })
}

/** A board order as the domain reads it: linked lines by registry id, typed lines by name. */
function domainOrder(teamId: string, lines: readonly BoardOrderLine[]): BoardOrder {
  return {
    teamId: asTeamId(teamId),
    entries: lines.map((l) => ({
      playerId: asPlayerId(l.playerId ?? `typed:${l.name}`),
      ...(l.addedAfterRound !== undefined ? { addedAfterRound: l.addedAfterRound } : {}),
    })),
  }
}

function refusalOf(v: readonly Violation[]): Refusal {
  return new Refusal(
    v.map((x) => ({
      code: x.code,
      params: { article: x.article, ...(x.detail ? { detail: x.detail } : {}) },
    })),
  )
}

/** The same player twice in an order (art. 69), as a refusal. */
function twice(lines: readonly BoardOrderLine[]): Refusal | null {
  const keys = lines.map((l) => l.playerId ?? `typed:${l.name}`)
  return new Set(keys).size === keys.length
    ? null
    : new Refusal([{ code: 'list/player-twice', params: { article: '69' } }])
}

async function writeOrder(
  w: CompetitionWrite,
  folded: Snapshot<TeamCompetitionRow>,
  teamId: string,
  lines: BoardOrderLine[],
  action: string,
  detail: string,
): Promise<CompetitionTeam> {
  const c = folded.state
  if (!c.teams.some((t) => t.id === teamId)) throw new Refusal([{ code: 'db/not-found' }])
  const { state } = await w.append({
    type: 'board-order-set',
    payload: { teamId, players: lines },
  })
  await w.audit({ action, entity: 'teamCompetition', entityId: c.id, detail })
  return state.teams.find((t) => t.id === teamId) as CompetitionTeam
}

/**
 * Replaces a registered team's board order: allowed only while the notification period is open
 * (after it the order is frozen, art. 70.4; players may then only be added, art. 70.5).
 * @see FAPA art. 70.4
 */
export async function editBoardOrder(
  ctx: CommandContext,
  competitionId: string,
  teamId: string,
  lines: readonly BoardOrderLine[],
): Promise<CommandResult<CompetitionTeam>> {
  return competitionCommand(ctx, competitionId, [], async (w, folded) => {
    const c = folded.state
    const day = todayOf(ctx)
    if (!notificationOpen(c.notificationEnds, day, c.rounds.length))
      throw new Refusal([{ code: 'list/order-frozen', params: { article: '70.4' } }])
    const dup = twice(lines)
    if (dup) throw dup
    const team = c.teams.find((t) => t.id === teamId)
    return writeOrder(
      w,
      folded,
      teamId,
      lines.map(({ addedAfterRound: _a, ...l }) => l),
      'teams/edit-board-order',
      `${team?.name ?? teamId}: ${lines.map((l) => l.name).join(', ')}`,
    )
  })
}

/**
 * Adds players at the end of a registered team's board order. While the notification period is
 * open this is an ordinary change; after it, each player is a late addition: at most two in the
 * season, while no more than half the rounds (rounded down) have been made.
 * @see FAPA art. 70.4, 70.5
 */
export async function addToBoardOrder(
  ctx: CommandContext,
  competitionId: string,
  teamId: string,
  added: readonly BoardOrderLine[],
  /** 'YYYY-MM-DD' of the first round not yet paired, for the five days' notice of art. 70.5. */
  nextRoundDate: string | null = null,
): Promise<CommandResult<CompetitionTeam>> {
  if (added.length === 0) return err([{ code: 'teams/nothing-added' }])
  const registry = ['players', 'clubs', 'seasons', 'licences'] as const
  return competitionCommand(ctx, competitionId, registry, async (w, folded) => {
    const c = folded.state
    const team = c.teams.find((t) => t.id === teamId)
    if (!team) throw new Refusal([{ code: 'db/not-found' }])
    const day = todayOf(ctx)
    const open = notificationOpen(c.notificationEnds, day, c.rounds.length)
    // A late player may line up from the first round not yet paired; the 50 % limit of art.
    // 70.5 counts the rounds already played ("hasta la disputa del 50 % de rondas").
    const after = additionCountsAfter(c.rounds.length, day, nextRoundDate)
    const lines = [
      ...team.players,
      ...added.map(({ addedAfterRound: _a, ...l }) =>
        open ? l : { ...l, addedAfterRound: after },
      ),
    ]
    const dup = twice(lines)
    if (dup) throw dup
    const v = checkOrderEdit(domainOrder(teamId, team.players), domainOrder(teamId, lines), {
      day,
      notificationEnds: c.notificationEnds ?? null,
      roundsPlayed: roundsPlayed(c),
      totalRounds: c.totalRounds > 0 ? c.totalRounds : roundsFor(c.division, c.teams.length),
    })
    if (v.length > 0) throw refusalOf(v)
    if (!open) {
      // A late addition needs his licence of the season for the club first (art. 70.5, 74.6.b).
      const data = {
        players: await ctx.db.players.toArray(),
        clubs: await ctx.db.clubs.toArray(),
        seasons: await ctx.db.seasons.toArray(),
        licences: await ctx.db.licences.toArray(),
      }
      const unlicensed = checkOrder(data, team.club, lines, day).violations.filter(
        (x) => x.article === '74.6.b' && (x.board ?? 0) > team.players.length,
      )
      if (unlicensed.length > 0) throw refusalOf(unlicensed)
    }
    return writeOrder(
      w,
      folded,
      teamId,
      lines,
      open ? 'teams/add-to-board-order' : 'teams/late-addition',
      `${team.name}: ${added.map((l) => l.name).join(', ')}${open ? '' : ` (${after})`}`,
    )
  })
}

/** Makes the next round (Berger or Swiss) once every board of the previous one has a result. */
export async function pairNextRound(
  ctx: CommandContext,
  competitionId: string,
): Promise<CommandResult<number>> {
  return competitionCommand(ctx, competitionId, VERDICT_TABLES, async (w, folded) => {
    const stored = folded.state
    // A refused board order is paired only once the director has overridden it (art. 69, 74.6.b).
    const lines = stored.teams.flatMap((t) => t.players)
    const blocked = blockedTeams(await registryForLines(ctx, lines), stored)
    if (blocked.length > 0)
      throw new Refusal([
        { code: 'teams/orders-refused', params: { teams: blocked.map((t) => t.name).join(', ') } },
      ])
    if (stored.kind) return pairEventRound(w, folded)
    const first = stored.rounds.length === 0
    const n = stored.teams.length
    const c: TeamCompetitionRow = first
      ? {
          ...stored,
          system:
            stored.division === 4 && fourthDivisionSystem(n).system === 'swiss'
              ? 'swiss'
              : 'league',
          totalRounds: roundsFor(stored.division, n),
        }
      : stored
    const next = nextRound(c, competitionBaseRating(c, await ctx.db.seasons.toArray()))
    if (!next.ok) throw new Refusal([{ code: next.error }])
    await w.append({
      type: 'round-paired',
      payload: {
        round: next.value.round,
        system: c.system,
        totalRounds: c.totalRounds,
        order: next.value.order,
      },
    })
    await w.audit({
      action: 'teams/pair-round',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: `${next.value.round.round}`,
    })
    return next.value.round.round
  })
}

/** Appends one change to a fixture of the last round (earlier rounds are locked) with its audit entry. */
async function editFixture(
  ctx: CommandContext,
  competitionId: string,
  event: TeamCompetitionEvent,
  entry: { action: string; detail: string },
): Promise<CommandResult<null>> {
  return competitionCommand(ctx, competitionId, [], async (w) => {
    await w.append(event)
    await w.audit({ ...entry, entity: 'teamCompetition', entityId: competitionId })
    return null
  })
}

/** Records one board's result (home player's side). @see FAPA art. 73, 77 */
export async function recordBoard(
  ctx: CommandContext,
  competitionId: string,
  at: { round: number; fixture: number; board: number },
  result: BoardResult | null,
): Promise<CommandResult<null>> {
  return editFixture(
    ctx,
    competitionId,
    { type: 'board-recorded', payload: { ...at, result } },
    {
      action: 'teams/record-board',
      detail: `${at.round}.${at.fixture + 1}.${at.board} ${result ?? '-'}`,
    },
  )
}

/** Records the arbiter's finding of an improper lineup from a board on (null clears it). @see FAPA art. 74.5, 74.6 */
export async function recordImproperLineup(
  ctx: CommandContext,
  competitionId: string,
  at: { round: number; fixture: number; side: 'home' | 'away' },
  fromBoard: number | null,
): Promise<CommandResult<null>> {
  const event = { type: 'improper-lineup-set', payload: { ...at, fromBoard } } as const
  return editFixture(ctx, competitionId, event, {
    action: 'teams/improper-lineup',
    detail: `${at.round}.${at.fixture + 1} ${at.side} ${fromBoard ?? '-'}`,
  })
}

/** The next round of a blitz, rapid or cup event, written with what it fixes (groups, rounds). */
async function pairEventRound(
  w: CompetitionWrite,
  folded: Snapshot<TeamCompetitionRow>,
): Promise<number> {
  const c = folded.state
  const next = c.kind === 'cup' ? nextCupRound(c) : nextBlitzRound(c)
  if (!next.ok) throw new Refusal([{ code: next.error }])
  const v = next.value
  await w.append({
    type: 'round-paired',
    payload: {
      round: v.round,
      system: c.system,
      totalRounds: v.totalRounds,
      order: v.order ?? c.order,
      ...(v.groups ? { groups: v.groups } : {}),
    },
  })
  const exempt = v.round.exempt?.length ? ` exempt ${v.round.exempt.join(' ')}` : ''
  await w.audit({
    action: 'teams/pair-round',
    entity: 'teamCompetition',
    entityId: c.id,
    detail: `${v.round.round} seed ${c.seed}${exempt}`,
  })
  return v.round.round
}

/**
 * Records which side goes through when a knockout or play-off match is level on board points
 * and on every board (null clears it); only the last round can change.
 * @see FAPA art. 88, 96, 109
 */
export async function decideTie(
  ctx: CommandContext,
  competitionId: string,
  at: { round: number; fixture: number },
  winner: 'home' | 'away' | null,
): Promise<CommandResult<null>> {
  const event = { type: 'tie-decided', payload: { ...at, winner } } as const
  return editFixture(ctx, competitionId, event, {
    action: 'teams/decide-tie',
    detail: `${at.round}.${at.fixture + 1} ${winner ?? '-'}`,
  })
}
