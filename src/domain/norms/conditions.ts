import type { NormCondition } from './types.ts'

/** Options for a numeric condition. */
export interface CheckOptions {
  /** Total the count is taken from ("3 of 9"). */
  readonly of?: number
  /** Formats the numbers in the detail (points are stored in half-points). */
  readonly format?: (n: number) => string
  readonly assumed?: boolean
}

/**
 * A condition comparing what the player has with a minimum or a maximum; the detail reads like
 * "foreign opponents: 3 of 9, needs 4 (8.5)".
 */
export function check(
  id: string,
  article: string,
  label: string,
  have: number,
  need: number,
  limit: 'min' | 'max',
  options: CheckOptions = {},
): NormCondition {
  const fmt = options.format ?? String
  const ok = limit === 'min' ? have >= need : have <= need
  const of = options.of === undefined ? '' : ` of ${options.of}`
  const verb = limit === 'min' ? 'needs' : 'at most'
  const assumed = options.assumed ? ', assumed' : ''
  return {
    id,
    article,
    ok,
    have,
    need,
    limit,
    ...(options.assumed ? { assumed: true } : {}),
    detail: `${label}: ${fmt(have)}${of}, ${verb} ${fmt(need)}${assumed} (${article})`,
  }
}

/** A condition waived by an exemption; it passes and says which rule waived it. */
export function exempted(id: string, article: string, label: string, by: string): NormCondition {
  return {
    id,
    article,
    ok: true,
    have: null,
    need: null,
    limit: 'info',
    exempt: true,
    detail: `${label}: exempt by ${by} (${article})`,
  }
}

/** A yes/no condition with a free detail. */
export function flag(id: string, article: string, ok: boolean, detail: string): NormCondition {
  return {
    id,
    article,
    ok,
    have: null,
    need: null,
    limit: 'info',
    detail: `${detail} (${article})`,
  }
}

/** Half-points as chess points ("6.5"), for condition details. */
export function pts(hp: number): string {
  return String(hp / 2)
}
