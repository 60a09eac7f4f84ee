import type { Table } from 'dexie'
import { ok, type Result } from '../../domain/core/index.ts'
import type { LocatedError } from '../../domain/log/index.ts'
import type { EcPrivateJwk, EcPublicJwk } from '../../domain/matchSheet/index.ts'
import {
  sanctionKey,
  TEAM_COMPETITION_LOG,
  type SanctionDecision,
  type TeamCompetitionEvent,
  type TeamCompetitionRow,
} from '../../domain/teams/index.ts'
import { createLogStore } from '../../db/log/logStore.ts'
import { loadListed, type ListRow } from '../../db/log/listedLog.ts'
export type {
  BoardOrderLine,
  CompetitionTeam,
  EventKind,
  FixtureRow,
  RoundRow,
  TeamCompetitionRow,
} from '../../domain/teams/index.ts'
import type { AlfilDb } from '../../db/db.ts'

/** One change the competition committee made to the next-season proposal (art. 76.9). */
export interface SeasonEditRow {
  /** The team moved or replaced (a team id of a league competition). */
  teamId: string
  action: 'up' | 'down' | 'replace'
  /** For `replace`: the name of the team that takes its place. */
  replacement?: string
  /** The committee's reason, required. */
  reason: string
  at: string
}

/** The committee's edits of the next-season proposal (migration 007); one row per season. */
export interface SeasonPlanRow {
  id: string
  edits: SeasonEditRow[]
  updatedAt: string
}

/** The table of season plans (migration 007). */
export function seasonPlans(db: AlfilDb): Table<SeasonPlanRow, string> {
  return db.table<SeasonPlanRow, string>('teamSeasonPlans')
}

/**
 * A club's signing key as the federation keeps it (art. 79.6, 82.1): the public half to verify
 * its actas, the private half to put in the club's season packages, and when it was revoked.
 * Club keys are season records of the team competitions, so they live in the season table of
 * migration 007 beside the committee's plan, under ids 'club-key:<keyId>'.
 */
export interface ClubKeyRow {
  id: string
  kind: 'club-key'
  clubId: string
  clubName: string
  keyId: string
  publicKey: EcPublicJwk
  privateKey: EcPrivateJwk
  issuedAt: string
  revokedAt: string | null
  updatedAt: string
}

/** Row id of a club key. */
export const clubKeyRowId = (keyId: string) => `club-key:${keyId}`

/** The club keys, in the season table (migration 007). */
export function clubKeys(db: AlfilDb): Table<ClubKeyRow, string> {
  return db.table<ClubKeyRow, string>('teamSeasonPlans')
}

/** Every club key issued, revoked ones included. */
export async function allClubKeys(db: AlfilDb): Promise<ClubKeyRow[]> {
  return clubKeys(db).where('id').startsWith('club-key:').toArray()
}

/**
 * A committee decision on a late acta or result (art. 82.2, 82.4), in the season table under
 * ids 'sanction:<article>|<matchId>'.
 */
export interface SanctionRow extends SanctionDecision {
  id: string
  kind: 'sanction'
  updatedAt: string
}

/** Row id of a sanction decision. */
export const sanctionRowId = (s: Pick<SanctionDecision, 'article' | 'matchId'>) =>
  `sanction:${sanctionKey(s)}`

/** The committee's sanction decisions, in the season table (migration 007). */
export function sanctions(db: AlfilDb): Table<SanctionRow, string> {
  return db.table<SanctionRow, string>('teamSeasonPlans')
}

/** Every sanction decision recorded. */
export async function allSanctions(db: AlfilDb): Promise<SanctionRow[]> {
  return sanctions(db).where('id').startsWith('sanction:').toArray()
}

/**
 * One team competition in the list (migration 010): its id, name and instants. The
 * competition itself is its log in `teamEvents`, folded from `teamSnapshots`.
 */
export type TeamCompetitionListRow = ListRow

/**
 * The log store of team competitions. A snapshot every 64 events and after each pairing keeps an
 * open to one snapshot read and at most a round's results folded; two are kept.
 */
export const teamLog = createLogStore<TeamCompetitionRow, TeamCompetitionEvent>({
  events: 'teamEvents',
  snapshots: 'teamSnapshots',
  model: TEAM_COMPETITION_LOG,
  snapshotEvery: 64,
  snapshotAfter: ['round-paired'],
  keepSnapshots: 2,
})

/** The tables a write of a team competition covers: its list row, its log and snapshots. */
export const COMPETITION_TABLES = ['teamCompetitions', ...teamLog.tables] as const

/** The list of team competitions (migration 003; list rows since migration 010). */
export function competitionList(db: AlfilDb): Table<TeamCompetitionListRow, string> {
  return db.table<TeamCompetitionListRow, string>('teamCompetitions')
}

/** Reads a competition folded from its log (null when there is none); a log that does not fold is an error. */
export async function readCompetition(
  db: AlfilDb,
  id: string,
): Promise<Result<{ competition: TeamCompetitionRow; seq: number } | null, LocatedError[]>> {
  const r = await loadListed(db, competitionList(db), teamLog, id)
  if (!r.ok) return r
  if (!r.value) return ok(null)
  return ok({ competition: r.value.folded.state, seq: r.value.folded.seq })
}

/** A competition as the screens read it; undefined when there is none or its log does not fold. */
export async function getCompetition(
  db: AlfilDb,
  id: string,
): Promise<TeamCompetitionRow | undefined> {
  const r = await readCompetition(db, id)
  return r.ok && r.value ? r.value.competition : undefined
}

/** Every team competition on this device by name (those whose log does not fold are left out). */
export async function allCompetitions(db: AlfilDb): Promise<TeamCompetitionRow[]> {
  const ids = await competitionList(db).orderBy('name').primaryKeys()
  const out: TeamCompetitionRow[] = []
  for (const id of ids) {
    const c = await getCompetition(db, id)
    if (c) out.push(c)
  }
  return out
}
