import type { PairedGame } from '../types.ts'

/** One round of a round-robin schedule; `resting` is the player drawn against the dummy. */
export interface BergerRound {
  readonly round: number
  readonly games: readonly PairedGame[]
  readonly resting: number | null
}

/** Options for a round-robin schedule. */
export interface BergerOptions {
  /** Two cycles, the second with colours reversed. */
  readonly double?: boolean
  /**
   * Swap the last two rounds of the first cycle so nobody plays three games in a row with the
   * same colour across the cycles (FIDE's recommendation; TRF-2026 FIDE_DOUBLEROUNDROBIN).
   */
  readonly swapLastTwoOfFirstCycle?: boolean
}

/**
 * Rounds of the Berger table for `players` start numbers 1..n (a dummy N = n + 1 is added when n
 * is odd; whoever meets it rests). Board 1 first, White first on every board.
 * @see FIDE C.05 Annex 1 (Berger tables), fide-facts section 2.1
 */
export function bergerSchedule(players: number, options: BergerOptions = {}): BergerRound[] {
  if (!Number.isInteger(players) || players < 2) return []
  const n = players % 2 === 0 ? players : players + 1
  const cycle: PairedGame[][] = [firstRound(n)]
  for (let r = 2; r <= n - 1; r++)
    cycle.push(nextRound(cycle[cycle.length - 1] as PairedGame[], n, r))
  const first = cycle.slice()
  if (options.double && options.swapLastTwoOfFirstCycle && first.length >= 2) {
    const last = first.length - 1
    const tmp = first[last] as PairedGame[]
    first[last] = first[last - 1] as PairedGame[]
    first[last - 1] = tmp
  }
  const rounds = options.double
    ? [...first, ...cycle.map((games) => games.map((g) => ({ white: g.black, black: g.white })))]
    : first
  return rounds.map((games, i) => withDummyRemoved(games, i + 1, players, n))
}

function firstRound(n: number): PairedGame[] {
  const games: PairedGame[] = []
  for (let b = 1; b <= n / 2; b++) games.push({ white: b, black: n + 1 - b })
  return games
}

/** Builds round r from round r-1 by the C.05 Annex 1 rotation. */
function nextRound(previous: readonly PairedGame[], n: number, r: number): PairedGame[] {
  const order: number[] = []
  for (const g of previous) {
    if (g.white !== n) order.push(g.white)
    if (g.black !== n) order.push(g.black)
  }
  const games: PairedGame[] = []
  const last = order.pop() as number
  // The top player N alternates colours: White in even rounds, Black in odd rounds.
  games.push(r % 2 === 0 ? { white: n, black: last } : { white: last, black: n })
  while (order.length >= 2) {
    const black = order.pop() as number
    const white = order.pop() as number
    games.push({ white, black })
  }
  return games
}

function withDummyRemoved(
  games: readonly PairedGame[],
  round: number,
  players: number,
  n: number,
): BergerRound {
  if (players === n) return { round, games, resting: null }
  let resting: number | null = null
  const real: PairedGame[] = []
  for (const g of games) {
    if (g.white === n) resting = g.black
    else if (g.black === n) resting = g.white
    else real.push(g)
  }
  return { round, games: real, resting }
}

/**
 * Round (1-based, first cycle) in which players i and j meet in a Berger table of even size n.
 * @see fide-facts section 2.1 (closed form)
 */
export function bergerMeetingRound(i: number, j: number, n: number): number {
  if (j === n) return ((2 * i - 2) % (n - 1)) + 1
  if (i === n) return ((2 * j - 2) % (n - 1)) + 1
  return ((i + j - 2) % (n - 1)) + 1
}
