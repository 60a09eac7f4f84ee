import type { DualArithmetic } from './duals.ts'

/** Labels of outer blossoms in the alternating forest. */
export const FREE = 0
export const OUTER = 1
export const INNER = 2

/**
 * Working state of one blossom-algorithm run.
 *
 * Edge `e` has two ends: end `2e` is vertex `eu[e]`, end `2e + 1` is vertex `ev[e]`; `p ^ 1` is the
 * opposite end. Ids `0..n-1` are vertices (trivial blossoms), `n..2n-1` are nontrivial blossoms.
 */
export interface MatchState {
  readonly n: number
  readonly eu: Int32Array
  readonly ev: Int32Array
  /** Vertex at each edge end. */
  readonly endVertex: Int32Array
  /** Ends seen from each vertex (the far end of each incident edge), in CSR layout. */
  readonly adjStart: Int32Array
  readonly adjEnds: Int32Array
  readonly duals: DualArithmetic
  /** For a vertex: the far end of its matched edge, or -1. */
  readonly mate: Int32Array
  /** Per blossom (and per vertex, for vertices inside an inner blossom). */
  readonly label: Int8Array
  /** The end, inside the parent in the forest, of the edge that gave the label; -1 for roots. */
  readonly labelEnd: Int32Array
  /** Outermost blossom holding each vertex. */
  readonly inBlossom: Int32Array
  readonly parent: Int32Array
  /** Base vertex of each blossom; -1 for an unused blossom id. */
  readonly base: Int32Array
  /** Sub-blossoms in cycle order, the one holding the base first. */
  readonly childs: (number[] | null)[]
  /** links[b][i]: an end in childs[i] whose edge reaches childs[i + 1] (cyclically). */
  readonly links: (number[] | null)[]
  /** Least-slack edge: to an outer blossom for non-outer vertices, between outer blossoms otherwise. */
  readonly bestEdge: Int32Array
  /** For nontrivial outer blossoms: least-slack edge towards each neighbouring outer blossom. */
  readonly bestList: (number[] | null)[]
  readonly allowed: Uint8Array
  /** Root of the alternating tree holding each labelled vertex. */
  readonly tree: Int32Array
  /**
   * Vertices whose least-slack edge to an outer blossom must be recomputed before use: 1 from all
   * their edges, 2 from their least-slack list.
   */
  readonly dirty: Uint8Array
  /**
   * Outer vertices waiting for their edges to be scanned, first in first out: trees then grow side
   * by side and meet while small, instead of one tree swallowing the graph before it augments.
   */
  readonly queue: Int32Array
  readonly queued: Uint8Array
  /** Scratch list of tight edges a scan follows after the others (sized for the largest degree). */
  readonly pending: Int32Array
  /** Scratch list of the vertices of the trees being dissolved. */
  readonly members: Int32Array
  queueLength: number
  queueHead: number
  /** Unmatched vertices, each the root of one tree. */
  freeCount: number
  readonly freeIds: number[]
  readonly mark: Uint8Array
  readonly bestTo: Int32Array
  /**
   * Least-slack lists (see `leastSlackEnd` in dissolve.ts): per vertex, up to `LEAST_LIST` far
   * ends of its edges towards outer vertices, in increasing slack, each with the clock reading
   * when it was recorded.
   */
  readonly leastEnds: Int32Array
  readonly leastStamp: Int32Array
  readonly leastLength: Int32Array
  /** 1 when a vertex's list left out edges (it must be built again once used up). */
  readonly leastCut: Uint8Array
  /** Clock reading when each vertex's list was last built from all its edges (0: never). */
  readonly leastBuilt: Int32Array
  /** Clock reading when each vertex last became outer. */
  readonly outerSince: Int32Array
  /** Counts the events `outerSince` and `leastBuilt` are read against. */
  clock: number
  readonly maxCardinality: boolean
  /**
   * Keep stepping the duals after the matching is final, until they prove optimality (used by the
   * certificate tests; the matching itself never changes once fewer than two vertices are free).
   */
  finishDuals: boolean
}

