import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseTrf, tournamentFromTrf } from '../../../src/domain/trf/index.ts'
import {
  absentInRound,
  truncateBeforeRound,
  type TournamentSnapshot,
} from '../../../src/domain/tournament/index.ts'
import { pairRound } from '../../../src/domain/pairing/dutch/index.ts'

export const DUTCH_FOLDERS = ['dutch', 'dutch-accelerated', 'dutch-forbidden'] as const
const ROOT = join(import.meta.dirname, '../../fixtures')

export interface GoldenFile {
  readonly folder: string
  readonly file: string
  readonly snapshot: TournamentSnapshot
  readonly rounds: number
}

/** Loads every Dutch golden tournament of one fixture folder. */
export function loadGoldenFolder(folder: string): GoldenFile[] {
  const dir = join(ROOT, folder)
  return readdirSync(dir)
    .filter((f) => f.endsWith('.trf'))
    .sort()
    .map((file) => {
      const doc = parseTrf(readFileSync(join(dir, file), 'utf8'))
      if (!doc.ok) throw new Error(`${file}: ${JSON.stringify(doc.error.slice(0, 2))}`)
      const t = tournamentFromTrf(doc.value)
      if (!t.ok) throw new Error(`${file}: ${JSON.stringify(t.error.slice(0, 2))}`)
      const rounds = Math.max(...t.value.players.map((p) => p.rounds.length))
      return { folder, file, snapshot: t.value, rounds }
    })
}

/** The reference pairing of round r as sorted "white-black" strings plus the PAB. */
export function expectedRound(
  snapshot: TournamentSnapshot,
  round: number,
): { games: string[]; bye: number | null } {
  const games: string[] = []
  let bye: number | null = null
  for (const p of snapshot.players) {
    const e = p.rounds[round - 1]
    if (!e) continue
    if (e.outcome === 'pab') bye = p.startNo
    else if (e.opponent !== null && e.colour === 'white') games.push(`${p.startNo}-${e.opponent}`)
  }
  return { games: games.sort(), bye }
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
