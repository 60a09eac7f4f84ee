import { useMemo } from 'react'
import { playerNormStatus, type NormContext } from '../../domain/norms/index.ts'
import type { TournamentSnapshot } from '../../domain/tournament/index.ts'
import { normPoints, useNormsT } from './useNormsT.ts'

export interface NormBadgeProps {
  readonly snapshot: TournamentSnapshot
  readonly startNo: number
  readonly context?: NormContext
}

/**
 * Standings-row badge: the highest norm achieved, else the highest still in range with the
 * points needed from the remaining rounds; nothing when no norm is in reach. The published
 * player page reads the same status (`playerNormStatus`).
 */
export function NormBadge({ snapshot, startNo, context }: NormBadgeProps) {
  const t = useNormsT()
  const status = useMemo(
    () => playerNormStatus(snapshot, startNo, context),
    [snapshot, startNo, context],
  )
  const achieved = status.achieved[0]
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
  const possible = status.inReach[0]
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
