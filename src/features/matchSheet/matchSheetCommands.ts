/**
 * Writes of the match-sheet screens: the tablet's package and drafts, and the federation's
 * import of acta files applied to the competition's results in one transaction.
 */
import { asTeamId } from '../../domain/core/index.ts'
import {
  classifySheets,
  crossMatchViolations,
  improperFrom,
  validateSheet,
  type ClassifiedSheet,
  type MatchSheet,
  type SeasonPackage,
} from '../../domain/matchSheet/index.ts'
import { runCommand, type CommandContext } from '../../db/commands/command.ts'
import { clockOf, todayOf } from '../../db/commands/today.ts'
import { appendEvent, loadForWrite } from '../teams/competitionWrites.ts'
import {
  allClubKeys,
  allCompetitions,
  COMPETITION_TABLES,
  type TeamCompetitionRow,
} from '../teams/teamsDb.ts'
import {
  applyTeamEvent,
  type TeamCompetitionEvent,
  type Violation,
} from '../../domain/teams/index.ts'
import { verifyActaFiles } from './actaVerification.ts'
import {
  matchSheets,
  receivedActas,
  seasonPackages,
  sheetRowId,
  type ReceivedActaRow,
} from '../teams/matchSheetDb.ts'
import { buildSeasonPackage } from './seasonPackageExport.ts'

/**
 * Stores the competitions of an imported package file in one transaction, each replacing an
 * older one of the same competition and club (a club's update replaces only those it carries).
 */
export async function importPackages(ctx: CommandContext, parts: readonly SeasonPackage[]) {
  return runCommand(ctx, ['seasonPackages', 'auditLog'], async (w) => {
    const ids: string[] = []
    for (const pkg of parts) {
      const id = `${pkg.competitionId}|${pkg.signingKey?.clubId ?? pkg.club}`
      await seasonPackages(ctx.db).put({ id, pkg, importedAt: w.at })
      await w.audit({
        action: 'import',
        entity: 'seasonPackage',
        entityId: id,
        detail: pkg.rules,
      })
      ids.push(id)
    }
    return ids
  })
}

/** Stores one competition's package. */
export async function importPackage(ctx: CommandContext, pkg: SeasonPackage) {
  const r = await importPackages(ctx, [pkg])
  return r.ok ? { ...r, value: r.value[0] ?? '' } : r
}

/** Saves a sheet as typed (every tap), so a sleeping tablet or closed browser loses nothing. */
export async function saveSheet(
  ctx: CommandContext,
  sheet: MatchSheet,
  sha256: string | null = null,
) {
  return runCommand(ctx, ['matchSheets'], async (w) => {
    await matchSheets(ctx.db).put({
      id: sheetRowId(sheet),
      matchId: sheet.matchId,
      sheet,
      sha256,
      updatedAt: w.at,
    })
  })
}

/** What happened to one file of an import. */
export interface ImportOutcome {
  readonly file: string
  readonly code: string | null
  /** Where in the file the refusal was found ('signature', 'sheet.results[3]'). */
  readonly path?: string
  /** The club the refused sheet claims, when known (for the message). */
  readonly club?: string
  /** Figures of the refusal's sentence. */
  readonly params?: Readonly<Record<string, string | number>>
  readonly decision: ClassifiedSheet['decision'] | null
  readonly matchId: string | null
  /** The competition and match the sheet went to, by name, for the line on screen. */
  readonly match?: {
    readonly competition: string
    readonly round: number
    readonly home: string
    readonly away: string
  }
  readonly violations: readonly Violation[]
}

/** The competition's package with the clubs' lower teams, whose players may move up (art. 75.2). */
function packageOf(c: TeamCompetitionRow, all: readonly TeamCompetitionRow[]): SeasonPackage {
  return buildSeasonPackage(
    c,
    { club: '', firstDate: '2000-01-01', time: '00:00' },
    () => undefined,
    { others: all },
  )
}

/**
 * The event that writes an accepted sheet's results into its fixture of the competition, or null
 * when the competition has no such fixture. @see FAPA art. 74.5
 */
function actaEvent(
  c: TeamCompetitionRow,
  sheet: MatchSheet,
  violations: readonly Violation[],
): TeamCompetitionEvent | null {
  const round = c.rounds.find((r) => r.round === sheet.round)
  const fixture = round?.fixtures.find(
    (f) => f.homeId === sheet.homeId && f.awayId === sheet.awayId,
  )
  if (!round || !fixture) return null
  return {
    type: 'acta-applied',
    payload: {
      round: sheet.round,
      homeId: sheet.homeId,
      awayId: sheet.awayId,
      boards: [...sheet.results],
      homeImproperFrom: improperFrom(violations, asTeamId(sheet.homeId)),
      awayImproperFrom: improperFrom(violations, asTeamId(sheet.awayId)),
    },
  }
}

const rejected = (file: string, code: string, matchId: string | null = null): ImportOutcome => ({
  file,
  code,
  decision: null,
  matchId,
  violations: [],
})

/** Reads every file and checks its hash, its club's signature and that it is final. */
async function readFiles(ctx: CommandContext, files: readonly { name: string; text: string }[]) {
  const { refused, verified } = await verifyActaFiles(ctx, files)
  const outcomes: ImportOutcome[] = refused.map((r) => ({
    ...rejected(r.name, r.code, r.matchId),
    path: r.path,
    ...(r.club !== undefined ? { club: r.club } : {}),
    ...(r.params ? { params: r.params } : {}),
  }))
  return { outcomes, valid: verified }
}

