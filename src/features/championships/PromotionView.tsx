import type { PromotionDecision } from '../../domain/federation/championships/index.ts'
import { useT } from '../../i18n/index.ts'
import type { ResolvedStandings } from './structureModel.ts'

/** The promotions computed from final standings, each with its article. */
export function PromotionView({
  standings,
  decision,
  endDate,
  thirdDivisionStart,
}: {
  standings: ResolvedStandings
  decision: PromotionDecision | null
  endDate: string
  thirdDivisionStart: string
}) {
  const t = useT()
  if (standings.problem === 'standings/tournament-missing')
    return <p className="hint-warn">{t('ratings.st_tournamentMissing')}</p>
  if (standings.problem === 'standings/not-finished')
    return <p className="hint-warn">{t('ratings.st_notFinished')}</p>
  if (!decision) return null
  const zonal = decision.from === 'zonal'
  return (
    <div className="ch-promotion" role="group" aria-label={t('ratings.st_promotionsLabel')}>
      <p>
        {zonal
          ? t('ratings.st_zonalCount', { paired: standings.paired, count: decision.count })
          : t('ratings.st_divisionCount', { count: decision.count })}{' '}
        <span className="ch-article">({decision.article})</span>
      </p>
      <ol>
        {decision.promoted.map((p) => (
          <li key={p.place}>
            {t('ratings.st_promoted', { name: p.name, division: p.to })}{' '}
            <span className="ch-article">({decision.article})</span>
            {p.playerId === null && (
              <span className="hint-warn"> {t('ratings.st_notInRegistry')}</span>
            )}
          </li>
        ))}
      </ol>
      <p>
        {zonal
          ? decision.playsThisSeason
            ? t('ratings.st_playsThisSeason', { end: endDate, start: thirdDivisionStart })
            : t('ratings.st_playsNextSeason', {
                end: endDate || '—',
                start: thirdDivisionStart || '—',
              })
          : t('ratings.st_divisionNextSeason')}{' '}
        <span className="ch-article">({decision.article})</span>
      </p>
      {standings.unmatched.length > 0 && (
        <p className="hint-warn">
          {t('ratings.st_unmatched', { names: standings.unmatched.join('; ') })}
        </p>
      )}
    </div>
  )
}
