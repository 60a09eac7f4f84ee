import type { DutchPlayer } from '../../../src/domain/pairing/dutch/players.ts'

/** A player without colour or float history, PAB-eligible, who may not meet `barred`. */
export function plainPlayer(
  id: number,
  score = 0,
  barred: ReadonlySet<number> = new Set(),
): DutchPlayer {
  return {
    id,
    score,
    realScore: score,
    colourTpn: id,
    colours: [],
    cd: 0,
    pref: null,
    strength: 0,
    floats: [null, null],
    pabEligible: true,
    unplayed: 0,
    topscorer: false,
    barred,
  }
}
