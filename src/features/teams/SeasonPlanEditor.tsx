import { useState } from 'react'
import { appContext } from '../../db/context.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { recordSeasonEdit } from './seasonPlanCommands.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import type { SeasonEditRow } from './teamsDb.ts'

const ACTION: Readonly<Record<SeasonEditRow['action'], MessageKey>> = {
  up: 'teams.actionUp',
  down: 'teams.actionDown',
  replace: 'teams.actionReplace',
}

interface Props {
  readonly teams: readonly { id: string; name: string; division: number }[]
  readonly edits: readonly SeasonEditRow[]
  readonly name: (id: string) => string
}

/** The committee's form to move a team up or down or replace it, reason required (art. 76.9). */
export function SeasonPlanEditor({ teams, edits, name }: Props) {
  const t = useT()
  const [teamId, setTeamId] = useState('')
  const [action, setAction] = useState<SeasonEditRow['action']>('up')
  const [replacement, setReplacement] = useState('')
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const chosen = teamId || teams[0]?.id || ''

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault()
    const r = await recordSeasonEdit(appContext, {
      teamId: chosen,
      action,
      reason,
      ...(action === 'replace' ? { replacement } : {}),
    })
    if (!r.ok) {
      setMessage({ text: errorMessage(t, r.error[0]?.code ?? '', r.error[0]?.params), error: true })
      return
    }
    setMessage({ text: t('teams.editSaved'), error: false })
    setReason('')
    setReplacement('')
  }

  return (
    <section aria-labelledby="season-edit-heading">
      <h3 id="season-edit-heading">{t('teams.editHeading')}</h3>
      <form onSubmit={onSubmit} aria-label={t('teams.editHeading')}>
        <div className="field">
          <label htmlFor="edit-team">{t('teams.editTeam')}</label>
          <select id="edit-team" value={chosen} onChange={(e) => setTeamId(e.target.value)}>
            {teams.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name} ({t(`teams.division${x.division as 1 | 2 | 3 | 4}`)})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="edit-action">{t('teams.editAction')}</label>
          <select
            id="edit-action"
            value={action}
            onChange={(e) => setAction(e.target.value as SeasonEditRow['action'])}
          >
            {(['up', 'down', 'replace'] as const).map((a) => (
              <option key={a} value={a}>
                {t(ACTION[a])}
              </option>
            ))}
          </select>
        </div>
        {action === 'replace' && (
          <div className="field">
            <label htmlFor="edit-replacement">{t('teams.replacement')}</label>
            <input
              id="edit-replacement"
              value={replacement}
              onChange={(e) => setReplacement(e.target.value)}
            />
          </div>
        )}
        <div className="field grow">
          <label htmlFor="edit-reason">{t('teams.editReason')}</label>
          <input id="edit-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <button type="submit">{t('teams.applyEdit')}</button>
      </form>
      {message && <p role={message.error ? 'alert' : 'status'}>{message.text}</p>}
      {edits.length > 0 && (
        <ol aria-label={t('teams.editsLabel')}>
          {edits.map((e, i) => (
            <li key={i}>
              {t('teams.editLine', {
                team: name(e.teamId),
                change:
                  e.action === 'replace'
                    ? t('teams.replacedBy', { team: e.replacement ?? '' })
                    : t(ACTION[e.action]),
                reason: e.reason,
              })}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
