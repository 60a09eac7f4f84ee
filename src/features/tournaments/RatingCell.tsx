import {
  ratingOrigin,
  type Entrant,
  type TournamentSettings,
} from '../../domain/tournament/index.ts'
import { useT, type MessageKey, type TFunction } from '../../i18n/index.ts'

/** The origin of a rating in words: "FIDE rápidas", "nacional (FEDA)", "FIDE estándar, a mano". */
export function ratingOriginText(
  t: TFunction,
  e: Parameters<typeof ratingOrigin>[0],
  settings: Pick<TournamentSettings, 'ratingType' | 'ratingMethod'>,
): string {
  const o = ratingOrigin(e, settings)
  const list = t(`fide.origin_${o.list}` as MessageKey)
  return o.typed ? t('fide.originTyped', { list }) : list
}

/**
 * A player's rating in the event (by the tournament rating method) with where it comes from, so
 * the arbiter sees a rapid rating standing in for a standard one, a national one, or a typed one;
 * the content of a table cell aligned as a number.
 * @see FIDE C.02 (2026) checklist: ratings
 */
export function RatingWithOrigin({
  entrant,
  settings,
}: {
  entrant: Entrant | undefined
  settings: Pick<TournamentSettings, 'ratingType' | 'ratingMethod'>
}) {
  const t = useT()
  if (!entrant) return '—'
  const o = ratingOrigin(entrant, settings)
  return (
    <>
      {o.rating || '—'}{' '}
      {o.list !== 'none' && (
        <small className="muted">{ratingOriginText(t, entrant, settings)}</small>
      )}
    </>
  )
}
