import {
  checkRoundPairing,
  type PairingViolation,
} from '../../../../src/domain/pairing/checker/index.ts'
import type { RoundPairing } from '../../../../src/domain/pairing/types.ts'
import type { TournamentSnapshot } from '../../../../src/domain/tournament/index.ts'

/**
 * Exhaustive search (small fields only) for any pairing of `round` that meets the absolute
 * criteria. Each game and the PAB are judged by the checker of src (`checkRoundPairing`) on a
 * partial pairing, so the search and the engine's checker cannot disagree on a rule; the partial
 * pairing leaves the other players unpaired, which is the one finding ignored here.
 */
export function legalPairingExists(
  t: TournamentSnapshot,
  round: number,
  absent: ReadonlySet<number>,
): boolean {
  const present = t.players.filter((p) => !absent.has(p.startNo))
  const clean = (pairing: RoundPairing): boolean =>
    checkRoundPairing(t, pairing, absent).every(
      (v: PairingViolation) => v.code === 'pairing/unpaired',
    )
  const game = (white: number, black: number): boolean =>
    clean({ round, games: [{ white, black }], bye: null })
  const allowedPair = present.map((a) =>
    present.map((b) => a !== b && (game(a.startNo, b.startNo) || game(b.startNo, a.startNo))),
  )
  const allowed = (i: number, j: number): boolean => allowedPair[i]?.[j] === true
  const byeOk = present.map((p) => clean({ round, games: [], bye: p.startNo }))
  const used = new Array<boolean>(present.length).fill(false)
  const search = (byeLeft: boolean): boolean => {
    const i = used.indexOf(false)
    if (i < 0) return !byeLeft
    used[i] = true
    const p = present[i]
    if (byeLeft && p && byeOk[i] === true && search(false)) return true
    for (let j = i + 1; j < present.length; j++) {
      if (used[j] || !allowed(i, j)) continue
      used[j] = true
      if (search(byeLeft)) return true
      used[j] = false
    }
    used[i] = false
    return false
  }
  return search(present.length % 2 === 1)
}
