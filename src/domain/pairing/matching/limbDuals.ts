import type { DualArithmetic } from './duals.ts'

/** Limb width: sums of a few limbs and carries stay far below 2^53, so Float64 limbs are exact. */
const LIMB_BITS = 48
const BASE = 2 ** LIMB_BITS
const BASE_BIG = BigInt(BASE)
const LIMB_SHIFT = BigInt(LIMB_BITS)
const TOP_BUDGET = 2 ** 50

/**
 * Fixed-width exact duals for weights beyond 2^50: each value is `k` Float64 limbs of 48 bits, low
 * first; lower limbs are kept in [0, 2^48) and the top limb carries the sign. No allocation per
 * operation, unlike bigint, and most comparisons settle on the top limb.
 */
export class LimbDuals implements DualArithmetic {
  private readonly k: number
  private readonly y: Float64Array
  private readonly z: Float64Array
  private readonly w2: Float64Array
  private readonly delta: Float64Array
  private readonly t: Float64Array
  private readonly best: Float64Array
  private hasDelta = false
  private hasBest = false
  private spentTop: number
  constructor(
    n: number,
    private readonly eu: Int32Array,
    private readonly ev: Int32Array,
    weights: readonly bigint[],
    maxWeight: bigint,
  ) {
    // Four spare bits keep the top limb small enough for the step budget to last.
    const k = Math.max(1, Math.ceil((maxWeight.toString(2).length + 4) / LIMB_BITS))
    this.k = k
    this.y = new Float64Array(n * k)
    this.z = new Float64Array(2 * n * k)
    this.w2 = new Float64Array(weights.length * k)
    this.delta = new Float64Array(k)
    this.t = new Float64Array(k)
    this.best = new Float64Array(k)
    for (let v = 0; v < n; v++) writeLimbs(this.y, v * k, k, maxWeight)
    weights.forEach((w, e) => writeLimbs(this.w2, e * k, k, 2n * w))
    this.spentTop = 4 * (this.y[k - 1] ?? 0) + 8
  }
  /** t = y[a] + y[b] - 2w for edge e with ends a and b, limb by limb (not normalised). */
  private slackInto(t: Float64Array, a: number, b: number, e: number): void {
    const k = this.k
    const u = a * k
    const v = b * k
    const w = e * k
    for (let i = 0; i < k; i++) t[i] = this.y[u + i]! + this.y[v + i]! - this.w2[w + i]!
  }
  isTight(a: number, b: number, e: number): boolean {
    const t = this.t
    this.slackInto(t, a, b, e)
    const top = t[this.k - 1]!
    // Lower limbs can move the top by at most one, so a top beyond that decides.
    if (top > 1 || top < -1) return false
    return normalise(t, this.k) === 0
  }
  slackLess(e: number, f: number): boolean {
    const k = this.k
    const t = this.t
    const a = this.eu[e]! * k
    const b = this.ev[e]! * k
    const c = this.eu[f]! * k
    const d = this.ev[f]! * k
    const y = this.y
    const w2 = this.w2
    for (let i = 0; i < k; i++) {
      t[i] = y[a + i]! + y[b + i]! - w2[e * k + i]! - (y[c + i]! + y[d + i]! - w2[f * k + i]!)
    }
    const top = t[k - 1]!
    if (top >= 3) return false
    if (top <= -4) return true
    return normalise(t, k) < 0
  }
  slotLess(_a: number, _b: number, e: number, _slot: number, f: number): boolean {
    return this.slackLess(e, f)
  }
  bestReset(): void {
    this.hasBest = false
  }
  bestOffer(a: number, b: number, e: number): boolean {
    const t = this.t
    this.slackInto(t, a, b, e)
    normalise(t, this.k)
    if (this.hasBest && compareNormalised(t, this.best, this.k) >= 0) return false
    this.best.set(t)
    this.hasBest = true
    return true
  }
  beginDelta(): void {
    this.hasDelta = false
  }
  /** Offers normalised `t` as the step. */
  private offer(t: Float64Array): boolean {
    if (this.hasDelta && compareNormalised(t, this.delta, this.k) >= 0) return false
    this.delta.set(t)
    this.hasDelta = true
    return true
  }
  offerVertexDual(v: number): boolean {
    for (let i = 0; i < this.k; i++) this.t[i] = this.y[v * this.k + i]!
    return this.offer(this.t)
  }
  offerSlack(e: number): boolean {
    this.slackInto(this.t, this.eu[e]!, this.ev[e]!, e)
    normalise(this.t, this.k)
    return this.offer(this.t)
  }
  offerHalfSlack(e: number): boolean {
    this.slackInto(this.t, this.eu[e]!, this.ev[e]!, e)
    normalise(this.t, this.k)
    halve(this.t, this.k)
    return this.offer(this.t)
  }
  offerHalfBlossomDual(b: number): boolean {
    for (let i = 0; i < this.k; i++) this.t[i] = this.z[b * this.k + i]!
    halve(this.t, this.k)
    return this.offer(this.t)
  }
  commitDelta(): boolean {
    this.spentTop += 4 * (Math.abs(this.delta[this.k - 1]!) + 1)
    return this.spentTop < TOP_BUDGET
  }
  shiftVertex(v: number, sign: number): void {
    addScaled(this.y, v * this.k, this.delta, sign, this.k)
  }
  shiftBlossom(b: number, sign: number): void {
    addScaled(this.z, b * this.k, this.delta, 2 * sign, this.k)
  }
  blossomDualIsZero(b: number): boolean {
    for (let i = 0; i < this.k; i++) if (this.z[b * this.k + i] !== 0) return false
    return true
  }
  clearBlossomDual(b: number): void {
    this.z.fill(0, b * this.k, b * this.k + this.k)
  }
  snapshot(): { readonly vertex: bigint[]; readonly blossom: bigint[] } {
    const read = (a: Float64Array): bigint[] =>
      Array.from({ length: a.length / this.k }, (_, i) => readLimbs(a, i * this.k, this.k))
    return { vertex: read(this.y), blossom: read(this.z) }
  }
}

