import type { TieBreakContext } from './context.ts'
import type { BaseCode, TieBreakSpec } from './codes.ts'
import { computeBuchholz } from './buchholz.ts'
import { computeSonnebornBerger } from './sonnebornBerger.ts'
import { computeProgressive } from './progressive.ts'
import {
  computeBlackGames,
  computeBlackWins,
  computeElectedRounds,
  computeGamesWon,
  computeOwnRating,
  computePairingNumber,
  computePoints,
  computeStandardPoints,
  computeWins,
} from './counts.ts'
import { computeForeBuchholz } from './finalRoundBuchholz.ts'
import { computeKoya } from './koya.ts'
import { computeAppo, computeApro, computeAro, computePtp, computeTpr } from './ratingTiebreaks.ts'
import { computeAverageOpponentBuchholz } from './averageBuchholz.ts'
import type { TieBreakValue } from './values.ts'

/** A tie-break that depends only on the tournament (types B, C, D of C.07 art. 3). */
export type TieBreakFunction = (ctx: TieBreakContext, spec: TieBreakSpec) => TieBreakValue[]

/**
 * Tie-breaks by FIDE C.07 code. DE is absent on purpose: it depends on the tied group (type A)
 * and is computed by the standings.
 */
export const TIEBREAK_REGISTRY: Readonly<Partial<Record<BaseCode, TieBreakFunction>>> = {
  PTS: computePoints,
  BH: computeBuchholz,
  SB: computeSonnebornBerger,
  PS: computeProgressive,
  WIN: computeWins,
  WON: computeGamesWon,
  BPG: computeBlackGames,
  BWG: computeBlackWins,
  GE: computeElectedRounds,
  REP: computeElectedRounds,
  KS: computeKoya,
  ARO: computeAro,
  TPR: computeTpr,
  PTP: computePtp,
  APRO: computeApro,
  APPO: computeAppo,
  AOB: computeAverageOpponentBuchholz,
  FB: computeForeBuchholz,
  STD: computeStandardPoints,
  TPN: computePairingNumber,
  RTNG: computeOwnRating,
}

/** Tie-breaks where the lower value ranks first (TPN, C.07 2026 art. 7.8). */
export const LOWER_IS_BETTER: ReadonlySet<BaseCode> = new Set<BaseCode>(['TPN'])
