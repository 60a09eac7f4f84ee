import { maxWeightMatching, type WeightedEdge } from '../../src/domain/pairing/matching/index.ts'
import { createRng } from '../../src/domain/core/index.ts'

// Dense random graphs (9 pairs in 10 allowed), as in a Swiss round where most pairs are legal.
function denseGraph(n: number, bits: number, seed: number): WeightedEdge[] {
  const rng = createRng(seed)
  const edges: WeightedEdge[] = []
  const high = bits > 50 ? BigInt(bits - 50) : 0n
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (rng.next() < 0.1) continue
      const low = BigInt(Math.floor(rng.next() * 2 ** Math.min(bits, 50)))
      const w = high > 0n ? (BigInt(Math.floor(rng.next() * 2 ** 30)) << high) + low : low
      edges.push({ u, v, w })
    }
  }
  return edges
}

const sizes = (process.argv[2] ?? '100,500,1000,2000').split(',').map(Number)
console.log('n\tedges\tweights\tms')
for (const bits of [50, 120]) {
  for (const n of sizes) {
    const edges = denseGraph(n, bits, n + bits)
    const start = performance.now()
    const mate = maxWeightMatching(n, edges)
    const ms = performance.now() - start
    const matched = mate.reduce((c, p) => c + (p >= 0 ? 1 : 0), 0)
    console.log(`${n}\t${edges.length}\t<2^${bits}\t${ms.toFixed(0)}\t(${matched} matched)`)
  }
}
