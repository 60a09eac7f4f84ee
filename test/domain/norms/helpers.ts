import { DEFAULT_SCORING, type Outcome } from '../../../src/domain/core/index.ts'
import type {
  RoundEntry,
  TournamentPlayer,
  TournamentSnapshot,
} from '../../../src/domain/tournament/index.ts'

/** An opponent of the candidate and the candidate's result against him. */
export interface Opp {
  readonly rating: number
  readonly title?: string
  readonly fed?: string
  /** Candidate's result: 1, 0.5, 0, '+' (forfeit win), '-' (forfeit loss). */
  readonly res: 1 | 0.5 | 0 | '+' | '-'
}

/** A field player outside the candidate's games (for the Swiss exemptions). */
export interface Extra {
  readonly rating: number
  readonly title?: string
  readonly fed: string
}

const OUT: Record<string, Outcome> = {
  '1': 'win',
  '0.5': 'draw',
  '0': 'loss',
  '+': 'forfeit-win',
  '-': 'forfeit-loss',
}
const MIRROR: Record<string, Outcome> = {
  '1': 'loss',
  '0.5': 'draw',
  '0': 'win',
  '+': 'forfeit-loss',
  '-': 'forfeit-win',
}

/** Opponents rated `rating` with `title` from `fed`, the candidate scoring `results` in order. */
export function opps(
  results: readonly Opp['res'][],
  rating: number,
  title = '',
  fed = 'FRA',
): Opp[] {
  return results.map((res) => ({ rating, title, fed, res }))
}

/**
 * A tournament in which candidate #1 meets opponent #(i+2) in round i+1; extra players draw among
 * themselves every round (the last of an odd group gets the PAB).
 */
export function normTournament(spec: {
  readonly candidate: { rating: number; title?: string; fed: string; sex?: 'm' | 'w' }
  readonly opponents: readonly Opp[]
  readonly extras?: readonly Extra[]
  readonly totalRounds?: number
  /** Rounds (1-based) in which the candidate got the PAB instead (the list shifts later games). */
  readonly pabRounds?: readonly number[]
}): TournamentSnapshot {
  const total = spec.totalRounds ?? spec.opponents.length + (spec.pabRounds?.length ?? 0)
  const rounds: (RoundEntry | undefined)[][] = []
  const players: TournamentPlayer[] = []
  const candRounds: (RoundEntry | undefined)[] = []
  let next = 0
  for (let r = 1; r <= total; r++) {
    if (spec.pabRounds?.includes(r)) {
      candRounds.push({ opponent: null, colour: null, outcome: 'pab' })
      continue
    }
    const o = spec.opponents[next]
    if (!o) break
    const oppNo = next + 2
    candRounds.push({
      opponent: oppNo,
      colour: r % 2 ? 'white' : 'black',
      outcome: OUT[String(o.res)] as Outcome,
    })
    const oppRounds: (RoundEntry | undefined)[] = Array.from({ length: total }, () => undefined)
    oppRounds[r - 1] = {
      opponent: 1,
      colour: r % 2 ? 'black' : 'white',
      outcome: MIRROR[String(o.res)] as Outcome,
    }
    rounds[next] = oppRounds
    next++
  }
  players.push({
    startNo: 1,
    name: 'Candidate',
    rating: spec.candidate.rating,
    title: spec.candidate.title ?? '',
    federation: spec.candidate.fed,
    sex: spec.candidate.sex ?? 'm',
    rounds: candRounds,
  })
  spec.opponents.forEach((o, i) => {
    players.push({
      startNo: i + 2,
      name: `Opponent ${i + 2}`,
      rating: o.rating,
      title: o.title ?? '',
      federation: o.fed ?? 'FRA',
      sex: 'm',
      rounds: rounds[i] ?? [],
    })
  })
  const base = spec.opponents.length + 2
  const extras = spec.extras ?? []
  extras.forEach((e, i) => {
    const me = base + i
    const mateIndex = i % 2 === 0 ? i + 1 : i - 1
    const mate = mateIndex < extras.length ? base + mateIndex : null
    const entry: RoundEntry =
      mate === null
        ? { opponent: null, colour: null, outcome: 'pab' }
        : { opponent: mate, colour: i % 2 ? 'black' : 'white', outcome: 'draw' }
    players.push({
      startNo: me,
      name: `Field ${me}`,
      rating: e.rating,
      title: e.title ?? '',
      federation: e.fed,
      sex: 'm',
      rounds: Array.from({ length: total }, () => entry),
    })
  })
  return {
    name: 'Norm test',
    totalRounds: total,
    initialColour: 'white',
    players,
    scoring: DEFAULT_SCORING,
    forbiddenPairs: [],
    acceleration: new Map(),
  }
}

/** `count` field players of one federation. */
export function extras(count: number, fed: string, rating: number, title = ''): Extra[] {
  return Array.from({ length: count }, () => ({ rating, title, fed }))
}
