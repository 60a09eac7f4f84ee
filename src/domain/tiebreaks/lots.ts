import { createRng, shuffled } from '../core/index.ts'

/**
 * Drawing of lots, reproducible from the seed recorded with the tournament: returns a map from
 * each key to its lot number (1 = best), the same for the same seed and the same keys.
 * @see FIDE C.07 art. 4 (lots when the list runs out), FAPA art. 29.1.e ("Sorteo")
 */
export function drawLots(keys: readonly number[], seed: number): Map<number, number> {
  const order = shuffled(
    keys.slice().sort((a, b) => a - b),
    createRng(seed),
  )
  return new Map(order.map((k, i) => [k, i + 1]))
}
