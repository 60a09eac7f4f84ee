import type { TournamentSnapshot } from '../../tournament/index.ts'
import type { PairedGame, RoundPairing } from '../types.ts'

/**
 * The pairing a tournament records for `round`: boards (forfeits included, they were paired)
 * and the pairing-allocated bye. A colourless board puts the lower start number first.
 */
export function recordedPairing(tournament: TournamentSnapshot, round: number): RoundPairing {
  const games: PairedGame[] = []
  let bye: number | null = null
  for (const p of tournament.players) {
    const e = p.rounds[round - 1]
    if (!e) continue
    if (e.outcome === 'pab') bye = p.startNo
    else if (
      e.opponent !== null &&
      (e.colour === 'white' || (e.colour === null && p.startNo < e.opponent))
    ) {
      games.push({ white: p.startNo, black: e.opponent })
    }
  }
  return { round, games, bye }
}

/** Players the recorded round does not pair (requested byes, absences, withdrawals, not yet entered). @see FIDE C.04.1 */
export function unpairedInRecord(tournament: TournamentSnapshot, round: number): Set<number> {
  const record = recordedPairing(tournament, round)
  const paired = new Set(record.games.flatMap((g) => [g.white, g.black]))
  if (record.bye !== null) paired.add(record.bye)
  return new Set(tournament.players.map((p) => p.startNo).filter((n) => !paired.has(n)))
}

/** Number of rounds with at least one recorded entry. @see TRF-16 round blocks */
export function roundsRecorded(tournament: TournamentSnapshot): number {
  return Math.max(0, ...tournament.players.map((p) => p.rounds.length))
}
