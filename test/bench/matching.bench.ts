import { maxWeightMatching, type WeightedEdge } from '../../src/domain/pairing/matching/index.ts'
import { createRng } from '../../src/domain/core/index.ts'

// Dense random graphs (9 pairs in 10 allowed), as in a Swiss round where most pairs are legal.
// Usage: npx tsx test/bench/matching.bench.ts [sizes, default 100,500,1000,2000] [bit widths, default 50,120]
//
// Last run (Node 20, a shared 2-core machine with load average 11-24, so wall times are inflated
// several fold; CPU ms is the steadier figure):
//   vertices  edges      weights  cpu ms
//   100       4,454      <2^50       105
//   500       112,233    <2^50       457
//   1000      449,252    <2^50     1,642
//   2000      1,798,849  <2^50     8,752
//   100       4,494      ~2^120      144
//   500       112,291    ~2^120      721
//   1000      449,480    ~2^120    2,548
//   2000      1,798,979  ~2^120   12,819
// A completion check (all weights equal, maximum cardinality) on 2,000 dense vertices: ~0.5 s CPU.
function denseGraph(n: number, bits: number, seed: number): WeightedEdge[] {
  const rng = createRng(seed)
  const edges: WeightedEdge[] = []
  const lowBits = Math.min(bits, 50)
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (rng.next() < 0.1) continue
      let w = BigInt(Math.floor(rng.next() * 2 ** lowBits))
      if (bits > 50) w += BigInt(Math.floor(rng.next() * 2 ** 30)) << BigInt(bits - 30)
      edges.push({ u, v, w })
    }
  }
  return edges
}

const sizes = (process.argv[2] ?? '100,500,1000,2000').split(',').map(Number)
const widths = (process.argv[3] ?? '50,120').split(',').map(Number)
console.log('vertices\tedges\tweights\twall ms\tcpu ms\tmatched')
for (const bits of widths) {
  for (const n of sizes) {
    const edges = denseGraph(n, bits, n * 7 + bits)
    const cpu = process.cpuUsage()
    const start = performance.now()
    const mate = maxWeightMatching(n, edges)
    const wall = performance.now() - start
    const used = process.cpuUsage(cpu)
    const matched = mate.reduce((c, p) => c + (p >= 0 ? 1 : 0), 0)
    const weights = bits > 50 ? `~2^${bits}` : `<2^${bits}`
    console.log(
      `${n}\t${edges.length}\t${weights}\t${wall.toFixed(0)}\t${((used.user + used.system) / 1000).toFixed(0)}\t${matched}`,
    )
  }
}
