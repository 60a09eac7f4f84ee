import { isPlayed, pointsFor, type Scoring } from '../../core/index.ts'
import type { Colour, TournamentPlayer } from '../../tournament/index.ts'

/** Colours of the games actually played in rounds 1..round-1, oldest first (forfeits give none). @see FIDE C.04.2 */
export function playedColours(player: TournamentPlayer, round: number): Colour[] {
  const out: Colour[] = []
  for (const e of player.rounds.slice(0, round - 1))
    if (e && isPlayed(e.outcome) && e.colour) out.push(e.colour)
  return out
}

/** Round (1-based) of an earlier game played over the board between a and b, or null. @see FIDE C.04.1.b */
export function previousMeeting(a: TournamentPlayer, b: number, round: number): number | null {
  for (let i = 0; i < round - 1; i++) {
    const e = a.rounds[i]
    if (e && e.opponent === b && isPlayed(e.outcome)) return i + 1
  }
  return null
}

/**
 * True when the player may not receive the pairing-allocated bye: he had one already, or scored
 * a win's points in one round without playing (forfeit win, full-point bye).
 * @see FIDE C.04.1.d, C.04.3 (2025) C2
 */
export function pabIneligible(player: TournamentPlayer, round: number, scoring: Scoring): boolean {
  return player.rounds
    .slice(0, round - 1)
    .some(
      (e) =>
        e !== undefined &&
        (e.outcome === 'pab' ||
          (!isPlayed(e.outcome) && pointsFor(e.outcome, scoring) >= scoring.win)),
    )
}

/**
 * Topscorer when pairing the final round: more than half the maximum score of the rounds
 * already played. @see FIDE C.04.3 A.7
 */
export function isTopscorer(
  player: TournamentPlayer,
  round: number,
  totalRounds: number,
  scoring: Scoring,
): boolean {
  if (round !== totalRounds) return false
  let score = 0
  for (const e of player.rounds.slice(0, round - 1)) if (e) score += pointsFor(e.outcome, scoring)
  return 2 * score > (round - 1) * scoring.win
}

/** The colour limits a new colour would break: three in a row, and |whites - blacks| over 2. @see FIDE C.04.1.f-g */
export function colourBreaks(
  history: readonly Colour[],
  next: Colour,
): { threeInARow: boolean; difference: number } {
  const all = [...history, next]
  const n = all.length
  const threeInARow = n >= 3 && all[n - 1] === all[n - 2] && all[n - 2] === all[n - 3]
  const difference = all.reduce((s, c) => s + (c === 'white' ? 1 : -1), 0)
  return { threeInARow, difference }
}
