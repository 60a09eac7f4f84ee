import { err } from '../../domain/core/index.ts'
import { fourthDivisionSystem, type BoardResult, type Division } from '../../domain/teams/index.ts'
import {
  audit,
  inTransaction,
  newId,
  Refusal,
  type CommandContext,
  type CommandResult,
} from '../../db/commands/command.ts'
import { nextRound, roundsFor } from './competition.ts'
import { competitions, type CompetitionTeam, type TeamCompetitionRow } from './teamsDb.ts'

const TABLES = ['teamCompetitions', 'auditLog'] as const

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1
}

/** Creates a competition of a division; system and rounds are fixed when round 1 is made (art. 71). */
export async function createCompetition(
  ctx: CommandContext,
  input: { name: string; division: Division },
): Promise<CommandResult<TeamCompetitionRow>> {
  const name = input.name.trim()
  if (!name) return err([{ code: 'teams/name-required', field: 'name' }])
  return inTransaction(ctx, TABLES, async () => {
    const at = ctx.now().toISOString()
    const row: TeamCompetitionRow = {
      id: newId(),
      name,
      division: input.division,
      system: input.division === 4 ? 'swiss' : 'league',
      totalRounds: 0,
      seed: randomSeed(),
      teams: [],
      order: null,
      rounds: [],
      createdAt: at,
      updatedAt: at,
    }
    await competitions(ctx.db).add(row)
    await audit(ctx, {
      action: 'teams/create',
      entity: 'teamCompetition',
      entityId: row.id,
      detail: name,
    })
    return row
  })
}

/** Adds a team before the first round. @see FAPA art. 69-70 (registration before the draw) */
export async function addTeam(
  ctx: CommandContext,
  competitionId: string,
  input: Omit<CompetitionTeam, 'id'>,
): Promise<CommandResult<CompetitionTeam>> {
  const name = input.name.trim()
  if (!name) return err([{ code: 'teams/team-name-required', field: 'teamName' }])
  return inTransaction(ctx, TABLES, async () => {
    const c = await competitions(ctx.db).get(competitionId)
    if (!c) throw new Refusal([{ code: 'db/not-found' }])
    if (c.rounds.length > 0) throw new Refusal([{ code: 'teams/already-started' }])
    if (c.teams.some((t) => t.name.toLowerCase() === name.toLowerCase()))
      throw new Refusal([{ code: 'teams/duplicate-team', field: 'teamName' }])
    const team: CompetitionTeam = { ...input, name, id: newId() }
    await competitions(ctx.db).put({
      ...c,
      teams: [...c.teams, team],
      updatedAt: ctx.now().toISOString(),
    })
    await audit(ctx, {
      action: 'teams/add-team',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: name,
    })
    return team
  })
}

/** Makes the next round (Berger or Swiss) once every board of the previous one has a result. */
export async function pairNextRound(
  ctx: CommandContext,
  competitionId: string,
): Promise<CommandResult<number>> {
  return inTransaction(ctx, TABLES, async () => {
    const stored = await competitions(ctx.db).get(competitionId)
    if (!stored) throw new Refusal([{ code: 'db/not-found' }])
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
    const next = nextRound(c)
    if (!next.ok) throw new Refusal([{ code: next.error }])
    await competitions(ctx.db).put({
      ...c,
      order: next.value.order,
      rounds: [...c.rounds, next.value.round],
      updatedAt: ctx.now().toISOString(),
    })
    await audit(ctx, {
      action: 'teams/pair-round',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: `${next.value.round.round}`,
    })
    return next.value.round.round
  })
}

/** Records one board's result (home player's side). @see FAPA art. 73, 77 */
export async function recordBoard(
  ctx: CommandContext,
  competitionId: string,
  at: { round: number; fixture: number; board: number },
  result: BoardResult | null,
): Promise<CommandResult<null>> {
  return inTransaction(ctx, TABLES, async () => {
    const c = await competitions(ctx.db).get(competitionId)
    if (!c) throw new Refusal([{ code: 'db/not-found' }])
    const round = c.rounds.find((r) => r.round === at.round)
    const fixture = round?.fixtures[at.fixture]
    if (!round || !fixture || at.board < 1 || at.board > fixture.boards.length)
      throw new Refusal([{ code: 'db/not-found' }])
    if (at.round < c.rounds.length) throw new Refusal([{ code: 'teams/round-locked' }])
    const boards = fixture.boards.map((b, i) => (i === at.board - 1 ? result : b))
    const fixtures = round.fixtures.map((f, i) => (i === at.fixture ? { ...f, boards } : f))
    const rounds = c.rounds.map((r) => (r.round === at.round ? { ...r, fixtures } : r))
    await competitions(ctx.db).put({ ...c, rounds, updatedAt: ctx.now().toISOString() })
    await audit(ctx, {
      action: 'teams/record-board',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: `${at.round}.${at.fixture + 1}.${at.board} ${result ?? '-'}`,
    })
    return null
  })
}

/** Records the arbiter's finding of an improper lineup from a board on (null clears it). @see FAPA art. 74.5, 74.6 */
export async function recordImproperLineup(
  ctx: CommandContext,
  competitionId: string,
  at: { round: number; fixture: number; side: 'home' | 'away' },
  fromBoard: number | null,
): Promise<CommandResult<null>> {
  return inTransaction(ctx, TABLES, async () => {
    const c = await competitions(ctx.db).get(competitionId)
    if (!c) throw new Refusal([{ code: 'db/not-found' }])
    const round = c.rounds.find((r) => r.round === at.round)
    if (!round || !round.fixtures[at.fixture]) throw new Refusal([{ code: 'db/not-found' }])
    if (at.round < c.rounds.length) throw new Refusal([{ code: 'teams/round-locked' }])
    const key = at.side === 'home' ? 'homeImproperFrom' : 'awayImproperFrom'
    const fixtures = round.fixtures.map((f, i) =>
      i === at.fixture ? { ...f, [key]: fromBoard } : f,
    )
    const rounds = c.rounds.map((r) => (r.round === at.round ? { ...r, fixtures } : r))
    await competitions(ctx.db).put({ ...c, rounds, updatedAt: ctx.now().toISOString() })
    await audit(ctx, {
      action: 'teams/improper-lineup',
      entity: 'teamCompetition',
      entityId: c.id,
      detail: `${at.round}.${at.fixture + 1} ${at.side} ${fromBoard ?? '-'}`,
    })
    return null
  })
}
