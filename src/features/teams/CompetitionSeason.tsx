import { useLiveQuery } from 'dexie-react-hooks'
import { baseRatingOf } from '../../domain/federation/index.ts'
import { appContext } from '../../db/context.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { competitionSeason } from './competitionSeason.ts'
import { setCompetitionSeason } from './competitionSeasonCommands.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/**
 * The season a competition belongs to, by its dates or as chosen, and the FEDA base rating its
 * strength order takes from it (art. 72).
 */
export function CompetitionSeason({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  const seasons = useLiveQuery(() => appContext.db.seasons.orderBy('startDate').toArray())
  if (!seasons) return null
  const { season, chosen } = competitionSeason(c, seasons)
  const { seasonId: _chosen, ...undated } = c
  const byDates = competitionSeason(undated, seasons).season
  const id = `competition-season-${c.id}`
  return (
    <div className="competition-season">
      <label htmlFor={id}>{t('teams.seasonLabel')}</label>
      <select
        id={id}
        value={chosen ? (season?.id ?? '') : ''}
        onChange={async (e) => {
          const r = await setCompetitionSeason(appContext, c.id, e.target.value || null)
          if (!r.ok) notify('error', t('errors.notFound'))
        }}
      >
        <option value="">
          {t('teams.seasonByDates', { season: byDates?.name ?? t('teams.seasonNone') })}
        </option>
        {seasons.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      <span className="muted">{t('teams.seasonBaseRating', { rating: baseRatingOf(season) })}</span>
    </div>
  )
}
