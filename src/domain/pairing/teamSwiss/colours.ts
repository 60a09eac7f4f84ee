import type { Colour } from '../../tournament/index.ts'
import { colourDifference, colourPreference, type TeamState } from './state.ts'
import type { TeamPairedMatch } from './types.ts'

const other = (c: Colour): Colour => (c === 'white' ? 'black' : 'white')

/** The first team: higher primary score, then higher secondary score, then smaller TPN. @see FIDE C.04.6 art. 4 */
export function firstTeam(a: TeamState, b: TeamState): [TeamState, TeamState] {
  const aFirst =
    a.score !== b.score
      ? a.score > b.score
      : a.secondary !== b.secondary
        ? a.secondary > b.secondary
        : a.tpn < b.tpn
  return aFirst ? [a, b] : [b, a]
}

/** The colour the first team gets, by the steps of art. 4 (type A preferences). @see FIDE C.04.6 art. 4 */
function firstTeamColour(f: TeamState, s: TeamState, initial: Colour): Colour {
  if (f.colours.length === 0 && s.colours.length === 0)
    return f.tpn % 2 === 1 ? initial : other(initial)
  const pf = colourPreference(f)
  const ps = colourPreference(s)
  if (pf && !ps) return pf
  if (ps && !pf) return other(ps)
  if (pf && ps && pf !== ps) return pf
  const cf = colourDifference(f)
  const cs = colourDifference(s)
  if (cf !== cs) return cf < cs ? 'white' : 'black'
  for (let r = Math.min(f.byRound.length, s.byRound.length) - 1; r >= 0; r--) {
    const a = f.byRound[r]
    const b = s.byRound[r]
    if (a && b && a !== b) return other(a)
  }
  if (pf) return pf
  const lastF = f.colours[f.colours.length - 1]
  if (lastF) return other(lastF)
  const lastS = s.colours[s.colours.length - 1]
  return lastS ? lastS : initial
}

/** Allocates colours to a pair: who plays White on board 1. @see FIDE C.04.6 art. 4 */
export function allocateColours(a: TeamState, b: TeamState, initial: Colour): TeamPairedMatch {
  const [f, s] = firstTeam(a, b)
  return firstTeamColour(f, s, initial) === 'white'
    ? { white: f.tpn, black: s.tpn }
    : { white: s.tpn, black: f.tpn }
}

/** Unmet colour preferences in a pair (0 or 1): both teams want the same colour. @see FIDE C.04.6 C8 */
export function unmetPreferences(a: TeamState, b: TeamState): number {
  const pa = colourPreference(a)
  return pa !== null && pa === colourPreference(b) ? 1 : 0
}
