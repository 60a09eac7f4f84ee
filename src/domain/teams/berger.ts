/**
 * Round-robin schedule by the Berger tables, numbered 1..n (n even; an odd field adds a dummy
 * number n + 1 meaning "rests"). Kept local to team leagues: the individual round-robin engine
 * can replace it when its table is shared.
 * @see FIDE C.05 Annex 1 (Berger tables)
 */
export interface BergerPair {
  /** Starting number with White on board 1 (the home team). */
  readonly white: number
  readonly black: number
}

/** Pairs of each round, index 0 = round 1. @see FIDE C.05 Annex 1 */
export function bergerRounds(players: number): BergerPair[][] {
  const n = players % 2 === 0 ? players : players + 1
  const m = n - 1
  const half = n / 2
  const wrap = (x: number) => ((((x - 1) % m) + m) % m) + 1
  const rounds: BergerPair[][] = []
  for (let r = 0; r < m; r++) {
    const k = ((r * half) % m) + 1
    // The fixed number n alternates: Black in odd rounds, White in even ones.
    const pairs: BergerPair[] = [r % 2 === 0 ? { white: k, black: n } : { white: n, black: k }]
    for (let i = 1; i < half; i++) pairs.push({ white: wrap(k + i), black: wrap(k - i) })
    rounds.push(pairs)
  }
  return rounds
}
