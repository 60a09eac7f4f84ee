import { readdirSync, readFileSync } from 'node:fs'
import { isAbsolute, join, resolve } from 'node:path'
import { recordedPairing } from '../../src/domain/pairing/checker/index.ts'
import type { RoundPairing } from '../../src/domain/pairing/types.ts'
import {
  absentInRound as absentFromEntries,
  truncateBeforeRound,
  type TournamentSnapshot,
} from '../../src/domain/tournament/index.ts'
import { parseTrf, tournamentFromTrf } from '../../src/domain/trf/index.ts'

export const FIXTURES_DIR = resolve(import.meta.dirname, '..', 'fixtures')

/** Sorted paths of the `.trf` files in a fixture folder (`'dutch'` or an absolute path). */
export function listFixtures(folder: string): string[] {
  const dir = isAbsolute(folder) ? folder : join(FIXTURES_DIR, folder)
  return readdirSync(dir)
    .filter((f) => f.endsWith('.trf'))
    .sort()
    .map((f) => join(dir, f))
}

/** Path of a fixture file given inside test/fixtures (`'dutch/dutch-0001.trf'`). */
export function fixturePath(relative: string): string {
  return join(FIXTURES_DIR, relative)
}

/** Text of a fixture file given inside test/fixtures, for tests that import or change the text. */
export function fixtureText(relative: string): string {
  return readFileSync(fixturePath(relative), 'utf8')
}

/**
 * The reference tie-break table of a Dutch fixture (`test/fixtures/tiebreaks/<name>.<edition>.tsv`):
 * the header (`StartNo`, `Rank`, `PTS`, then the codes) and one row of text cells per player.
 */
export function tiebreakReference(
  name: string,
  edition: string,
): { header: string[]; rows: string[][] } {
  const [header = [], ...rows] = fixtureText(`tiebreaks/${name}.${edition}.tsv`)
    .trim()
    .split('\n')
    .map((l) => l.split('\t'))
  return { header, rows }
}

/** Parses and validates a TRF file; a fixture that does not load is a broken test setup. */
export function loadFixture(path: string): TournamentSnapshot {
  const parsed = parseTrf(readFileSync(path, 'utf8'))
  if (!parsed.ok) throw new Error(`${path}: ${JSON.stringify(parsed.error.slice(0, 3))}`)
  const snapshot = tournamentFromTrf(parsed.value)
  if (!snapshot.ok) throw new Error(`${path}: ${JSON.stringify(snapshot.error.slice(0, 3))}`)
  return snapshot.value
}

/** Number of round blocks in the file (the rounds actually paired). */
export function roundsPlayed(snapshot: TournamentSnapshot): number {
  return Math.max(0, ...snapshot.players.map((p) => p.rounds.length))
}

/** State before round r: rounds 1..r-1 only (points are recomputed from the entries). */
export function stateBeforeRound(snapshot: TournamentSnapshot, r: number): TournamentSnapshot {
  return truncateBeforeRound(snapshot, r)
}

/** Players whose round-r block is a requested bye or absence (H, F, Z): not to be paired. */
export function absentInRound(snapshot: TournamentSnapshot, r: number): Set<number> {
  return absentFromEntries(snapshot, r)
}

/** The pairing the file records for round r: pairs with colours (forfeits included) and the PAB. */
export function expectedPairing(snapshot: TournamentSnapshot, r: number): RoundPairing {
  return recordedPairing(snapshot, r)
}

/** Order-independent text of a pairing ("1-5 3-2 bye 7") for readable comparisons. */
export function pairingKey(pairing: RoundPairing): string {
  const games = pairing.games.map((g) => `${g.white}-${g.black}`).sort()
  return `${games.join(' ')} bye ${pairing.bye ?? '-'}`
}
