import { shuffled, type Rng, type TeamId } from '../core/index.ts'

/** A team's FEDA ratings in board order (0 = unrated). */
export interface TeamRatings {
  readonly teamId: TeamId
  readonly ratings: readonly number[]
}

/** Compares two averages exactly (sumA/nA vs sumB/nB), larger first; an empty average is last. */
function compareAverages(sa: number, na: number, sb: number, nb: number): number {
  if (na === 0 || nb === 0) return nb - na
  return sb * na - sa * nb
}

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0)

/** One ranking rule: the players counted, in order, and how many of the first k are rated. */
interface RankingRule {
  readonly first: number
  /** Values averaged, strongest-first as the article takes them (unrated kept as 0). */
  readonly counted: (ratings: readonly number[]) => readonly number[]
  /** Average of the first k counted values as [sum, divisor]. */
  readonly average: (values: readonly number[], k: number) => readonly [number, number]
}

function rankBy(teams: readonly TeamRatings[], rule: RankingRule, rng: Rng): TeamId[] {
  const lot = new Map(shuffled(teams, rng).map((t, i) => [t.teamId, i]))
  const cmpAt = (a: readonly number[], b: readonly number[], k: number) => {
    const [sa, na] = rule.average(a, k)
    const [sb, nb] = rule.average(b, k)
    return compareAverages(sa, na, sb, nb)
  }
  return teams
    .slice()
    .sort((x, y) => {
      const a = rule.counted(x.ratings)
      const b = rule.counted(y.ratings)
      const first = cmpAt(a, b, rule.first)
      if (first !== 0) return first
      const rated = (v: readonly number[]) => v.slice(0, rule.first).filter((r) => r > 0).length
      if (rated(a) !== rated(b)) return rated(b) - rated(a)
      for (let k = rule.first + 1; k <= Math.min(a.length, b.length); k++) {
        const d = cmpAt(a, b, k)
        if (d !== 0) return d
      }
      return b.length - a.length || (lot.get(x.teamId) ?? 0) - (lot.get(y.teamId) ?? 0)
    })
    .map((t) => t.teamId)
}

/**
 * 4th-division Swiss ranking: average FEDA rating of the first four boards, unrated players at
 * the base rating; ties by more rated players among the four, then the average of 5, 6... boards,
 * then more players, then lot.
 * @see FAPA art. 72 (4th division)
 */
export function fourthDivisionRanking(
  teams: readonly TeamRatings[],
  baseRating: number,
  rng: Rng,
): TeamId[] {
  return rankBy(
    teams,
    {
      first: 4,
      counted: (r) => r,
      average: (v, k) => [
        sum(v.slice(0, k).map((x) => (x > 0 ? x : baseRating))),
        Math.min(k, v.length),
      ],
    },
    rng,
  )
}

/**
 * Blitz and rapid ranking: average of the eight highest FEDA ratings, unrated players left out;
 * ties by more rated players among the eight, then the average of 9, 10... best, then more
 * players, then lot.
 * @see FAPA art. 87, 96
 */
export function blitzRanking(teams: readonly TeamRatings[], rng: Rng): TeamId[] {
  return rankBy(
    teams,
    {
      first: 8,
      counted: (r) => r.slice().sort((x, y) => y - x),
      average: (v, k) => {
        const rated = v.slice(0, k).filter((x) => x > 0)
        return [sum(rated), rated.length]
      },
    },
    rng,
  )
}