/** Builds the initial state: every vertex single and unmatched. */
export function createState(
  n: number,
  eu: Int32Array,
  ev: Int32Array,
  duals: DualArithmetic,
  maxCardinality: boolean,
): MatchState {
  const m = eu.length
  const endVertex = new Int32Array(2 * m)
  const degree = new Int32Array(n + 1)
  for (let e = 0; e < m; e++) {
    endVertex[2 * e] = eu[e]!
    endVertex[2 * e + 1] = ev[e]!
    degree[eu[e]! + 1]!++
    degree[ev[e]! + 1]!++
  }
  for (let v = 0; v < n; v++) degree[v + 1]! += degree[v]!
  const adjStart = degree.slice()
  const fill = degree.slice(0, n)
  const adjEnds = new Int32Array(2 * m)
  for (let e = 0; e < m; e++) {
    adjEnds[fill[eu[e]!]!++] = 2 * e + 1
    adjEnds[fill[ev[e]!]!++] = 2 * e
  }
  const base = new Int32Array(2 * n).fill(-1)
  const inBlossom = new Int32Array(n)
  for (let v = 0; v < n; v++) base[v] = inBlossom[v] = v
  const freeIds: number[] = []
  for (let b = 2 * n - 1; b >= n; b--) freeIds.push(b)
  return {
    n,
    eu,
    ev,
    endVertex,
    adjStart,
    adjEnds,
    duals,
    mate: new Int32Array(n).fill(-1),
    label: new Int8Array(2 * n),
    labelEnd: new Int32Array(2 * n).fill(-1),
    inBlossom,
    parent: new Int32Array(2 * n).fill(-1),
    base,
    childs: new Array<number[] | null>(2 * n).fill(null),
    links: new Array<number[] | null>(2 * n).fill(null),
    bestEdge: new Int32Array(2 * n).fill(-1),
    bestList: new Array<number[] | null>(2 * n).fill(null),
    allowed: new Uint8Array(m),
    tree: new Int32Array(n).fill(-1),
    dirty: new Uint8Array(n),
    queue: new Int32Array(n),
    queued: new Uint8Array(n),
    members: new Int32Array(n),
    pending: new Int32Array(maxDegree(adjStart, n)),
    queueLength: 0,
    queueHead: 0,
    freeCount: n,
    freeIds,
    mark: new Uint8Array(2 * n),
    bestTo: new Int32Array(2 * n).fill(-1),
    leastEnds: new Int32Array(n * LEAST_LIST),
    leastStamp: new Int32Array(n * LEAST_LIST),
    leastLength: new Int32Array(n),
    leastCut: new Uint8Array(n).fill(1),
    leastBuilt: new Int32Array(n),
    outerSince: new Int32Array(n),
    clock: 0,
    maxCardinality,
    finishDuals: false,
  }
}

/** Calls `visit` on every vertex inside blossom `b` (or on `b` itself when it is a vertex). */
export function forEachVertex(s: MatchState, b: number, visit: (v: number) => void): void {
  if (b < s.n) {
    visit(b)
    return
  }
  for (const c of s.childs[b]!) forEachVertex(s, c, visit)
}

/** Edges kept in each outer vertex's least-slack list. */
export const LEAST_LIST = 16

/** Schedules vertex `v`, which has just become outer, for scanning unless it is already waiting. */
export function enqueue(s: MatchState, v: number): void {
  s.outerSince[v] = ++s.clock
  if (s.queued[v] === 1) return
  s.queued[v] = 1
  s.queue[(s.queueHead + s.queueLength++) % s.n] = v
}

/** Takes the oldest waiting vertex. */
export function dequeue(s: MatchState): number {
  const v = s.queue[s.queueHead]!
  s.queueHead = (s.queueHead + 1) % s.n
  s.queueLength--
  s.queued[v] = 0
  return v
}

function maxDegree(adjStart: Int32Array, n: number): number {
  let most = 0
  for (let v = 0; v < n; v++) most = Math.max(most, adjStart[v + 1]! - adjStart[v]!)
  return most
}
