import {
  colourBreaks,
  isTopscorer,
  pabIneligible,
  playedColours,
  previousMeeting,
} from '../../../../src/domain/pairing/checker/index.ts'
import type { TournamentSnapshot } from '../../../../src/domain/tournament/index.ts'

/**
 * Exhaustive search (small fields only) for any pairing of `round` that meets the absolute
 * criteria: no rematch, no forbidden pair, a colour both players may take, an eligible PAB.
 */
export function legalPairingExists(
  t: TournamentSnapshot,
  round: number,
  absent: ReadonlySet<number>,
): boolean {
  const present = t.players.filter((p) => !absent.has(p.startNo))
  const forbidden = new Set<string>()
  for (const g of t.forbiddenPairs) for (const a of g) for (const b of g) forbidden.add(`${a}-${b}`)
  const colourOk = (i: number, j: number): boolean => {
    const a = present[i]
    const b = present[j]
    if (!a || !b) return false
    if (
      isTopscorer(a, round, t.totalRounds, t.scoring) ||
      isTopscorer(b, round, t.totalRounds, t.scoring)
    )
      return true
    const [ha, hb] = [playedColours(a, round), playedColours(b, round)]
    const fine = (h: readonly ('white' | 'black')[], c: 'white' | 'black') => {
      const r = colourBreaks(h, c)
      return !r.threeInARow && Math.abs(r.difference) <= 2
    }
    return (fine(ha, 'white') && fine(hb, 'black')) || (fine(ha, 'black') && fine(hb, 'white'))
  }
  const allowed = (i: number, j: number): boolean => {
    const a = present[i]
    const b = present[j]
    if (!a || !b || forbidden.has(`${a.startNo}-${b.startNo}`)) return false
    return previousMeeting(a, b.startNo, round) === null && colourOk(i, j)
  }
  const used = new Array<boolean>(present.length).fill(false)
  const search = (byeLeft: boolean): boolean => {
    const i = used.indexOf(false)
    if (i < 0) return !byeLeft
    used[i] = true
    const p = present[i]
    if (byeLeft && p && !pabIneligible(p, round, t.scoring) && search(false)) return true
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