function writeLimbs(a: Float64Array, at: number, k: number, value: bigint): void {
  let rest = value
  for (let i = 0; i < k - 1; i++) {
    // Masks and shifts, not division (values are never negative: weights and their duals).
    a[at + i] = Number(BigInt.asUintN(LIMB_BITS, rest))
    rest >>= LIMB_SHIFT
  }
  a[at + k - 1] = Number(rest)
}

function readLimbs(a: Float64Array, at: number, k: number): bigint {
  let value = 0n
  for (let i = k - 1; i >= 0; i--) value = value * BASE_BIG + BigInt(a[at + i]!)
  return value
}

/** Carries `t` into canonical form (lower limbs in [0, 2^48)) and returns its sign. */
function normalise(t: Float64Array, k: number): number {
  let carry = 0
  let lowerNonZero = false
  for (let i = 0; i < k - 1; i++) {
    const x = t[i]! + carry
    carry = Math.floor(x / BASE)
    const r = x - carry * BASE
    t[i] = r
    if (r !== 0) lowerNonZero = true
  }
  const top = t[k - 1]! + carry
  t[k - 1] = top
  if (top !== 0) return top > 0 ? 1 : -1
  return lowerNonZero ? 1 : 0
}

function compareNormalised(a: Float64Array, b: Float64Array, k: number): number {
  for (let i = k - 1; i >= 0; i--) {
    if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1
  }
  return 0
}

/** Halves normalised even `t` in place. */
function halve(t: Float64Array, k: number): void {
  for (let i = k - 1; i >= 0; i--) {
    const q = Math.floor(t[i]! / 2)
    const r = t[i]! - 2 * q
    t[i] = q
    if (i > 0) t[i - 1]! += r * BASE
  }
}

/** a[at..] += factor * d, renormalised; factor is small (+-1 or +-2). */
function addScaled(a: Float64Array, at: number, d: Float64Array, factor: number, k: number): void {
  let carry = 0
  for (let i = 0; i < k - 1; i++) {
    const x = a[at + i]! + factor * d[i]! + carry
    carry = Math.floor(x / BASE)
    a[at + i] = x - carry * BASE
  }
  a[at + k - 1]! += factor * d[k - 1]! + carry
}
