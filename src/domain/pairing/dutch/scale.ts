import { FLOAT_GAP, type CriteriaScale } from './criteria.ts'
import type { DutchPlayer } from './players.ts'

/** What a bracket graph is built from (see bracket.ts). */
export interface ScaleInput {
  readonly mdps: readonly DutchPlayer[]
  readonly residents: readonly DutchPlayer[]
  readonly lower: readonly DutchPlayer[]
  readonly initial: CriteriaScale['initial']
}

/** One more than the most players sharing a score above the lowest one. */
function levelBase(players: readonly DutchPlayer[]): number {
  const low = Math.min(...players.map((p) => p.score))
  const counts = new Map<number, number>()
  for (const p of players) if (p.score !== low) counts.set(p.score, (counts.get(p.score) ?? 0) + 1)
  return Math.max(0, ...counts.values()) + 1
}

const distinct = (xs: readonly number[]): number[] => [...new Set(xs)].sort((a, b) => a - b)

/** Scale shared by every edge of one bracket graph: score levels, bases and bounds. */
export function scaleFor(
  input: ScaleInput,
  next: readonly DutchPlayer[],
  deep: readonly DutchPlayer[],
): CriteriaScale {
  const bracket = [...input.mdps, ...input.residents]
  const all = [...bracket, ...input.lower]
  const bracketScore = input.residents[0]?.score ?? 0
  const eligibleDeep = deep.filter((p) => p.pabEligible).map((p) => p.score)
  return {
    topScore: Math.max(0, ...all.map((p) => p.score)),
    maxUnplayed: Math.max(0, ...all.map((p) => p.unplayed)),
    bracketScores: distinct(bracket.map((p) => p.score)),
    lookScores: distinct([...bracket, ...next].map((p) => p.score)),
    bracketSize: bracket.length,
    levelBase: levelBase(bracket),
    floatBase: bracket.filter((p) => p.floats[0] !== null || p.floats[1] !== null).length + 1,
    lookBase: levelBase([...bracket, ...next]),
    sdLevels: distinct([
      ...input.mdps.map((p) => p.score - bracketScore),
      ...bracket.map((p) => p.score - bracketScore + FLOAT_GAP),
    ]),
    bracketScore,
    pabUnplayed: false,
    deepByeScore: eligibleDeep.length > 0 ? Math.min(...eligibleDeep) : null,
    initial: input.initial,
  }
}
