import { useState } from 'react'
import { localDay } from '../../domain/core/index.ts'
import { orderAdmitted, type OrderVerdict, type Violation } from '../../domain/teams/index.ts'
import { useLocale, useT, type TFunction } from '../../i18n/index.ts'
import { dayText } from './dates.ts'
import { orderViolationText } from './BoardOrderEditor.tsx'
import type { BoardOrderLine, CompetitionTeam } from './teamsDb.ts'

function finding(t: TFunction, team: string, lines: readonly BoardOrderLine[], v: Violation) {
  if (v.code !== 'list/team-too-short') return orderViolationText(t, team, lines, v)
  const [have = '', need = ''] = (v.detail ?? '').split('/')
  return t('teams.tooShort', { team, have, need })
}

/** The verdict's sentence: conforming, refused or what kept it from being checked. */
export function verdictSentence(
  t: TFunction,
  team: string,
  club: string,
  v: OrderVerdict,
  season: string,
): string {
  if (v.kind === 'refused') return t('teams.verdictRefused', { team, n: v.violations.length })
  if (v.kind === 'conforming') return t('teams.verdictConforming', { team, season })
  if (v.unlinked > 0) return t('teams.verdictUnlinked', { team, n: v.unlinked })
  if (!v.seasonKnown) return t('teams.verdictNoSeason', { team })
  return t('teams.verdictNoClub', { team, club })
}

/** The short word of a team's verdict in the team list. */
export function verdictWord(
  t: TFunction,
  v: OrderVerdict,
  team: Pick<CompetitionTeam, 'override'>,
) {
  if (v.kind === 'refused')
    return orderAdmitted(v, team.override) ? t('teams.shortOverridden') : t('teams.shortRefused')
  return v.kind === 'conforming' ? t('teams.shortConforming') : t('teams.shortUnchecked')
}

/**
 * One team's board-order verdict, its findings under it, and the director's exception: shown
 * when recorded, asked for (with its reason) when the order is refused and `onOverride` is given.
 * @see FAPA art. 69, 70.2, 74.6.b, 18
 */
export function OrderVerdictView({
  team,
  club,
  lines,
  verdict,
  season,
  override,
  onOverride,
}: {
  team: string
  club: string
  lines: readonly BoardOrderLine[]
  verdict: OrderVerdict
  season: string
  override?: CompetitionTeam['override']
  onOverride?: (reason: string) => void
}) {
  const t = useT()
  const locale = useLocale()
  const [reason, setReason] = useState('')
  const covered = orderAdmitted(verdict, override)
  const refused = verdict.kind === 'refused'
  return (
    <section
      className={`panel order-verdict is-${refused && !covered ? 'refused' : verdict.kind}`}
      aria-label={t('teams.verdictOf', { team })}
    >
      <p role={refused && !covered ? 'alert' : 'status'}>
        <strong>{verdictSentence(t, team, club, verdict, season)}</strong>
      </p>
      {verdict.violations.length > 0 && (
        <ul aria-label={t('teams.orderChecks')}>
          {verdict.violations.map((v, i) => (
            <li key={i}>{finding(t, team, lines, v)}</li>
          ))}
        </ul>
      )}
      {refused && override && covered && (
        <p className="order-override">
          {t('teams.overridden', {
            date: dayText(localDay(new Date(override.at)), locale),
            reason: override.reason,
          })}
        </p>
      )}
      {refused && !covered && onOverride && (
        <form
          className="order-override-form"
          onSubmit={(e) => {
            e.preventDefault()
            if (reason.trim() !== '') onOverride(reason)
          }}
        >
          <label>
            {t('teams.overrideReason')}
            <textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
          </label>
          <button type="submit" disabled={reason.trim() === ''}>
            {t('teams.overrideButton')}
          </button>
        </form>
      )}
    </section>
  )
}
