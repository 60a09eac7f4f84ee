import type { Colour, TournamentSnapshot } from '../../tournament/index.ts'
import { ranksAbove, type DutchPlayer } from './players.ts'

const opposite = (c: Colour): Colour => (c === 'white' ? 'black' : 'white')

/** The most recent round, aligned from the end, in which the two players had different colours. */
function lastDifference(a: DutchPlayer, b: DutchPlayer): Colour | null {
  let i = a.colours.length - 1
  let j = b.colours.length - 1
  for (; i >= 0 && j >= 0; i--, j--) {
    const ca = a.colours[i]
    if (ca !== b.colours[j]) return ca ?? null
  }
  return null
}

/** E.1: both preferences can be granted (they differ). */
function e1BothPreferences(a: DutchPlayer, b: DutchPlayer): Colour | null {
  return a.pref && b.pref && a.pref !== b.pref ? a.pref : null
}

/**
 * E.2: grant the stronger preference (any preference is stronger than none); between two
 * absolute ones (topscorers), the larger colour difference.
 */
function e2StrongerPreference(a: DutchPlayer, b: DutchPlayer): Colour | null {
  if (a.pref && !b.pref) return a.pref
  if (b.pref && !a.pref) return opposite(b.pref)
  if (!a.pref || !b.pref) return null
  if (a.strength !== b.strength) return a.strength > b.strength ? a.pref : opposite(b.pref)
  if (a.strength === 3 && Math.abs(a.cd) !== Math.abs(b.cd))
    return Math.abs(a.cd) > Math.abs(b.cd) ? a.pref : opposite(b.pref)
  return null
}

/** E.3: equal preferences; alternate from the latest round in which their colours differed. */
function e3History(a: DutchPlayer, b: DutchPlayer): Colour | null {
  if (!a.pref || !b.pref) return null
  const diff = lastDifference(a, b)
  return diff ? opposite(diff) : null
}

/**
 * E.4 and E.5: grant the higher-ranked player's preference; without one, the initial colour
 * goes to the higher-ranked player when his pairing number is odd.
 */
function e4e5HigherRanked(a: DutchPlayer, b: DutchPlayer, initial: Colour): Colour {
  const aHigh = ranksAbove(a, b)
  const high = aHigh ? a : b
  const forHigh = high.pref ?? (high.colourTpn % 2 === 1 ? initial : opposite(initial))
  return aHigh ? forHigh : opposite(forHigh)
}

/**
 * Colour for `a` when paired with `b`: the first of the rules E.1-E.5 that decides.
 * @see FIDE C.04.3 E.1-E.5 (2025 text 5.2.1-5.2.5)
 */
export function colourFor(
  a: DutchPlayer,
  b: DutchPlayer,
  initial: TournamentSnapshot['initialColour'],
): Colour {
  return (
    e1BothPreferences(a, b) ??
    e2StrongerPreference(a, b) ??
    e3History(a, b) ??
    e4e5HigherRanked(a, b, initial)
  )
}

/** Quality figures of one pair, each a count of players. @see FIDE C.04.3 2025 C10-C13 */
export interface PairColourCost {
  readonly topscorerCd: number
  readonly topscorerRepeat: number
  readonly prefMissed: number
  readonly strongMissed: number
}

function breaksCd(p: DutchPlayer, c: Colour): boolean {
  return Math.abs(p.cd + (c === 'white' ? 1 : -1)) > 2
}

function breaksRepeat(p: DutchPlayer, c: Colour): boolean {
  const n = p.colours.length
  return n >= 2 && p.colours[n - 1] === c && p.colours[n - 2] === c
}

const GRANTED: PairColourCost = {
  topscorerCd: 0,
  topscorerRepeat: 0,
  prefMissed: 0,
  strongMissed: 0,
}
const MILD_MISSED: PairColourCost = { ...GRANTED, prefMissed: 1 }
const STRONG_MISSED: PairColourCost = { ...GRANTED, prefMissed: 1, strongMissed: 1 }

/**
 * Colour cost of pairing `a` with `b` under the allocation rules. Without a topscorer only the
 * preferences matter: equal ones leave one player without his, the weaker (E.2), so the cost is
 * known without allocating the colours.
 */
export function pairColourCost(a: DutchPlayer, b: DutchPlayer, initial: Colour): PairColourCost {
  if (!a.topscorer && !b.topscorer) {
    if (a.pref === null || a.pref !== b.pref) return GRANTED
    return Math.min(a.strength, b.strength) >= 2 ? STRONG_MISSED : MILD_MISSED
  }
  const ca = colourFor(a, b, initial)
  const cb = opposite(ca)
  const top = a.topscorer || b.topscorer
  const aMissed = a.pref !== null && a.pref !== ca
  const bMissed = b.pref !== null && b.pref !== cb
  const prefMissed = Number(aMissed) + Number(bMissed)
  const strongMissed = Number(aMissed && a.strength >= 2) + Number(bMissed && b.strength >= 2)
  return {
    topscorerCd: top ? Number(breaksCd(a, ca)) + Number(breaksCd(b, cb)) : 0,
    topscorerRepeat: top ? Number(breaksRepeat(a, ca)) + Number(breaksRepeat(b, cb)) : 0,
    prefMissed,
    strongMissed,
  }
}

/**
 * Absolute criteria C1 (no rematch, no forbidden pair) and C3 (non-topscorers with the same
 * absolute colour preference never meet); C2 is `DutchPlayer.pabEligible`. @see FIDE C.04.3 C1-C3
 */
export function compatible(a: DutchPlayer, b: DutchPlayer): boolean {
  if (a.barred.has(b.id)) return false
  if (a.strength === 3 && b.strength === 3 && a.pref === b.pref && !a.topscorer && !b.topscorer)
    return false
  return true
}
