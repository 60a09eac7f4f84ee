import type { Colour } from '../../tournament/index.ts'
import type { SwissTeam } from './types.ts'

/** Derived pairing state of a team before the round. */
export interface TeamState {
  readonly tpn: number
  readonly score: number
  readonly secondary: number
  readonly opponents: ReadonlySet<number>
  /** Colours of played matches, oldest first. */
  readonly colours: readonly Colour[]
  /** Colour per round (null when not played), oldest first. */
  readonly byRound: readonly (Colour | null)[]
  readonly played: number
  /** Had a PAB or a forfeit win already (C.04.6 C2). */
  readonly byeBlocked: boolean
}

/** Computes a team's state from rounds before `round`. @see FIDE C.04.6 art. 1.4, 1.6 */
export function teamState(t: SwissTeam, round: number): TeamState {
  const past = t.rounds.slice(0, round - 1)
  const byRound = past.map((r) => (r.kind === 'played' ? r.colour : null))
  return {
    tpn: t.tpn,
    score: past.reduce((s, r) => s + r.matchPoints, 0),
    secondary: past.reduce((s, r) => s + r.gamePoints, 0),
    opponents: new Set(past.flatMap((r) => (r.opponent === null ? [] : [r.opponent]))),
    colours: byRound.filter((c): c is Colour => c !== null),
    byRound,
    played: past.filter(
      (r) => r.kind === 'played' || r.kind === 'forfeit-win' || r.kind === 'forfeit-loss',
    ).length,
    byeBlocked: past.some((r) => r.kind === 'pab' || r.kind === 'forfeit-win'),
  }
}

/** Colour difference: matches with White minus matches with Black. @see FIDE C.04.6 art. 1.6 */
export function colourDifference(s: TeamState): number {
  return s.colours.reduce((d, c) => d + (c === 'white' ? 1 : -1), 0)
}

/**
 * Type A colour preference: White when CD < -1, or CD is 0 or -1 and the last two played
 * matches were Black; Black symmetrically; otherwise none.
 * @see FIDE C.04.6 art. 1.7 (type A)
 */
export function colourPreference(s: TeamState): Colour | null {
  const cd = colourDifference(s)
  const lastTwo = s.colours.slice(-2)
  const twice = (c: Colour) => lastTwo.length === 2 && lastTwo.every((x) => x === c)
  if (cd < -1 || ((cd === 0 || cd === -1) && twice('black'))) return 'white'
  if (cd > 1 || ((cd === 0 || cd === 1) && twice('white'))) return 'black'
  return null
}
