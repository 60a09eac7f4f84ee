import { violation, type Violation } from './types.ts'

/**
 * One verdict per board order: conforming, refused, or not checkable with the registry (lines
 * typed by hand, no season or club in the registry). Refused means a violation that rejects the
 * registration; only the director's explicit override, with its reason, lets such an order be
 * registered or paired.
 */
export type OrderVerdictKind = 'conforming' | 'refused' | 'unchecked'

/** What a board order's check found, and why the verdict is what it is. */
export interface OrderVerdict {
  readonly kind: OrderVerdictKind
  /** Every finding, board order first; a refused order has at least one. */
  readonly violations: readonly Violation[]
  /** Lines typed by hand, not linked to a registry player: their licence was not checked. */
  readonly unlinked: number
  readonly seasonKnown: boolean
  readonly clubKnown: boolean
}

/** The director's decision to register or pair an order despite its findings. */
export interface OrderOverride {
  readonly reason: string
  /** ISO instant of the decision. */
  readonly at: string
  /** The findings it covers ('code@board'); a new finding needs a new decision. */
  readonly findings: readonly string[]
}

/** A finding as an override names it. */
export function findingKey(v: Violation): string {
  return `${v.code}@${v.board ?? ''}`
}

/**
 * The verdict of an order from its findings. The list minimum of the division is a finding too
 * (`minimum` null for events without one).
 * @see FAPA art. 69, 70.2, 74.6.b, 18
 */
export function orderVerdict(input: {
  readonly violations: readonly Violation[]
  readonly lines: number
  readonly minimum: number | null
  readonly unlinked: number
  readonly seasonKnown: boolean
  readonly clubKnown: boolean
}): OrderVerdict {
  const short =
    input.minimum !== null && input.lines < input.minimum
      ? [
          violation('list/team-too-short', '70.2', 'registration-rejected', {
            detail: `${input.lines}/${input.minimum}`,
          }),
        ]
      : []
  const violations = [...input.violations, ...short]
  const linked = input.lines - input.unlinked
  const checkable = input.seasonKnown && (input.clubKnown || linked === 0)
  const kind: OrderVerdictKind = violations.some((v) => v.consequence === 'registration-rejected')
    ? 'refused'
    : input.unlinked > 0 || (linked > 0 && !checkable)
      ? 'unchecked'
      : 'conforming'
  return {
    kind,
    violations,
    unlinked: input.unlinked,
    seasonKnown: input.seasonKnown,
    clubKnown: input.clubKnown,
  }
}

/**
 * Whether an order may be registered or paired: conforming or unchecked, or refused with an
 * override that covers every current finding.
 */
export function orderAdmitted(v: OrderVerdict, override: OrderOverride | undefined): boolean {
  if (v.kind !== 'refused') return true
  if (!override || override.reason.trim() === '') return false
  return v.violations.every((x) => override.findings.includes(findingKey(x)))
}
