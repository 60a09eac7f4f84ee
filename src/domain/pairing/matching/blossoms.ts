import { FREE, INNER, OUTER, enqueue, forEachVertex, type MatchState } from './state.ts'
import { assignLabel } from './forest.ts'

/** The outer blossom containing vertex `v` one level below blossom `b`. */
function childOf(s: MatchState, b: number, v: number): number {
  let t = v
  while (s.parent[t] !== b) t = s.parent[t]!
  return t
}

/** Walks the forest from outer blossom `from` up to `stop`, returning the blossoms passed and their tree ends. */
function climb(
  s: MatchState,
  from: number,
  stop: number,
  owner: number,
): { blossoms: number[]; ends: number[] } {
  const blossoms: number[] = []
  const ends: number[] = []
  let b = from
  while (b !== stop) {
    s.parent[b] = owner
    blossoms.push(b)
    ends.push(s.labelEnd[b]!)
    b = s.inBlossom[s.endVertex[s.labelEnd[b]!]!]!
  }
  return { blossoms, ends }
}

/** Shrinks the odd cycle closed by tight edge `e` (outer `v` to outer `w`) into a new outer blossom. */
export function addBlossom(s: MatchState, baseVertex: number, v: number, e: number): void {
  const bb = s.inBlossom[baseVertex]!
  const b = s.freeIds.pop()!
  s.base[b] = baseVertex
  s.parent[b] = -1
  s.parent[bb] = b
  const endAtV = s.eu[e] === v ? 2 * e : 2 * e + 1
  const w = s.endVertex[endAtV ^ 1]!
  const left = climb(s, s.inBlossom[v]!, bb, b)
  const right = climb(s, s.inBlossom[w]!, bb, b)
  const childs = [bb, ...left.blossoms.reverse()]
  const links = left.ends.reverse()
  links.push(endAtV)
  for (let i = 0; i < right.blossoms.length; i++) {
    childs.push(right.blossoms[i]!)
    links.push(right.ends[i]! ^ 1)
  }
  s.childs[b] = childs
  s.links[b] = links
  s.label[b] = OUTER
  s.labelEnd[b] = s.labelEnd[bb]!
  s.duals.clearBlossomDual(b)
  forEachVertex(s, b, (x) => {
    if (s.label[s.inBlossom[x]!] === INNER) enqueue(s, x)
    s.inBlossom[x] = b
  })
  collectBestEdges(s, b)
  // Labels of buried children would be stale by the time the blossom opens again.
  for (const c of childs) {
    s.label[c] = FREE
    s.labelEnd[c] = -1
  }
}

/** Records, for new outer blossom `b`, the least-slack edge towards every other outer blossom. */
function collectBestEdges(s: MatchState, b: number): void {
  const touched: number[] = []
  const consider = (e: number, far: number): void => {
    const bj = s.inBlossom[far]!
    if (bj === b || s.label[bj] !== OUTER) return
    const cur = s.bestTo[bj]!
    if (cur === -1) touched.push(bj)
    if (cur === -1 || s.duals.slackLess(e, cur)) s.bestTo[bj] = e
  }
  for (const c of s.childs[b]!) {
    const list = s.bestList[c]
    if (list) {
      for (const e of list) consider(e, s.inBlossom[s.eu[e]!] === b ? s.ev[e]! : s.eu[e]!)
    } else {
      forEachVertex(s, c, (x) => {
        for (let i = s.adjStart[x]!; i < s.adjStart[x + 1]!; i++) {
          const p = s.adjEnds[i]!
          consider(p >> 1, s.endVertex[p]!)
        }
      })
    }
    s.bestList[c] = null
    s.bestEdge[c] = -1
  }
  let best = -1
  const list: number[] = []
  for (const bj of touched) {
    const e = s.bestTo[bj]!
    s.bestTo[bj] = -1
    list.push(e)
    if (best === -1 || s.duals.slackLess(e, best)) best = e
  }
  s.bestList[b] = list
  s.bestEdge[b] = best
}

