import type { NormContext } from '../../domain/norms/index.ts'
import type { TournamentSnapshot } from '../../domain/tournament/index.ts'
import { useNorms } from './useNorms.ts'
import { normPoints, useNormsT } from './useNormsT.ts'

export interface NormBadgeProps {
  readonly snapshot: TournamentSnapshot
  readonly startNo: number
  readonly context?: NormContext
}

/**
 * Standings-row badge: the highest norm achieved, else the highest still in range with the
 * points needed from the remaining rounds; nothing when no norm is in reach.
 */
export function NormBadge({ snapshot, startNo, context }: NormBadgeProps) {
  const t = useNormsT()
  const { results, forecasts } = useNorms(snapshot, startNo, context)
  const achieved = results.find((r) => r.achieved)
  if (achieved) {
    return (
      <span
        className="norm-badge norm-badge--achieved"
        role="img"
        aria-label={t('badgeAchievedLabel', { title: achieved.title })}
      >
        {t('badgeAchieved', { title: achieved.title })}
      </span>
    )
  }
  const possible = forecasts.find((f) => f.status === 'possible' && f.pointsNeeded !== null)
  if (!possible || possible.pointsNeeded === null) return null
  const params = {
    title: possible.title,
    points: normPoints(possible.pointsNeeded, t),
    rounds: possible.roundsLeft,
  }
  return (
    <span
      className="norm-badge norm-badge--possible"
      role="img"
      aria-label={t('badgePossibleLabel', params)}
    >
      {t('badgePossible', params)}
    </span>
  )
}
