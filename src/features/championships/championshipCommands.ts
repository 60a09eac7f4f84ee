import { err, ok, type Result } from '../../domain/core/index.ts'
import {
  registerForChampionship,
  type ChampionshipRegistration,
} from '../../domain/federation/championships/index.ts'
import {
  runCommand,
  type CommandContext,
  type CommandError,
  type CommandResult,
} from '../../db/commands/command.ts'
import {
  emptySeasonRow,
  seasonKey,
  type ChampionshipSeasonRow,
  type DivisionResultRecord,
  type StandingsSource,
  type ZonalRecord,
} from './structureModel.ts'

const TABLES = ['ratingSettings', 'seasons', 'auditLog'] as const

/** A change to a season's structure and what the audit log says of it. */
export interface StructureChange {
  readonly action: string
  readonly detail: string
  readonly apply: (row: ChampionshipSeasonRow) => Result<ChampionshipSeasonRow, CommandError[]>
}

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= 100_000
const isDay = (s: string): boolean => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s)

function checkSource(s: StandingsSource | null): CommandError[] {
  if (s?.kind === 'typed' && !isCount(s.paired))
    return [{ code: 'structure/bad-count', field: 'paired' }]
  return []
}

/** The shape checks of a stored structure; rule outcomes (venues, promotions) are shown, not refused. */
export function checkStructure(row: ChampionshipSeasonRow): CommandError[] {
  const errors: CommandError[] = []
  if (!isDay(row.thirdDivisionStart))
    errors.push({ code: 'structure/bad-date', field: 'thirdDivisionStart' })
  for (const z of row.zonals) {
    if (z.place.trim() === '') errors.push({ code: 'structure/place-required', field: 'place' })
    if (!isCount(z.players)) errors.push({ code: 'structure/bad-count', field: 'players' })
    if (!isDay(z.endDate)) errors.push({ code: 'structure/bad-date', field: 'endDate' })
    errors.push(...checkSource(z.source))
  }
  if (row.registration && (!isDay(row.registration.closes) || row.registration.closes === ''))
    errors.push({ code: 'structure/bad-date', field: 'closes' })
  for (const d of row.divisionResults) {
    if (!isCount(d.places)) errors.push({ code: 'structure/bad-count', field: 'places' })
    errors.push(...checkSource(d.source))
  }
  return errors
}

/**
 * Applies a change to the season's structure in one transaction: reads the stored row (or an
 * empty one), applies and checks the change, writes it and audits. A refusal changes nothing.
 */
export async function changeSeasonStructure(
  ctx: CommandContext,
  seasonId: string,
  change: StructureChange,
): Promise<CommandResult<ChampionshipSeasonRow>> {
  const table = ctx.db.table<ChampionshipSeasonRow, string>('ratingSettings')
  const result = await runCommand(ctx, TABLES, async (w) => {
    if (!(await ctx.db.seasons.get(seasonId as never))) return err([{ code: 'db/not-found' }])
    const before = (await table.get(seasonKey(seasonId))) ?? emptySeasonRow(seasonId)
    const next = change.apply(before)
    if (!next.ok) return next
    const problems = checkStructure(next.value)
    if (problems.length > 0) return err(problems)
    await table.put(next.value)
    await w.audit({
      action: change.action,
      entity: 'championshipSeason',
      entityId: seasonId,
      detail: change.detail,
    })
    return ok(next.value)
  })
  return result.ok ? result.value : result
}

/**
 * Adds a zonal (or replaces the one with the same id). Until its standings are linked, the
 * registered players are what the venue check counts, so a zonal without them is refused.
 * @see FAPA art. 55.1.1-55.1.2
 */
export const saveZonal = (z: ZonalRecord): StructureChange => ({
  action: 'championship/zonal-save',
  detail: z.place,
  apply: (row) =>
    z.source === null && z.players === 0
      ? err([{ code: 'structure/players-required', field: 'players' }])
      : ok({ ...row, zonals: [...row.zonals.filter((x) => x.id !== z.id), z] }),
})

export const removeZonal = (id: string, place: string): StructureChange => ({
  action: 'championship/zonal-remove',
  detail: place,
  apply: (row) => ok({ ...row, zonals: row.zonals.filter((x) => x.id !== id) }),
})

/** Sets the final standings of a 2nd or 3rd division with the circular's promotion places. @see FAPA art. 55.2 */
export const saveDivisionResult = (d: DivisionResultRecord): StructureChange => ({
  action: 'championship/division-result',
  detail: `${d.division}: ${d.places}`,
  apply: (row) =>
    ok({
      ...row,
      divisionResults: [...row.divisionResults.filter((x) => x.division !== d.division), d].sort(
        (a, b) => a.division - b.division,
      ),
    }),
})

/** Sets the first day of 3rd division. @see FAPA art. 55.1.7 */
export const setThirdDivisionStart = (day: string): StructureChange => ({
  action: 'championship/third-division-start',
  detail: day,
  apply: (row) => ok({ ...row, thirdDivisionStart: day }),
})

const noRegistration: ChampionshipRegistration = { closes: '', round2Paired: false, entries: [] }

/** Sets the registration period's last day and whether round 2 is paired. @see FAPA art. 47 */
export const setRegistrationPeriod = (closes: string, round2Paired: boolean): StructureChange => ({
  action: 'championship/registration-period',
  detail: `${closes}${round2Paired ? ' · round 2 paired' : ''}`,
  apply: (row) =>
    ok({
      ...row,
      registration: { ...(row.registration ?? noRegistration), closes, round2Paired },
    }),
})

/**
 * Registers a player on `day`: from round 1 in time, from round 2 after the period, refused once
 * round 2 is paired. @see FAPA art. 47.1, 47.2
 */
export const registerPlayer = (playerId: string, name: string, day: string): StructureChange => ({
  action: 'championship/register',
  detail: `${name} · ${day}`,
  apply: (row) => {
    if (!row.registration) return err([{ code: 'registration/no-period', field: 'closes' }])
    const r = registerForChampionship(row.registration, playerId, day)
    return r.ok ? ok({ ...row, registration: r.value }) : err([{ code: r.code }])
  },
})

/** Withdraws a registration made by mistake. */
export const unregisterPlayer = (playerId: string, name: string): StructureChange => ({
  action: 'championship/unregister',
  detail: name,
  apply: (row) =>
    row.registration
      ? ok({
          ...row,
          registration: {
            ...row.registration,
            entries: row.registration.entries.filter((e) => e.playerId !== playerId),
          },
        })
      : ok(row),
})
