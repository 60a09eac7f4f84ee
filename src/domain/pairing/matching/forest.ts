import { OUTER, enqueue, forEachVertex, type MatchState } from './state.ts'
import { augmentBlossom } from './blossoms.ts'

/** Labels the outermost blossom of `w` and, for an inner label, the blossom matched to its base. */
export function assignLabel(s: MatchState, w: number, kind: number, end: number): void {
  const b = s.inBlossom[w]!
  s.label[w] = s.label[b] = kind
  s.labelEnd[w] = s.labelEnd[b] = end
  s.bestEdge[w] = s.bestEdge[b] = -1
  const root = end === -1 ? w : s.tree[s.endVertex[end]!]!
  forEachVertex(s, b, (v) => {
    s.tree[v] = root
    if (kind === OUTER) enqueue(s, v)
  })
  if (kind === OUTER) return
  const toBase = s.mate[s.base[b]!]!
  assignLabel(s, s.endVertex[toBase]!, OUTER, toBase ^ 1)
}

/** The outer blossom two steps up the forest from outer vertex `v`, as one of its vertices; -1 at a root. */
function grandparent(s: MatchState, v: number): number {
  const end = s.labelEnd[s.inBlossom[v]!]!
  if (end === -1) return -1
  return s.endVertex[s.labelEnd[s.inBlossom[s.endVertex[end]!]!]!]!
}

/**
 * Climbs from outer vertices `v` and `w` towards their roots in step: the first blossom met twice
 * gives the base of the odd cycle; -1 means different trees, hence an augmenting path.
 */
export function findCommonBase(s: MatchState, v: number, w: number): number {
  const visited: number[] = []
  let a = v
  let c = w
  let found = -1
  while (a !== -1) {
    const b = s.inBlossom[a]!
    if (s.mark[b] === 1) {
      found = s.base[b]!
      break
    }
    s.mark[b] = 1
    visited.push(b)
    a = grandparent(s, a)
    if (c !== -1) {
      const t = a
      a = c
      c = t
    }
  }
  for (const b of visited) s.mark[b] = 0
  return found
}

/** Flips the alternating path from outer vertex `v` to its root; `end` is the far end of the new edge. */
function flipToRoot(s: MatchState, v: number, end: number): void {
  let x = v
  let far = end
  for (;;) {
    const bx = s.inBlossom[x]!
    if (bx >= s.n) augmentBlossom(s, bx, x)
    s.mate[x] = far
    const up = s.labelEnd[bx]!
    if (up === -1) return
    const bt = s.inBlossom[s.endVertex[up]!]!
    const into = s.labelEnd[bt]!
    const entry = s.endVertex[into ^ 1]!
    if (bt >= s.n) augmentBlossom(s, bt, entry)
    s.mate[entry] = into
    x = s.endVertex[into]!
    far = into ^ 1
  }
}

/** Augments the matching along the path through edge `e` joining two different trees. */
export function augmentThrough(s: MatchState, e: number): void {
  flipToRoot(s, s.eu[e]!, 2 * e + 1)
  flipToRoot(s, s.ev[e]!, 2 * e)
}
