import type { TournamentPlayer } from '../tournament/index.ts'
import { NORM_TITLES, type NormTitle } from './types.ts'

/**
 * FIDE titles strongest first, the order of the TRF player record (001, columns 11-13) and of
 * the initial order (C.04.2): GM, IM, WGM, FM, WIM, CM, WFM, WCM. The open ladder (GM > IM > FM >
 * CM) and the women's (WGM > WIM > WFM > WCM) interleave in it; B.01 1.4.5 counts the titles the
 * same way (an IM counts for a WGM or WIM norm, a WGM for a WIM norm).
 */
export const TITLE_ORDER = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'] as const

/** Position of a title in `TITLE_ORDER` (0 = GM); titles outside it rank after WCM. */
export function titleRank(title: string): number {
  const i = (TITLE_ORDER as readonly string[]).indexOf(title.trim().toUpperCase())
  return i < 0 ? TITLE_ORDER.length : i
}

/** The titles a player holds, highest first, each once (unknown codes dropped). */
export function sortTitles(titles: readonly (string | null | undefined)[]): string[] {
  const known = titles
    .map((t) => (t ?? '').trim().toUpperCase())
    .filter((t) => titleRank(t) < TITLE_ORDER.length)
  return [...new Set(known)].sort((a, b) => titleRank(a) - titleRank(b))
}

/** The highest of the titles held, the one the TRF record and the screens show ('' for none). */
export function highestTitle(titles: readonly (string | null | undefined)[]): string {
  return sortTitles(titles)[0] ?? ''
}

/** Every title a tournament player holds: `titles` when recorded, else `title`. */
export function heldTitles(p: Pick<TournamentPlayer, 'title' | 'titles'>): string[] {
  return sortTitles([...(p.titles ?? []), p.title])
}

/** Why a title's norm is not evaluated for a player. */
export type NotEvaluatedReason =
  /** WGM and WIM are women's titles (B.01 0.3). */
  | { readonly title: NormTitle; readonly reason: 'women-only' }
  /** The player already holds this title, or one at least as high. */
  | { readonly title: NormTitle; readonly reason: 'holds'; readonly held: string }

export interface NormTitleScope {
  /** Titles whose norms are evaluated (and forecast), highest first. */
  readonly evaluated: readonly NormTitle[]
  readonly notEvaluated: readonly NotEvaluatedReason[]
}

/**
 * The norm titles worth evaluating for a player: only those above every title held, in the order
 * of `TITLE_ORDER` (so an IM is evaluated for GM only, a WGM for GM and IM, a WIM for GM, IM and
 * WGM); the women's titles only for women. The others come with the reason they are left out.
 * @see B.01 0.3, 1.4.5; TRF16 001 title field
 */
export function normTitleScope(
  p: Pick<TournamentPlayer, 'sex' | 'title' | 'titles'>,
): NormTitleScope {
  const held = heldTitles(p)
  const top = held[0]
  const evaluated: NormTitle[] = []
  const notEvaluated: NotEvaluatedReason[] = []
  for (const title of NORM_TITLES) {
    if ((title === 'WGM' || title === 'WIM') && p.sex !== 'w')
      notEvaluated.push({ title, reason: 'women-only' })
    else if (top !== undefined && titleRank(top) <= titleRank(title))
      notEvaluated.push({ title, reason: 'holds', held: top })
    else evaluated.push(title)
  }
  return { evaluated, notEvaluated }
}
