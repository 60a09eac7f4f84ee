import type { Outcome, Scoring } from '../core/index.ts'
import type { PairingSystem, RoundView } from './context.ts'
import type { UnplayedModel } from './unplayedModels.ts'

interface Base {
  readonly system: PairingSystem
  readonly rounds: number
  readonly scoring: Scoring
  readonly model: UnplayedModel
  readonly grid: readonly (readonly RoundView[])[]
  readonly score: readonly number[]
}

interface Derived {
  adjusted: number[]
  opponentScore: number[][]
  sbPoints: number[][]
  vur: boolean[][]
  unplayed: boolean[][]
}

function isRequestedBye(outcome: Outcome): boolean {
  return outcome === 'half-bye' || outcome === 'zero-bye' || outcome === 'absent'
}

/** C.07 art. 16.1: a voluntary unplayed round is a requested bye or a forfeit loss. */
function isVur(v: RoundView): boolean {
  if (v.played) return false
  return isRequestedBye(v.outcome) || v.outcome === 'forfeit-loss' || v.outcome === 'double-forfeit'
}

/** C.07 art. 16.2.5: a requested bye followed only by VURs (or in the last round). */
function lateByeFlags(row: readonly RoundView[], vur: readonly boolean[]): boolean[] {
  const out = new Array<boolean>(row.length).fill(false)
  let onlyVursAfter = true
  for (let r = row.length - 1; r >= 0; r--) {
    const v = row[r] as RoundView
    out[r] = onlyVursAfter && isRequestedBye(v.outcome)
    if (!vur[r]) onlyVursAfter = false
  }
  return out
}

/** Score as seen by opponents: the chosen unplayed rounds count as draws. */
function adjustedScore(
  row: readonly RoundView[],
  asDraw: readonly boolean[],
  total: number,
  draw: number,
): number {
  let s = total
  row.forEach((v, r) => {
    if (asDraw[r]) s += draw - v.points
  })
  return s
}

/** The opponent score an own unplayed round adds (dummy, capped dummy, or virtual opponent). */
function unplayedValue(
  base: Base,
  adjusted: readonly number[],
  i: number,
  r: number,
  before: number,
): number {
  const v = (base.grid[i] as readonly RoundView[])[r] as RoundView
  const own = base.score[i] as number
  switch (base.model) {
    case 'c07-2024':
      return own
    case 'c07-2026': {
      const cap =
        v.opponent >= 0 ? (adjusted[v.opponent] as number) : base.scoring.draw * base.rounds
      return Math.min(own, cap)
    }
    case 'vo2009':
      return before + (base.scoring.win - v.points) + base.scoring.draw * (base.rounds - v.round)
    case 'fapa':
      return v.opponent >= 0 ? (adjusted[v.opponent] as number) : (adjusted[i] as number)
  }
}

/**
 * Applies the unplayed-game model: opponents' adjusted scores, per-round BH values and SB factors.
 * @see FIDE C.07 art. 16.1-16.4 (2024-08, 2026), FIDE 2009 virtual opponent, FAPA art. 29
 */
export function opponentScoresFor(base: Base): Derived {
  const { grid, scoring } = base
  if (base.system === 'round-robin') return roundRobinScores(base)
  const vur = grid.map((row) => row.map(isVur))
  const unplayed = grid.map((row) => row.map((v) => !v.played))
  const c07 = base.model === 'c07-2024' || base.model === 'c07-2026'
  const asDraw = c07 ? grid.map((row, i) => lateByeFlags(row, vur[i] as boolean[])) : unplayed
  const adjusted = grid.map((row, i) =>
    adjustedScore(row, asDraw[i] as boolean[], base.score[i] as number, scoring.draw),
  )
  const opponentScore: number[][] = []
  const sbPoints: number[][] = []
  grid.forEach((row, i) => {
    const values: number[] = []
    const factors: number[] = []
    let before = 0
    for (const v of row) {
      if (v.played) {
        values.push(adjusted[v.opponent] as number)
        factors.push(v.points)
      } else {
        values.push(unplayedValue(base, adjusted, i, v.round - 1, before))
        factors.push(base.model === 'fapa' ? scoring.draw : v.points)
      }
      before += v.points
    }
    opponentScore.push(values)
    sbPoints.push(factors)
  })
  return { adjusted, opponentScore, sbPoints, vur, unplayed }
}

/**
 * Round robins: forfeits are games (C.07 art. 15.2), scores are taken as awarded, and a round
 * without a game (the free round of an odd field) adds nothing.
 * @see FIDE C.07 art. 15.2
 */
function roundRobinScores(base: Base): Derived {
  const { grid } = base
  const adjusted = base.score.slice()
  const opponentScore = grid.map((row) =>
    row.map((v) => (v.played ? (adjusted[v.opponent] as number) : 0)),
  )
  const sbPoints = grid.map((row) => row.map((v) => (v.played ? v.points : 0)))
  const vur = grid.map((row) => row.map(() => false))
  const unplayed = grid.map((row) => row.map((v) => !v.played))
  return { adjusted, opponentScore, sbPoints, vur, unplayed }
}
