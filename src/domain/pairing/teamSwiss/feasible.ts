import { maxWeightMatching } from '../matching/index.ts'
import type { TeamState } from './state.ts'

/** True when the teams can all be paired without rematches. @see FIDE C.04.6 C1, C3 */
export function isPairable(teams: readonly TeamState[]): boolean {
  if (teams.length % 2 === 1) return false
  if (teams.length === 0) return true
  const edges = []
  for (let i = 0; i < teams.length; i++)
    for (let j = i + 1; j < teams.length; j++) {
      const a = teams[i] as TeamState
      const b = teams[j] as TeamState
      if (!a.opponents.has(b.tpn)) edges.push({ u: i, v: j, w: 1n })
    }
  const mate = maxWeightMatching(teams.length, edges, { maxCardinality: true })
  return mate.every((m) => m >= 0)
}
