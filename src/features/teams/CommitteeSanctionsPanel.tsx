import { useState } from 'react'
import { appContext } from '../../db/context.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { useT } from '../../i18n/index.ts'
import { scorePoints, screenPoints } from '../../i18n/numbers.ts'
import { recordCommitteeSanction } from './committeeSanctionCommands.ts'
import { previewCommitteeSanction, sanctionHalfPoints } from './committeeSanctions.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/**
 * The Comité de Competición's sanctions on the division's teams: those recorded, each with its
 * article, points and reason, and a form to record one on its own, its effect on the standings
 * shown before the confirmation.
 * @see FAPA art. 82, 115
 */
export function CommitteeSanctionsPanel({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const [teamId, setTeamId] = useState('')
  const [article, setArticle] = useState('')
  const [points, setPoints] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  if (c.kind || c.teams.length < 2) return null
  const name = (id: string) => c.teams.find((x) => x.id === id)?.name ?? id
  const unit = t(c.division === 4 ? 'teams.sanctionUnitMatch' : 'teams.sanctionUnitBoard')
  const half = sanctionHalfPoints(points)
  const preview =
    teamId && Number.isInteger(half) && half >= 0 ? previewCommitteeSanction(c, teamId, half) : null
  const recorded = c.sanctions ?? []
  const id = (f: string) => `cs-${f}-${c.id}`
  const err = (f: string) =>
    errors[f] ? (
      <span className="error" id={`${id(f)}-error`}>
        {errors[f]}
      </span>
    ) : null
  const described = (f: string) => (errors[f] ? `${id(f)}-error` : undefined)
  return (
    <section className="panel committee-sanctions" aria-labelledby={id('heading')}>
      <h3 id={id('heading')}>{t('teams.sanctionsHeading')}</h3>
      {recorded.length > 0 && (
        <ul aria-label={t('teams.sanctionsList')}>
          {recorded.map((s) => (
            <li key={s.id}>
              {t('teams.sanctionLine', {
                team: name(s.teamId),
                article: s.article,
                points: scorePoints(s.points, t),
                unit,
                reason: s.reason,
              })}
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>{t('teams.sanctionAdd')}</summary>
        <div className="form-grid">
          <div className={`field${errors.teamId ? ' has-error' : ''}`}>
            <label htmlFor={id('team')}>{t('teams.sanctionTeam')}</label>
            <select
              id={id('team')}
              value={teamId}
              aria-describedby={described('teamId')}
              onChange={(e) => {
                setTeamId(e.target.value)
                setErrors(({ teamId: _gone, ...rest }) => rest)
              }}
            >
              <option value="">{t('teams.withdrawPick')}</option>
              {c.teams.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
            {err('teamId')}
          </div>
          <div className={`field${errors.article ? ' has-error' : ''}`}>
            <label htmlFor={id('article')}>{t('teams.sanctionArticle')}</label>
            <input
              id={id('article')}
              value={article}
              placeholder="82.2"
              aria-describedby={described('article')}
              onChange={(e) => {
                setArticle(e.target.value)
                setErrors(({ article: _gone, ...rest }) => rest)
              }}
            />
            {err('article')}
          </div>
          <div className={`field${errors.points ? ' has-error' : ''}`}>
            <label htmlFor={id('points')}>{t('teams.sanctionPoints', { unit })}</label>
            <input
              id={id('points')}
              inputMode="decimal"
              value={points}
              aria-describedby={described('points')}
              onChange={(e) => {
                setPoints(e.target.value)
                setErrors(({ points: _gone, ...rest }) => rest)
              }}
            />
            {err('points')}
          </div>
          <div className={`field${errors.reason ? ' has-error' : ''}`}>
            <label htmlFor={id('reason')}>{t('teams.sanctionReason')}</label>
            <input
              id={id('reason')}
              value={reason}
              aria-describedby={described('reason')}
              onChange={(e) => {
                setReason(e.target.value)
                setErrors(({ reason: _gone, ...rest }) => rest)
              }}
            />
            {err('reason')}
          </div>
        </div>
        {preview && (
          <p role="status">
            {t(
              preview.before.rank === preview.after.rank
                ? 'teams.sanctionPreviewSame'
                : 'teams.sanctionPreview',
              {
                team: name(teamId),
                before: screenPoints(preview.before.points, t),
                after: screenPoints(preview.after.points, t),
                rankBefore: preview.before.rank,
                rankAfter: preview.after.rank,
              },
            )}
          </p>
        )}
        <button
          type="button"
          onClick={async () => {
            const r = await recordCommitteeSanction(appContext, c.id, {
              teamId,
              article,
              points: half,
              reason,
            })
            if (!r.ok) {
              const byField: Record<string, string> = {}
              for (const e of r.error)
                byField[e.field ?? 'general'] ??= errorMessage(t, e.code, e.params)
              setErrors(byField)
              setMessage(byField.general ?? null)
              return
            }
            setErrors({})
            setMessage(t('teams.sanctionDone', { team: name(teamId), article: r.value.article }))
            setTeamId('')
            setArticle('')
            setPoints('')
            setReason('')
          }}
        >
          {t('teams.sanctionConfirm')}
        </button>
        {message && <p role="status">{message}</p>}
      </details>
    </section>
  )
}
