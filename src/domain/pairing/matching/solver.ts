import { FREE, INNER, OUTER, dequeue, type MatchState } from './state.ts'
import { assignLabel, augmentThrough, findCommonBase } from './forest.ts'
import { addBlossom, expandBlossom } from './blossoms.ts'
import {
  dissolveTrees,
  joinsOuter,
  offerLeast,
  recomputeBlossomBest,
  recomputeVertexBest,
} from './dissolve.ts'

const NO_STEP = 0
const STEP_VERTEX = 1
const STEP_TO_FREE = 2
const STEP_OUTER_OUTER = 3
const STEP_EXPAND = 4

/** Acts on tight edge `e` seen from outer vertex `v`; true when the matching grew. */
function followTightEdge(s: MatchState, v: number, e: number): boolean {
  const endAtW = s.eu[e] === v ? 2 * e + 1 : 2 * e
  const w = s.endVertex[endAtW]!
  const bw = s.inBlossom[w]!
  const lw = s.label[bw]!
  if (lw === FREE) {
    assignLabel(s, w, INNER, endAtW ^ 1)
  } else if (lw === OUTER) {
    const base = findCommonBase(s, v, w)
    if (base === -1) {
      const rootA = s.tree[v]!
      const rootB = s.tree[w]!
      augmentThrough(s, e)
      dissolveTrees(s, rootA, rootB)
      return true
    }
    addBlossom(s, base, v, e)
  } else if (s.label[w] === FREE) {
    // w sits inside an inner blossom: remember how the tree reaches it in case that blossom dissolves.
    s.label[w] = INNER
    s.labelEnd[w] = endAtW ^ 1
  }
  return false
}

/**
 * Scans the edges of outer vertex `v`; true when the matching grew. Tight edges towards vertices
 * outside the forest are followed last: an edge to another tree, found first, augments at once and
 * keeps the trees small (on dense graphs one scan would otherwise pull in nearly every vertex).
 */
function scanVertex(s: MatchState, v: number): boolean {
  const { adjEnds, endVertex, inBlossom, label, bestEdge, allowed, duals, pending } = s
  const stop = s.adjStart[v + 1]!
  let deferred = 0
  for (let i = s.adjStart[v]!; i < stop; i++) {
    const p = adjEnds[i]!
    const e = p >> 1
    const w = endVertex[p]!
    const bv = inBlossom[v]!
    const bw = inBlossom[w]!
    if (bv === bw) continue
    if (allowed[e] === 0 && duals.isTight(v, w, e)) allowed[e] = 1
    if (allowed[e] === 1) {
      if (label[bw] === FREE) pending[deferred++] = e
      else if (followTightEdge(s, v, e)) return true
    } else if (label[bw] === OUTER) {
      if (bestEdge[bv] === -1 || duals.slotLess(v, w, e, bv, bestEdge[bv]!)) bestEdge[bv] = e
    } else if (label[w] === FREE) {
      if (bestEdge[w] === -1 || duals.slotLess(v, w, e, w, bestEdge[w]!)) bestEdge[w] = e
      offerLeast(s, w, p ^ 1)
    }
  }
  for (let i = 0; i < deferred; i++) {
    const e = pending[i]!
    if (inBlossom[s.eu[e]!] !== inBlossom[s.ev[e]!] && followTightEdge(s, v, e)) return true
  }
  return false
}

/** Picks the largest dual step that keeps every constraint satisfied; returns its kind, sets `s.stepArg`. */
function chooseStep(s: MatchState, out: { arg: number }): number {
  const { n, duals, label, inBlossom, bestEdge, parent, base } = s
  duals.beginDelta()
  let kind = NO_STEP
  if (!s.maxCardinality) {
    // Free vertices all carry the smallest vertex dual (they start equal and always move together).
    const free = s.mate.indexOf(-1)
    if (free !== -1 && duals.offerVertexDual(free)) kind = STEP_VERTEX
  }
  for (let v = 0; v < n; v++) {
    if (label[inBlossom[v]!] !== FREE) continue
    if (s.dirty[v] !== 0 || (bestEdge[v] !== -1 && !reachesOuter(s, v, bestEdge[v]!)))
      recomputeVertexBest(s, v)
    if (bestEdge[v] !== -1 && duals.offerSlack(bestEdge[v]!)) {
      kind = STEP_TO_FREE
      out.arg = bestEdge[v]!
    }
  }
  for (let b = 0; b < 2 * n; b++) {
    if (parent[b] !== -1 || base[b] === -1) continue
    if (label[b] === OUTER && bestEdge[b] !== -1 && !joinsOuter(s, b, bestEdge[b]!))
      recomputeBlossomBest(s, b)
    if (label[b] === OUTER && bestEdge[b] !== -1 && duals.offerHalfSlack(bestEdge[b]!)) {
      kind = STEP_OUTER_OUTER
      out.arg = bestEdge[b]!
    } else if (b >= n && label[b] === INNER && duals.offerHalfBlossomDual(b)) {
      kind = STEP_EXPAND
      out.arg = b
    }
  }
  return kind
}

/** Moves every dual of the forest by the chosen step: outer vertices down, inner vertices up. */
function applyStep(s: MatchState): void {
  const { n, duals, label, inBlossom, parent, base } = s
  for (let v = 0; v < n; v++) {
    const l = label[inBlossom[v]!]
    if (l === OUTER) duals.shiftVertex(v, -1)
    else if (l === INNER) duals.shiftVertex(v, 1)
  }
  for (let b = n; b < 2 * n; b++) {
    if (parent[b] !== -1 || base[b] === -1) continue
    if (label[b] === OUTER) duals.shiftBlossom(b, 1)
    else if (label[b] === INNER) duals.shiftBlossom(b, -1)
  }
}

/** Whether edge `e` from non-outer vertex `v` still ends in an outer blossom. */
function reachesOuter(s: MatchState, v: number, e: number): boolean {
  const far = s.eu[e] === v ? s.ev[e]! : s.eu[e]!
  return s.label[s.inBlossom[far]!] === OUTER
}

/** Scans every waiting outer vertex; stops early once fewer than two trees remain. */
function drainQueue(s: MatchState): void {
  while (s.queueLength > 0 && (s.freeCount >= 2 || s.finishDuals)) {
    const v = dequeue(s)
    if (s.label[s.inBlossom[v]!] === OUTER) scanVertex(s, v)
  }
}

/**
 * Grows one forest rooted at every free vertex; an augmentation removes only its two trees, so the
 * others keep their labels. Ends at optimality; false when the arithmetic could not stay exact.
 */
export function solve(s: MatchState): boolean {
  s.freeCount = 0
  for (let v = 0; v < s.n; v++) {
    if (s.mate[v] !== -1) continue
    assignLabel(s, v, OUTER, -1)
    s.freeCount++
  }
  const out = { arg: -1 }
  for (;;) {
    drainQueue(s)
    if (s.freeCount < 2 && !s.finishDuals) return true
    const kind = chooseStep(s, out)
    if (kind === NO_STEP) return true
    if (!s.duals.commitDelta()) return false
    applyStep(s)
    if (kind === STEP_VERTEX) return true
    if (kind === STEP_EXPAND) {
      expandBlossom(s, out.arg, false)
      continue
    }
    const e = out.arg
    s.allowed[e] = 1
    const v = s.label[s.inBlossom[s.eu[e]!]!] === OUTER ? s.eu[e]! : s.ev[e]!
    followTightEdge(s, v, e)
  }
}
