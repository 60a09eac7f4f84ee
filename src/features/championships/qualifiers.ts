import {
  spanishAgeQualifiers,
  type Finisher,
  type Qualified,
} from '../../domain/federation/championships/index.ts'
import { tournamentStandings } from '../../domain/reports/index.ts'
import type { IndividualTournament } from '../../domain/tournament/index.ts'
import { isTournamentFinished } from '../../domain/tournament/index.ts'

/** The qualifiers of a finished age championship, or why they cannot be listed yet. */
export type QualifierList =
  | { readonly ok: true; readonly qualified: readonly (Qualified & { readonly name: string })[] }
  | { readonly ok: false; readonly reason: 'not-finished' | 'level-at-top' }

/**
 * The two players an age championship sends to the Spanish championship, from its final
 * standings: the first two, or the champion and the first woman when both are men. While players
 * the chain left level decide a place that counts (1st, 2nd or the first woman's), they are not
 * listed: the playoff or lot must be recorded first (art. 29.2.d-e).
 * @see FAPA art. 57
 */
export function ageChampionshipQualifiers(doc: IndividualTournament): QualifierList {
  if (!isTournamentFinished(doc)) return { ok: false, reason: 'not-finished' }
  const rows = tournamentStandings(doc)
  if (!rows.ok) return { ok: false, reason: 'not-finished' }
  const byNo = new Map(doc.entrants.map((e) => [e.startNo, e]))
  const ranking: Finisher[] = rows.value.map((r) => ({
    id: String(r.startNo),
    sex: byNo.get(r.startNo)?.sex === 'w' ? 'F' : 'M',
  }))
  const qualified = spanishAgeQualifiers(ranking, true)
  const counted = new Set(qualified.map((q) => q.id))
  const levelAtTop = rows.value.some(
    (r) => r.level && (r.rank <= 2 || counted.has(String(r.startNo))),
  )
  if (levelAtTop) return { ok: false, reason: 'level-at-top' }
  return {
    ok: true,
    qualified: qualified.map((q) => ({ ...q, name: byNo.get(Number(q.id))?.name ?? q.id })),
  }
}
