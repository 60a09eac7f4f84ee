import { FREE, INNER, OUTER, type MatchState } from './state.ts'
import { expandBlossom } from './blossoms.ts'

/**
 * Removes the two trees joined by an augmentation from the forest and keeps every other tree.
 *
 * Rebuilding the whole forest after each augmentation would rescan every free vertex, O(m) per
 * augmentation; only what touched the two trees is invalidated here, the rest is repaired lazily.
 */
export function dissolveTrees(s: MatchState, rootA: number, rootB: number): void {
  const { n, members, label, labelEnd, inBlossom, tree, bestEdge, bestList, dirty } = s
  let count = 0
  for (let v = 0; v < n; v++) {
    if (label[inBlossom[v]!] !== FREE && (tree[v] === rootA || tree[v] === rootB))
      members[count++] = v
  }
  const opened: number[] = []
  for (let i = 0; i < count; i++) {
    const b = inBlossom[members[i]!]!
    if (b >= n && label[b] === OUTER && s.duals.blossomDualIsZero(b)) opened.push(b)
    label[b] = FREE
    labelEnd[b] = -1
    bestEdge[b] = -1
    bestList[b] = null
  }
  for (let i = 0; i < count; i++) {
    const v = members[i]!
    label[v] = FREE
    labelEnd[v] = -1
    bestEdge[v] = -1
    dirty[v] = 1
  }
  for (let i = 0; i < count; i++) releaseEdgesOf(s, members[i]!)
  for (const b of opened) if (s.base[b] !== -1 && s.parent[b] === -1) expandBlossom(s, b, true)
  s.freeCount -= 2
}

/**
 * Edges of a vertex that left the forest are no longer known tight, nor do they label anything;
 * the same pass finds its least-slack edge to the trees that remain.
 */
function releaseEdgesOf(s: MatchState, v: number): void {
  const { adjEnds, endVertex, label, labelEnd, inBlossom, allowed, dirty, duals } = s
  let best = -1
  duals.bestReset()
  for (let i = s.adjStart[v]!; i < s.adjStart[v + 1]!; i++) {
    const p = adjEnds[i]!
    allowed[p >> 1] = 0
    const x = endVertex[p]!
    if (label[x] === INNER && labelEnd[x] === (p ^ 1)) {
      label[x] = FREE
      labelEnd[x] = -1
      dirty[x] = 1
    }
    // x may sit in an inner blossom, where no step checks its least-slack edge: should v return to
    // the forest before x is checked, that edge would look valid with a slack that has drifted.
    if (s.bestEdge[x] === p >> 1) dirty[x] = 1
    if (label[inBlossom[x]!] === OUTER && duals.bestOffer(v, x, p >> 1)) best = p >> 1
  }
  s.bestEdge[v] = best
  dirty[v] = 0
}

/** Least-slack edge from vertex `v` (not outer) to any outer blossom, scanning all its edges. */
export function recomputeVertexBest(s: MatchState, v: number): void {
  const { adjEnds, endVertex, label, inBlossom, duals } = s
  let best = -1
  duals.bestReset()
  for (let i = s.adjStart[v]!; i < s.adjStart[v + 1]!; i++) {
    const p = adjEnds[i]!
    const far = endVertex[p]!
    if (label[inBlossom[far]!] === OUTER && duals.bestOffer(v, far, p >> 1)) best = p >> 1
  }
  s.bestEdge[v] = best
  s.dirty[v] = 0
}

/** Least-slack edge from outer blossom `b` to any other outer blossom, scanning all its vertices. */
export function recomputeBlossomBest(s: MatchState, b: number): void {
  const { adjEnds, endVertex, label, inBlossom, duals } = s
  let best = -1
  duals.bestReset()
  const visit = (x: number): void => {
    for (let i = s.adjStart[x]!; i < s.adjStart[x + 1]!; i++) {
      const p = adjEnds[i]!
      const far = endVertex[p]!
      const bt = inBlossom[far]!
      if (bt !== b && label[bt] === OUTER && duals.bestOffer(x, far, p >> 1)) best = p >> 1
    }
  }
  if (b < s.n) visit(b)
  else forEachLeaf(s, b, visit)
  s.bestEdge[b] = best
}

function forEachLeaf(s: MatchState, b: number, visit: (x: number) => void): void {
  for (const c of s.childs[b]!) {
    if (c < s.n) visit(c)
    else forEachLeaf(s, c, visit)
  }
}

/** Whether edge `e` still joins outer blossom `b` to a different outer blossom. */
export function joinsOuter(s: MatchState, b: number, e: number): boolean {
  const bu = s.inBlossom[s.eu[e]!]!
  const bv = s.inBlossom[s.ev[e]!]!
  const other = bu === b ? bv : bv === b ? bu : -1
  return other !== -1 && other !== b && s.label[other] === OUTER
}
