import { FREE, INNER, LEAST_LIST, OUTER, type MatchState } from './state.ts'
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
 * its least-slack list is built again before the next step reads it (a vertex the remaining trees
 * take back first never needs it).
 */
function releaseEdgesOf(s: MatchState, v: number): void {
  const { adjEnds, endVertex, label, labelEnd, allowed, dirty } = s
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
    if (s.bestEdge[x] === p >> 1 && dirty[x] === 0) dirty[x] = 2
  }
  s.leastLength[v] = 0
  s.leastCut[v] = 1
  s.bestEdge[v] = -1
  dirty[v] = 1
}

/**
 * Least-slack edge from vertex `v` (not outer) to any outer blossom. The first time after `v` left
 * the forest, one pass over its edges finds it (most such vertices rejoin the forest before they
 * need another); from the second time on, its least-slack list.
 */
export function recomputeVertexBest(s: MatchState, v: number): void {
  if (s.dirty[v] === 1) {
    const { adjEnds, endVertex, label, inBlossom, duals } = s
    let best = -1
    duals.bestReset()
    for (let i = s.adjStart[v]!; i < s.adjStart[v + 1]!; i++) {
      const p = adjEnds[i]!
      const far = endVertex[p]!
      if (label[inBlossom[far]!] === OUTER && duals.bestOffer(v, far, p >> 1)) best = p >> 1
    }
    s.leastLength[v] = 0
    s.leastCut[v] = 1
    s.bestEdge[v] = best
  } else {
    const p = leastSlackEnd(s, v)
    s.bestEdge[v] = p === -1 ? -1 : p >> 1
  }
  s.dirty[v] = 0
}

/**
 * Least-slack edge from outer blossom `b` to any other outer blossom it must account for: the least
 * of its vertices' list heads. An edge between two outer vertices loses the same slack at every
 * step, so the order of a vertex's edges to outer vertices holds while both ends stay outer; an
 * edge whose far end became outer later was scanned from that end, and that end's blossom
 * accounts for it.
 */
export function recomputeBlossomBest(s: MatchState, b: number): void {
  const { endVertex, duals } = s
  let best = -1
  duals.bestReset()
  const visit = (x: number): void => {
    if (s.leastBuilt[x]! < s.outerSince[x]!) buildLeastList(s, x)
    const p = leastSlackEnd(s, x)
    if (p !== -1 && duals.bestOffer(x, endVertex[p]!, p >> 1)) best = p >> 1
  }
  if (b < s.n) visit(b)
  else forEachLeaf(s, b, visit)
  s.bestEdge[b] = best
}

/*
 * Least-slack lists. Vertex x's list holds far ends of its edges towards outer vertices in
 * increasing slack. The slack of an edge from x to an outer vertex changes at each step by x's own
 * change minus the step, the same for all of x's edges, so their order holds while the far ends
 * stay outer. An entry counts while its far end has been outer since the entry was recorded and
 * lies outside x's blossom; an entry that stops counting never counts again (its far end would
 * have to become outer anew, with a new reading of the clock).
 *
 * What the list accounts for: every edge to an outer vertex when it was built, and, for a vertex
 * outside the forest, each edge an outer vertex offered since. Its counting entries are always the
 * least of those: an edge left out has no less slack than any counting entry (when nothing was
 * ever left out, `leastCut` is 0 and the list is everything). Once no entry counts and something
 * was left out, the list is built again from all the edges.
 */

/** Whether entry `i` of `x`'s list still counts. */
function counts(s: MatchState, x: number, i: number): boolean {
  const far = s.endVertex[s.leastEnds[x * LEAST_LIST + i]!]!
  const bt = s.inBlossom[far]!
  return (
    bt !== s.inBlossom[x] &&
    s.label[bt] === OUTER &&
    s.outerSince[far]! < s.leastStamp[x * LEAST_LIST + i]!
  )
}

/** Drops the entries of `x`'s list that no longer count, keeping the order of the others. */
function compactLeast(s: MatchState, x: number): void {
  const at = x * LEAST_LIST
  const length = s.leastLength[x]!
  let kept = 0
  for (let i = 0; i < length; i++) {
    if (!counts(s, x, i)) continue
    s.leastEnds[at + kept] = s.leastEnds[at + i]!
    s.leastStamp[at + kept] = s.leastStamp[at + i]!
    kept++
  }
  s.leastLength[x] = kept
}

/** The far end of `x`'s least-slack edge among those its list accounts for, or -1. */
function leastSlackEnd(s: MatchState, x: number): number {
  compactLeast(s, x)
  if (s.leastLength[x] === 0 && s.leastCut[x] === 1) buildLeastList(s, x)
  return s.leastLength[x]! > 0 ? s.leastEnds[x * LEAST_LIST]! : -1
}

/** Places far end `p` (of edge p >> 1, recorded now) in `x`'s list, after every entry of equal slack. */
function placeLeast(s: MatchState, x: number, p: number, stamp: number): void {
  const { leastEnds, leastStamp, duals } = s
  const at = x * LEAST_LIST
  const e = p >> 1
  let length = s.leastLength[x]!
  if (length === LEAST_LIST) {
    s.leastCut[x] = 1
    if (!duals.slackLess(e, leastEnds[at + length - 1]! >> 1)) return
    length--
  }
  // Binary search for the first entry of more slack.
  let lo = 0
  let hi = length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (duals.slackLess(e, leastEnds[at + mid]! >> 1)) hi = mid
    else lo = mid + 1
  }
  const j = lo
  leastEnds.copyWithin(at + j + 1, at + j, at + length)
  leastStamp.copyWithin(at + j + 1, at + j, at + length)
  leastEnds[at + j] = p
  leastStamp[at + j] = stamp
  s.leastLength[x] = length + 1
}

/** Scans every edge of `x` and keeps the least-slack far ends towards outer blossoms. */
function buildLeastList(s: MatchState, x: number): void {
  const { adjEnds, endVertex, label, inBlossom } = s
  const bx = inBlossom[x]!
  const stamp = ++s.clock
  s.leastLength[x] = 0
  s.leastCut[x] = 0
  for (let i = s.adjStart[x]!; i < s.adjStart[x + 1]!; i++) {
    const p = adjEnds[i]!
    const bt = inBlossom[endVertex[p]!]!
    if (bt !== bx && label[bt] === OUTER) placeLeast(s, x, p, stamp)
  }
  s.leastBuilt[x] = stamp
}

/**
 * Records that outer vertex `v`, being scanned, offers edge end `p` (at `v`) to vertex `x` outside
 * the forest or inside an inner blossom.
 */
export function offerLeast(s: MatchState, x: number, p: number): void {
  compactLeast(s, x)
  const at = x * LEAST_LIST
  const length = s.leastLength[x]!
  // With something left out, an edge not below the last counting entry could hide a smaller one.
  if (
    s.leastCut[x] === 1 &&
    (length === 0 || !s.duals.slackLess(p >> 1, s.leastEnds[at + length - 1]! >> 1))
  )
    return
  placeLeast(s, x, p, ++s.clock)
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
