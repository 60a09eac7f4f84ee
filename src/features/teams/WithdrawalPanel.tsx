import { useState } from 'react'
import { pluralKey } from '../../i18n/plural.ts'
import { appContext } from '../../db/context.ts'
import { useT } from '../../i18n/index.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'
import { previewWithdrawal, recordWithdrawal } from './withdrawalCommands.ts'

/**
 * The director records a team's withdrawal: the team, the reason, and what it does to the
 * standings (art. 65.1 or 65.2) shown before the confirmation.
 * @see FAPA art. 65
 */
export function WithdrawalPanel({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const [teamId, setTeamId] = useState('')
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  if (c.kind || c.teams.length < 2) return null
  const preview = teamId ? previewWithdrawal(c, teamId) : null
  const name = c.teams.find((x) => x.id === teamId)?.name ?? ''
  const effect =
    preview?.ok &&
    (preview.value.rule === '65.1'
      ? t(pluralKey('teams.withdrawAnnul', preview.value.annulled), {
          team: name,
          ...preview.value,
        })
      : preview.value.rule === '65.2'
        ? t(pluralKey('teams.withdrawAward', preview.value.awarded), {
            team: name,
            ...preview.value,
          })
        : t('teams.withdrawSwiss', { team: name }))
  return (
    <details className="panel withdrawal">
      <summary>{t('teams.withdrawTitle')}</summary>
      <div className="field">
        <label htmlFor={`wd-team-${c.id}`}>{t('teams.withdrawTeam')}</label>
        <select id={`wd-team-${c.id}`} value={teamId} onChange={(e) => setTeamId(e.target.value)}>
          <option value="">{t('teams.withdrawPick')}</option>
          {c.teams.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </select>
      </div>
      {effect && <p role="status">{effect}</p>}
      {preview && !preview.ok && <p role="alert">{errorMessage(t, preview.code)}</p>}
      <div className="field">
        <label htmlFor={`wd-reason-${c.id}`}>{t('teams.withdrawReason')}</label>
        <input
          id={`wd-reason-${c.id}`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <button
        type="button"
        disabled={!preview?.ok || reason.trim() === ''}
        onClick={async () => {
          const r = await recordWithdrawal(appContext, c.id, teamId, reason)
          setMessage(
            r.ok
              ? t('teams.withdrawDone', { team: name })
              : errorMessage(t, r.error[0]?.code ?? '', { team: name, ...r.error[0]?.params }),
          )
          if (r.ok) {
            setTeamId('')
            setReason('')
          }
        }}
      >
        {t('teams.withdrawConfirm')}
      </button>
      {message && <p role="status">{message}</p>}
    </details>
  )
}
