import { DEFAULT_SCORING, type Outcome } from '../../../src/domain/core/index.ts'
import type {
  RoundEntry,
  TournamentPlayer,
  TournamentSnapshot,
} from '../../../src/domain/tournament/index.ts'

/**
 * Tiny tournaments for table tests. Each round is a list of entries:
 * `'1-2 1-0'`, `'1-2 ='`, `'1-2 0-1'` (played, first is White), `'1-2 +-'` / `'1-2 -+'` (forfeit),
 * `'1-2 --'` (double forfeit), `'3 U'` (PAB), `'3 F'` (full-point bye), `'3 H'`, `'3 Z'`.
 */
export function tournament(
  players: number | readonly number[],
  rounds: readonly (readonly string[])[],
  totalRounds = rounds.length,
): TournamentSnapshot {
  const ratings =
    typeof players === 'number' ? Array.from({ length: players }, (_, k) => 2000 - 10 * k) : players
  const grid: (RoundEntry | undefined)[][] = ratings.map(() => [])
  rounds.forEach((entries, r) => {
    for (const e of entries) {
      const [who, result = ''] = e.split(' ')
      const [a, b] = (who ?? '').split('-').map(Number)
      if (b === undefined) {
        const outcome: Outcome =
          ({ U: 'pab', F: 'full-bye', H: 'half-bye', Z: 'zero-bye' } as const)[result as 'U'] ??
          'absent'
        ;(grid[(a as number) - 1] as (RoundEntry | undefined)[])[r] = {
          opponent: null,
          colour: null,
          outcome,
        }
        continue
      }
      const [wa, wb] = OUTCOMES_OF[result] ?? ['draw', 'draw']
      ;(grid[(a as number) - 1] as (RoundEntry | undefined)[])[r] = {
        opponent: b,
        colour: 'white',
        outcome: wa,
      }
      ;(grid[b - 1] as (RoundEntry | undefined)[])[r] = {
        opponent: a as number,
        colour: 'black',
        outcome: wb,
      }
    }
  })
  const list: TournamentPlayer[] = ratings.map((rating, k) => ({
    startNo: k + 1,
    name: `P${k + 1}`,
    rating,
    rounds: grid[k] ?? [],
  }))
  return {
    name: 'hand-made',
    totalRounds,
    initialColour: 'white',
    players: list,
    scoring: DEFAULT_SCORING,
    forbiddenPairs: [],
    acceleration: new Map(),
  }
}

const OUTCOMES_OF: Record<string, readonly [Outcome, Outcome]> = {
  '1-0': ['win', 'loss'],
  '0-1': ['loss', 'win'],
  '=': ['draw', 'draw'],
  '+-': ['forfeit-win', 'forfeit-loss'],
  '-+': ['forfeit-loss', 'forfeit-win'],
  '--': ['double-forfeit', 'double-forfeit'],
}
