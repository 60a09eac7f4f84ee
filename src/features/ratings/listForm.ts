import { appContext } from '../../db/context.ts'
import { todayOf } from '../../db/commands/today.ts'

/** The first day of the current local month, `YYYY-MM-DD` (FIDE lists appear on the 1st, B.02 art. 7.1.3). */
export function firstOfThisMonth(): string {
  return `${todayOf(appContext).slice(0, 8)}01`
}

/** Federation codes typed as "esp, FRA ;por" -> ['ESP', 'FRA', 'POR']. */
export function parseFederations(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s !== '')
}
