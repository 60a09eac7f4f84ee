/**
 * Every schema version in order. Append-only: add `NNN-<what>.ts` and one line at the end.
 * test/db/migrations.test.ts checks the numbering and upgrades databases of older versions.
 */
import { m001Registry } from './001-registry.ts'
import { m002RatingLists } from './002-ratingLists.ts'
import { m003Teams } from './003-teams.ts'
import { m004FideListBlocks } from './004-fideListBlocks.ts'
import { m005Tournaments } from './005-tournaments.ts'
import { m006MatchSheets } from './006-matchSheets.ts'
import { m007TeamSeasonPlans } from './007-teamSeasonPlans.ts'
import { m008TournamentLog } from './008-tournamentLog.ts'
import { m009DropTournamentHistory } from './009-dropTournamentHistory.ts'
import { m010TeamCompetitionLog } from './010-teamCompetitionLog.ts'
import type { Migration } from './types.ts'

export const MIGRATIONS: readonly Migration[] = [
  m001Registry,
  m002RatingLists,
  m003Teams,
  m004FideListBlocks,
  m005Tournaments,
  m006MatchSheets,
  m007TeamSeasonPlans,
  m008TournamentLog,
  m009DropTournamentHistory,
  m010TeamCompetitionLog,
]

export type { Migration } from './types.ts'
