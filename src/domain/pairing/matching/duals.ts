/**
 * Exact arithmetic on the dual variables of the blossom algorithm.
 *
 * Values are kept doubled (vertex dual 2y, blossom dual 2z, edge 4w in the textbook's units) so that
 * every quantity the algorithm touches stays an integer when the weights are integers: the matching
 * engine never needs a fraction and never rounds.
 */
export interface DualArithmetic {
  /** Whether edge `e`, with ends `a` and `b`, has zero reduced cost. */
  isTight(a: number, b: number, e: number): boolean
  /** Whether the reduced cost of edge `e` is strictly below that of edge `f`. */
  slackLess(e: number, f: number): boolean
  /**
   * Whether edge `e` (ends `a`, `b`) has less slack than `f`, the edge recorded so far for slot
   * `slot` (a vertex or blossom id); lets an arithmetic remember the slack of each slot's record.
   */
  slotLess(a: number, b: number, e: number, slot: number, f: number): boolean
  /** Starts a search for a least-slack edge (independent of the step). */
  bestReset(): void
  /** Offers edge `e` with ends `a`, `b` to that search; true when it is the least so far. */
  bestOffer(a: number, b: number, e: number): boolean
  /** Forgets the current candidate step. */
  beginDelta(): void
  /** Offers the dual of vertex `v` as the step; true when it becomes the smallest so far. */
  offerVertexDual(v: number): boolean
  /** Offers the reduced cost of edge `e` as the step. */
  offerSlack(e: number): boolean
  /** Offers half the reduced cost of edge `e` (an edge between two outer blossoms). */
  offerHalfSlack(e: number): boolean
  /** Offers half the dual of blossom `b` (an inner blossom that would reach zero). */
  offerHalfBlossomDual(b: number): boolean
  /** Accepts the chosen step; false when exactness could no longer be guaranteed. */
  commitDelta(): boolean
  /** Adds `sign` times the step to the dual of vertex `v`. */
  shiftVertex(v: number, sign: number): void
  /** Adds `sign` times twice the step to the dual of blossom `b`. */
  shiftBlossom(b: number, sign: number): void
  blossomDualIsZero(b: number): boolean
  clearBlossomDual(b: number): void
  /** Current doubled duals (vertices, then blossom ids `n..2n-1`), for optimality certificates. */
  snapshot(): { readonly vertex: bigint[]; readonly blossom: bigint[] }
}

/** Weights strictly below this run on the Number path: duals then stay below 2^53 unless the budget trips. */
export const NUMBER_PATH_WEIGHT_LIMIT = 2 ** 50

const SAFE = Number.MAX_SAFE_INTEGER

/** Float64 duals: exact while every value is an integer below 2^53, which `commitDelta` watches. */
export class NumberDuals implements DualArithmetic {
  private readonly y: Float64Array
  private readonly z: Float64Array
  private readonly w2: Float64Array
  private delta = 0
  private hasDelta = false
  private spent: number
  // Slack of each slot's recorded edge, valid while neither the edge nor the duals have changed.
  private epoch = 0
  private readonly cacheEdge: Int32Array
  private readonly cacheEpoch: Int32Array
  private readonly cacheSlack: Float64Array
  constructor(
    n: number,
    private readonly eu: Int32Array,
    private readonly ev: Int32Array,
    weights: Float64Array,
    maxWeight: number,
  ) {
    this.y = new Float64Array(n).fill(maxWeight)
    this.z = new Float64Array(2 * n)
    this.w2 = weights.map((w) => 2 * w)
    // |vertex dual| <= maxWeight + sum(step) and blossom duals <= 2 sum(step), so every intermediate
    // stays within 4 maxWeight + 2 sum(step): watching that one figure keeps the whole run exact.
    // Without maxCardinality sum(step) <= maxWeight, so weights below 2^50 never trip it.
    this.spent = 4 * maxWeight
    this.cacheEdge = new Int32Array(2 * n).fill(-1)
    this.cacheEpoch = new Int32Array(2 * n)
    this.cacheSlack = new Float64Array(2 * n)
  }
  private bestSlack = Infinity
  isTight(a: number, b: number, e: number): boolean {
    return this.y[a]! + this.y[b]! === this.w2[e]!
  }
  slotLess(a: number, b: number, e: number, slot: number, f: number): boolean {
    const y = this.y
    const slack = y[a]! + y[b]! - this.w2[e]!
    let recorded: number
    if (this.cacheEdge[slot] === f && this.cacheEpoch[slot] === this.epoch)
      recorded = this.cacheSlack[slot]!
    else recorded = y[this.eu[f]!]! + y[this.ev[f]!]! - this.w2[f]!
    const less = slack < recorded
    this.cacheEdge[slot] = less ? e : f
    this.cacheEpoch[slot] = this.epoch
    this.cacheSlack[slot] = less ? slack : recorded
    return less
  }
  bestReset(): void {
    this.bestSlack = Infinity
  }
  bestOffer(a: number, b: number, e: number): boolean {
    const slack = this.y[a]! + this.y[b]! - this.w2[e]!
    if (slack >= this.bestSlack) return false
    this.bestSlack = slack
    return true
  }
  slackLess(e: number, f: number): boolean {
    const y = this.y
    return (
      y[this.eu[e]!]! + y[this.ev[e]!]! - this.w2[e]! <
      y[this.eu[f]!]! + y[this.ev[f]!]! - this.w2[f]!
    )
  }
  beginDelta(): void {
    this.hasDelta = false
  }
  private offer(value: number): boolean {
    if (this.hasDelta && value >= this.delta) return false
    this.delta = value
    this.hasDelta = true
    return true
  }
  offerVertexDual(v: number): boolean {
    return this.offer(this.y[v]!)
  }
  offerSlack(e: number): boolean {
    return this.offer(this.y[this.eu[e]!]! + this.y[this.ev[e]!]! - this.w2[e]!)
  }
  offerHalfSlack(e: number): boolean {
    return this.offer((this.y[this.eu[e]!]! + this.y[this.ev[e]!]! - this.w2[e]!) / 2)
  }
  offerHalfBlossomDual(b: number): boolean {
    return this.offer(this.z[b]! / 2)
  }
  commitDelta(): boolean {
    this.epoch++
    this.spent += 2 * this.delta
    return this.spent <= SAFE
  }
  shiftVertex(v: number, sign: number): void {
    this.y[v]! += sign * this.delta
  }
  shiftBlossom(b: number, sign: number): void {
    this.z[b]! += 2 * sign * this.delta
  }
  blossomDualIsZero(b: number): boolean {
    return this.z[b] === 0
  }
  clearBlossomDual(b: number): void {
    this.z[b] = 0
  }
  snapshot(): { readonly vertex: bigint[]; readonly blossom: bigint[] } {
    return {
      vertex: Array.from(this.y, (x) => BigInt(x)),
      blossom: Array.from(this.z, (x) => BigInt(x)),
    }
  }
}

