import type { MatchSheet } from './types.ts'

/** A sheet with the hash its file carried (already verified). */
export interface HashedSheet {
  readonly sheet: MatchSheet
  readonly sha256: string
}

export const SHEET_DECISIONS = ['accept', 'duplicate', 'superseded', 'conflict'] as const
export type SheetDecision = (typeof SHEET_DECISIONS)[number]

/** What to do with each incoming sheet, in the order given. */
export interface ClassifiedSheet extends HashedSheet {
  readonly decision: SheetDecision
  /** Hash of the sheet it clashes with or repeats, when any. */
  readonly against: string | null
}

/**
 * Sorts incoming sheets against those already accepted: an identical file is a duplicate; a
 * different sheet with the same match and version is a conflict for the committee; a lower
 * version than one known is superseded; a higher version is accepted only when it names the
 * version it corrects, otherwise it is a conflict.
 * @see FAPA art. 79.7
 */
export function classifySheets(
  known: readonly HashedSheet[],
  incoming: readonly HashedSheet[],
): ClassifiedSheet[] {
  const seen: HashedSheet[] = [...known]
  return incoming.map((s) => {
    const same = seen.filter((k) => k.sheet.matchId === s.sheet.matchId)
    const decide = (decision: SheetDecision, against: string | null): ClassifiedSheet => {
      if (decision === 'accept') seen.push(s)
      return { ...s, decision, against }
    }
    const twin = same.find((k) => k.sha256 === s.sha256)
    if (twin) return decide('duplicate', twin.sha256)
    const clash = same.find((k) => k.sheet.version === s.sheet.version)
    if (clash) return decide('conflict', clash.sha256)
    const newer = same.find((k) => k.sheet.version > s.sheet.version)
    if (newer) return decide('superseded', newer.sha256)
    const latest = same.reduce<HashedSheet | null>(
      (a, k) => (a === null || k.sheet.version > a.sheet.version ? k : a),
      null,
    )
    if (latest && s.sheet.supersedes !== latest.sha256) return decide('conflict', latest.sha256)
    return decide('accept', latest?.sha256 ?? null)
  })
}
