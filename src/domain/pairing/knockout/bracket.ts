/** Smallest power of two holding n entrants. @see fide-facts 7.3 (bracket size P) */
export function bracketSize(n: number): number {
  let p = 1
  while (p < n) p *= 2
  return p
}

/** Entrants exempt from the first round so that the second has a power of two. @see FAPA art. 106 */
export function byeCount(n: number): number {
  return n <= 1 ? 0 : bracketSize(n) - n
}

/**
 * Seed order of the bracket lines for fold seeding: starting from [1, 2], each seed s is replaced
 * by (s, 2m + 1 - s) with m doubling; 8 gives 1 8 4 5 2 7 3 6.
 * @see fide-facts 7.3 (bracket line order)
 */
export function bracketLineOrder(size: number): number[] {
  let lines = [1]
  for (let m = 1; m < size; m *= 2) lines = lines.flatMap((s) => [s, 2 * m + 1 - s])
  return lines
}

/** First-round pairs of a seeded bracket: seeds 1..P-N have byes, the rest play s vs P+1-s. @see fide-facts 7.3 */
export function seededFirstRound(n: number): {
  readonly byes: number[]
  readonly pairs: [number, number][]
} {
  const size = bracketSize(n)
  const byes: number[] = []
  const pairs: [number, number][] = []
  const lines = bracketLineOrder(size)
  for (let i = 0; i < size; i += 2) {
    const a = lines[i] as number
    const b = lines[i + 1] as number
    if (b > n) byes.push(a)
    else pairs.push([a, b])
  }
  return { byes, pairs }
}