/** Dissolves blossom `b` into its children; at a stage end, children with zero dual dissolve too. */
export function expandBlossom(s: MatchState, b: number, endOfStage: boolean): void {
  for (const c of s.childs[b]!) {
    s.parent[c] = -1
    if (c < s.n) s.inBlossom[c] = c
    else if (endOfStage && s.duals.blossomDualIsZero(c)) expandBlossom(s, c, true)
    else forEachVertex(s, c, (x) => (s.inBlossom[x] = c))
  }
  if (!endOfStage && s.label[b] === INNER) relabelChildren(s, b)
  s.label[b] = FREE
  s.labelEnd[b] = -1
  s.childs[b] = s.links[b] = s.bestList[b] = null
  s.base[b] = -1
  s.bestEdge[b] = -1
  s.freeIds.push(b)
}

/**
 * After an inner blossom dissolves mid-stage, keeps the forest alternating: the even path from the
 * child where the tree entered down to the base child alternates inner and outer labels, and the
 * other children stay out of the tree unless an outer vertex already reaches them by a tight edge.
 */
function relabelChildren(s: MatchState, b: number): void {
  const childs = s.childs[b]!
  const links = s.links[b]!
  const k = childs.length
  let end = s.labelEnd[b]!
  let j = childs.indexOf(childOf(s, -1, s.endVertex[end ^ 1]!))
  const onPath = new Uint8Array(k)
  const forward = (j & 1) === 1
  while (j !== 0) {
    onPath[j] = 1
    const matched = forward ? links[j]! : links[j - 1]!
    const next = forward ? j + 1 : j - 1
    onPath[next] = 1
    assignLabel(s, s.endVertex[end ^ 1]!, INNER, end)
    s.allowed[matched >> 1] = 1
    end = forward ? links[next]! : links[next - 1]! ^ 1
    s.allowed[end >> 1] = 1
    j = forward ? (next + 1) % k : next - 1
  }
  onPath[0] = 1
  const entry = s.endVertex[end ^ 1]!
  const bc = childs[0]!
  s.label[entry] = s.label[bc] = INNER
  s.labelEnd[entry] = s.labelEnd[bc] = end
  s.bestEdge[entry] = s.bestEdge[bc] = -1
  for (let i = 0; i < k; i++) {
    const c = childs[i]!
    if (onPath[i] === 1 || s.label[c] === OUTER) continue
    let reached = -1
    forEachVertex(s, c, (x) => {
      if (reached === -1 && s.label[x] === INNER) reached = x
    })
    if (reached !== -1) assignLabel(s, reached, INNER, s.labelEnd[reached]!)
  }
}

/** Rotates blossom `b` so that vertex `v` becomes its base, flipping the even path inside it. */
export function augmentBlossom(s: MatchState, b: number, v: number): void {
  const t = childOf(s, b, v)
  if (t >= s.n) augmentBlossom(s, t, v)
  const childs = s.childs[b]!
  const links = s.links[b]!
  const k = childs.length
  const i = childs.indexOf(t)
  const first = (i & 1) === 1 ? i + 1 : i - 2
  const step = (i & 1) === 1 ? 2 : -2
  for (let a = first; a >= 0 && a < k; a += step) {
    const q = links[a]!
    const x = s.endVertex[q]!
    const y = s.endVertex[q ^ 1]!
    const ca = childs[a]!
    const cb = childs[(a + 1) % k]!
    if (ca >= s.n) augmentBlossom(s, ca, x)
    if (cb >= s.n) augmentBlossom(s, cb, y)
    s.mate[x] = q ^ 1
    s.mate[y] = q
  }
  s.childs[b] = childs.slice(i).concat(childs.slice(0, i))
  s.links[b] = links.slice(i).concat(links.slice(0, i))
  s.base[b] = v
}
