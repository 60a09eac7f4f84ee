import { useLocale, useT } from '../../i18n/index.ts'
import { screenDate, screenNumber } from '../../i18n/format.ts'
import type { RatingListState } from '../../workers/ratingListClient.ts'

/** Which list is in use and its date: the source of every rating shown from it. */
export function ListStateLine({ state }: { state: RatingListState }) {
  const t = useT()
  const locale = useLocale()
  if (!state.table || !state.listDate) return <p className="list-state">{t('ratings.noList')}</p>
  const text =
    state.list === 'fide'
      ? t('ratings.currentFide', {
          date: screenDate(state.listDate),
          count: screenNumber(state.count, locale),
          federations: state.federations ? state.federations.join(', ') : t('ratings.allFeds'),
        })
      : t('ratings.currentFeda', {
          date: screenDate(state.listDate),
          count: screenNumber(state.count, locale),
        })
  return (
    <p className="list-state" data-testid={`${state.list}-list-state`}>
      {text}
    </p>
  )
}
