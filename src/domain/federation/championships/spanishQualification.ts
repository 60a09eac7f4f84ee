/** One finisher of an age or rapid championship, in final order. */
export interface Finisher {
  readonly id: string
  readonly sex: 'M' | 'F'
}

export type QualificationReason = 'champion' | 'runner-up' | 'first-woman'

export interface Qualified {
  readonly id: string
  readonly place: number
  readonly reason: QualificationReason
}

/**
 * The two players of an age championship who represent Asturias at the Spanish championship:
 * the first two, unless both are men, in which case the champion and the first woman. None when
 * the Spanish championship of the category is not held that season.
 * @see FAPA art. 57
 */
export function spanishAgeQualifiers(
  ranking: readonly Finisher[],
  spanishHeld: boolean,
): Qualified[] {
  if (!spanishHeld) return []
  const [first, second] = ranking
  if (!first) return []
  const out: Qualified[] = [{ id: first.id, place: 1, reason: 'champion' }]
  if (!second) return out
  if (first.sex === 'F' || second.sex === 'F')
    return [...out, { id: second.id, place: 2, reason: 'runner-up' }]
  const woman = ranking.findIndex((f) => f.sex === 'F')
  // With no woman in the event the rule cannot be met; the runner-up keeps the place.
  if (woman < 0) return [...out, { id: second.id, place: 2, reason: 'runner-up' }]
  return [...out, { id: (ranking[woman] as Finisher).id, place: woman + 1, reason: 'first-woman' }]
}

/**
 * The representative at the Spanish rapid championship: the champion, when it is held.
 * @see FAPA art. 63
 */
export function spanishRapidQualifier(
  ranking: readonly Finisher[],
  spanishHeld: boolean,
): Qualified[] {
  const first = ranking[0]
  return spanishHeld && first ? [{ id: first.id, place: 1, reason: 'champion' }] : []
}
