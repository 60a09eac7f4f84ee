import {
  checkRoundPairing,
  recordedPairing,
  repairTournament,
  roundsRecorded,
  unpairedInRecord,
  type PairingEngine,
  type PairingViolation,
  type RoundDiscrepancy,
} from '../pairing/index.ts'
import { computeStandings, type CodeError, type UnplayedModel } from '../tiebreaks/index.ts'
import { truncateBeforeRound, type TournamentSnapshot } from '../tournament/index.ts'
import type { TrfDocument, TrfPlayerRecord } from '../trf/index.ts'
import { unplayedModelOf } from './generatedFile.ts'

/** A player whose points or rank in the file differ from the standings under the file's list. */
export interface StandingsDiscrepancy {
  readonly startNo: number
  /** Half-points in the file (null: blank) and computed from the rounds. */
  readonly filePoints: number | null
  readonly points: number
  /** Rank in the file (null: blank) and the places the computed standings allow (a tie spans several). */
  readonly fileRank: number | null
  readonly ranks: readonly [number, number]
}

/** What the checker finds in one file. */
export interface FileCheck {
  readonly rounds: number
  /** Rounds where the engine's pairing differs from the file's. */
  readonly pairing: readonly RoundDiscrepancy[]
  /** Absolute criteria the file's own pairings break. */
  readonly violations: readonly PairingViolation[]
  /** The tie-break list of record 202 (or 212 without PTS); empty when the file has none. */
  readonly tiebreaks: readonly string[]
  readonly standings: readonly StandingsDiscrepancy[]
  /** Codes of the list that Alfil does not know (the standings are then not checked). */
  readonly unknownTiebreaks: readonly CodeError[]
}

/** The tie-break list of a file: record 202, else 212 without its leading PTS. @see TRF-2026 records 202, 212 */
export function tiebreaksOf(doc: TrfDocument): string[] {
  const header = (code: string) =>
    doc.records.find((r) => r.kind === 'header' && r.code === code) as { value: string } | undefined
  const split = (v: string | undefined) => (v ?? '').split(/\s+/).filter((c) => c !== '')
  const list = split(header('202')?.value)
  if (list.length > 0) return list
  const withPoints = split(header('212')?.value)
  return withPoints[0]?.toUpperCase() === 'PTS' ? withPoints.slice(1) : withPoints
}

function standingsDiscrepancies(
  t: TournamentSnapshot,
  doc: TrfDocument,
  tiebreaks: readonly string[],
  unplayed: UnplayedModel,
): { found: StandingsDiscrepancy[]; unknown: CodeError[] } {
  const res = computeStandings(t, { tiebreaks, unplayed, finalTie: 'shared' })
  if (!res.ok) return { found: [], unknown: res.error }
  const lines = new Map(
    doc.records.filter((r): r is TrfPlayerRecord => r.kind === 'player').map((r) => [r.startNo, r]),
  )
  const tied = new Map<number, number>()
  for (const row of res.value) tied.set(row.rank, (tied.get(row.rank) ?? 0) + 1)
  const found: StandingsDiscrepancy[] = []
  for (const row of res.value) {
    const line = lines.get(row.startNo)
    const filePoints = line?.points ?? null
    const fileRank = line?.rank ?? null
    const last = row.rank + (tied.get(row.rank) ?? 1) - 1
    const rankOk = fileRank !== null && fileRank >= row.rank && fileRank <= last
    if (filePoints !== row.points || !rankOk)
      found.push({
        startNo: row.startNo,
        filePoints,
        points: row.points,
        fileRank,
        ranks: [row.rank, last],
      })
  }
  return { found, unknown: [] }
}

/**
 * Checks a complete or partial tournament file the way the C.02 checker must: every recorded
 * round re-paired by `engine` from the rounds before it and compared board by board, the file's
 * pairings against the absolute criteria, and, when the file names a tie-break list, its points
 * and ranks against the standings that list gives. The file does not say how its unplayed rounds
 * count for tie-breaks: the C.07 edition in force on its start date, unless `unplayed` names the
 * model the tournament used (e.g. FAPA's).
 * @see FIDE C.02 (2026: free pairing checker), C.04.3 C1-C3, C.07 art. 2-4, TRF-2026 202/212
 */
export function checkTournamentFile(
  t: TournamentSnapshot,
  doc: TrfDocument,
  engine: PairingEngine,
  unplayed: UnplayedModel = unplayedModelOf(doc),
): FileCheck {
  const rounds = roundsRecorded(t)
  const violations: PairingViolation[] = []
  for (let r = 1; r <= rounds; r++)
    violations.push(
      ...checkRoundPairing(
        truncateBeforeRound(t, r),
        recordedPairing(t, r),
        unpairedInRecord(t, r),
      ),
    )
  const tiebreaks = tiebreaksOf(doc)
  const standings =
    tiebreaks.length > 0
      ? standingsDiscrepancies(t, doc, tiebreaks, unplayed)
      : { found: [], unknown: [] }
  return {
    rounds,
    pairing: repairTournament(t, engine),
    violations,
    tiebreaks,
    standings: standings.found,
    unknownTiebreaks: standings.unknown,
  }
}

/** True when the checker found nothing to report. */
export function fileAgrees(check: FileCheck): boolean {
  return (
    check.pairing.length === 0 &&
    check.violations.length === 0 &&
    check.standings.length === 0 &&
    check.unknownTiebreaks.length === 0
  )
}
