import { bergerSchedule } from '../pairing/roundRobin/index.ts'

/** A Berger pair: `white` is the starting number with White on board 1 (the home team). */
export interface BergerPair {
  readonly white: number
  readonly black: number
}

/**
 * Pairs of each round of a single round robin, index 0 = round 1, from the shared Berger tables
 * (an odd field meets the dummy number n + 1, meaning "rests").
 * @see FIDE C.05 Annex 1 (Berger tables)
 */
export function bergerRounds(players: number): BergerPair[][] {
  return bergerSchedule(players).map((r) => {
    const games: BergerPair[] = r.games.map((g) => ({ white: g.white, black: g.black }))
    const dummy = players + 1
    return r.resting === null || players % 2 === 0
      ? games
      : [...games, { white: r.resting, black: dummy }]
  })
}
