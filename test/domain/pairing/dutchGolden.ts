import { basename } from 'node:path'
import { recordedPairing } from '../../../src/domain/pairing/checker/index.ts'
import {
  absentInRound,
  truncateBeforeRound,
  type TournamentSnapshot,
} from '../../../src/domain/tournament/index.ts'
import { pairRound } from '../../../src/domain/pairing/dutch/index.ts'
import { listFixtures, loadFixture, roundsPlayed } from '../../helpers/fixtures.ts'

export const DUTCH_FOLDERS = ['dutch', 'dutch-accelerated', 'dutch-forbidden'] as const

export interface GoldenFile {
  readonly folder: string
  readonly file: string
  readonly snapshot: TournamentSnapshot
  readonly rounds: number
}

/** Loads every Dutch golden tournament of one fixture folder, with the shared fixture loader. */
export function loadGoldenFolder(folder: string): GoldenFile[] {
  return listFixtures(folder).map((path) => {
    const snapshot = loadFixture(path)
    return { folder, file: basename(path), snapshot, rounds: roundsPlayed(snapshot) }
  })
}

/** The reference pairing of round r (as src reads a recorded round) as sorted "white-black" strings plus the PAB. */
export function expectedRound(
  snapshot: TournamentSnapshot,
  round: number,
): { games: string[]; bye: number | null } {
  const recorded = recordedPairing(snapshot, round)
  return { games: recorded.games.map((g) => `${g.white}-${g.black}`).sort(), bye: recorded.bye }
}

/** Our engine's pairing of round r in the same shape, or the failure code. */
export function producedRound(
  snapshot: TournamentSnapshot,
  round: number,
): { games: string[]; bye: number | null } | string {
  const absent = absentInRound(snapshot, round)
  const res = pairRound({ tournament: truncateBeforeRound(snapshot, round), round, absent })
  if (!res.ok) return res.error.code
  return { games: res.value.games.map((g) => `${g.white}-${g.black}`).sort(), bye: res.value.bye }
}