/**
 * Violations of one sheet against its competition: its own lineups, and the same player on
 * another accepted sheet of the round.
 * @see FAPA art. 74.4
 */
function judge(
  comp: TeamCompetitionRow,
  all: readonly TeamCompetitionRow[],
  accepted: readonly MatchSheet[],
  sheet: MatchSheet,
): Violation[] {
  const round = [...accepted.filter((s) => s.matchId !== sheet.matchId), sheet].filter(
    (s) => s.competitionId === comp.id && s.round === sheet.round,
  )
  const cross = crossMatchViolations(round, () => comp.division).filter(
    (v) => v.detail === sheet.matchId,
  )
  return [...validateSheet(packageOf(comp, all), sheet), ...cross]
}

/**
 * Imports acta files: checks each hash, sorts duplicates and conflicting versions, validates the
 * accepted sheets against the competition (with the 74.4 check across all sheets of the round),
 * then stores them and writes their results into the competition in one transaction. A newer
 * version marks the one it corrects as superseded.
 * @see FAPA art. 74.4, 79.7, 82
 */
export async function receiveActas(
  ctx: CommandContext,
  files: readonly { name: string; text: string }[],
) {
  const { outcomes, valid } = await readFiles(ctx, files)
  const date = todayOf(ctx)
  const time = clockOf(ctx)
  const tables = [...COMPETITION_TABLES, 'receivedActas', 'teamSeasonPlans', 'auditLog']
  return runCommand(ctx, tables, async (w) => {
    // A key re-issued since the files were verified is revoked from that moment.
    const revoked = new Set(
      (await allClubKeys(ctx.db)).filter((k) => k.revokedAt !== null).map((k) => k.keyId),
    )
    const known = await receivedActas(ctx.db).toArray()
    const all = await allCompetitions(ctx.db)
    const accepted = known.filter((k) => k.decision === 'accept')
    const comps = new Map<string, TeamCompetitionRow>()
    const events: { id: string; event: TeamCompetitionEvent }[] = []
    const rows: ReceivedActaRow[] = []
    for (const [i, cs] of classifySheets(accepted, valid).entries()) {
      const name = valid[i]?.name ?? ''
      const signature = valid[i]?.signature
      if (!signature || revoked.has(signature.keyId)) {
        outcomes.push(rejected(name, 'acta/key-revoked', cs.sheet.matchId))
        continue
      }
      const comp =
        comps.get(cs.sheet.competitionId) ?? all.find((c) => c.id === cs.sheet.competitionId)
      if (!comp) {
        outcomes.push(rejected(name, 'acta/unknown-competition', cs.sheet.matchId))
        continue
      }
      const sheetsSoFar = [...accepted, ...rows].filter((r) => r.decision === 'accept')
      const violations = judge(
        comp,
        all,
        sheetsSoFar.map((r) => r.sheet),
        cs.sheet,
      )
      if (cs.decision === 'accept') {
        const event = actaEvent(comp, cs.sheet, violations)
        const next = event ? applyTeamEvent(comp, { ...event, seq: 0, at: comp.updatedAt }) : null
        if (!event || !next?.ok) {
          // A Berger round travels in the calendar before it is paired here (art. 72).
          const unpaired = !comp.rounds.some((r) => r.round === cs.sheet.round)
          outcomes.push(
            rejected(
              name,
              unpaired ? 'acta/round-not-paired' : 'acta/unknown-match',
              cs.sheet.matchId,
            ),
          )
          continue
        }
        comps.set(comp.id, next.value)
        events.push({ id: comp.id, event })
        for (const old of sheetsSoFar.filter((r) => r.matchId === cs.sheet.matchId))
          old.decision = 'superseded'
      }
      rows.push({
        sha256: cs.sha256,
        matchId: cs.sheet.matchId,
        competitionId: comp.id,
        sheet: cs.sheet,
        decision: cs.decision,
        violations,
        receivedDate: date,
        receivedTime: time,
        receivedAt: w.at,
        applied: cs.decision === 'accept',
        signature,
      })
      const teamName = (id: string) => comp.teams.find((t) => t.id === id)?.name ?? id
      outcomes.push({
        file: name,
        code: null,
        decision: cs.decision,
        matchId: cs.sheet.matchId,
        match: {
          competition: comp.name,
          round: cs.sheet.round,
          home: teamName(cs.sheet.homeId),
          away: teamName(cs.sheet.awayId),
        },
        violations,
      })
    }
    // One event per accepted sheet, appended to its competition's log in the order read.
    for (const { id, event } of events) await appendEvent(w, id, await loadForWrite(ctx, id), event)
    const superseded = accepted.filter((k) => k.decision === 'superseded')
    for (const r of [...superseded, ...rows.filter((r) => r.decision !== 'duplicate')])
      await receivedActas(ctx.db).put(r)
    for (const r of rows)
      await w.audit({
        action: 'receive',
        entity: 'acta',
        entityId: r.matchId,
        detail: `${r.decision} ${r.sha256.slice(0, 12)}`,
      })
    return outcomes
  })
}