/** Arbitrary-precision duals for weights beyond the Number path. */
export class BigIntDuals implements DualArithmetic {
  private readonly y: bigint[]
  private readonly z: bigint[]
  private readonly w2: bigint[]
  private delta = 0n
  private hasDelta = false
  constructor(
    n: number,
    private readonly eu: Int32Array,
    private readonly ev: Int32Array,
    weights: readonly bigint[],
    maxWeight: bigint,
  ) {
    this.y = new Array<bigint>(n).fill(maxWeight)
    this.z = new Array<bigint>(2 * n).fill(0n)
    this.w2 = weights.map((w) => 2n * w)
  }
  private slack(e: number): bigint {
    return this.y[this.eu[e]!]! + this.y[this.ev[e]!]! - this.w2[e]!
  }
  private bestSlack: bigint | null = null
  isTight(a: number, b: number, e: number): boolean {
    return this.y[a]! + this.y[b]! === this.w2[e]!
  }
  slotLess(_a: number, _b: number, e: number, _slot: number, f: number): boolean {
    return this.slackLess(e, f)
  }
  bestReset(): void {
    this.bestSlack = null
  }
  bestOffer(a: number, b: number, e: number): boolean {
    const slack = this.y[a]! + this.y[b]! - this.w2[e]!
    if (this.bestSlack !== null && slack >= this.bestSlack) return false
    this.bestSlack = slack
    return true
  }
  slackLess(e: number, f: number): boolean {
    return this.slack(e) < this.slack(f)
  }
  beginDelta(): void {
    this.hasDelta = false
  }
  private offer(value: bigint): boolean {
    if (this.hasDelta && value >= this.delta) return false
    this.delta = value
    this.hasDelta = true
    return true
  }
  offerVertexDual(v: number): boolean {
    return this.offer(this.y[v]!)
  }
  offerSlack(e: number): boolean {
    return this.offer(this.slack(e))
  }
  offerHalfSlack(e: number): boolean {
    return this.offer(this.slack(e) / 2n)
  }
  offerHalfBlossomDual(b: number): boolean {
    return this.offer(this.z[b]! / 2n)
  }
  commitDelta(): boolean {
    return true
  }
  shiftVertex(v: number, sign: number): void {
    this.y[v] = sign > 0 ? this.y[v]! + this.delta : this.y[v]! - this.delta
  }
  shiftBlossom(b: number, sign: number): void {
    const d = 2n * this.delta
    this.z[b] = sign > 0 ? this.z[b]! + d : this.z[b]! - d
  }
  blossomDualIsZero(b: number): boolean {
    return this.z[b] === 0n
  }
  clearBlossomDual(b: number): void {
    this.z[b] = 0n
  }
  snapshot(): { readonly vertex: bigint[]; readonly blossom: bigint[] } {
    return { vertex: this.y.slice(), blossom: this.z.slice() }
  }
}
