import { useState } from 'react'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { appContext } from '../../db/context.ts'
import { applyLineupFindings } from '../../domain/teams/index.ts'
import { useT } from '../../i18n/index.ts'
import { applySeasonFindings, type CompetitionFinding } from '../teams/findingCommands.ts'
import type { TeamCompetitionRow } from '../teams/teamsDb.ts'

/** The findings that would still change a result: those already applied are left out. */
export function pendingFindings(
  comps: readonly TeamCompetitionRow[],
  findings: readonly CompetitionFinding[],
): CompetitionFinding[] {
  return comps.flatMap((c) => {
    const own = findings.filter((f) => f.competitionId === c.id)
    const r = applyLineupFindings(c.rounds, own)
    return r.ok ? own.filter((f) => r.value.applied.includes(f)) : own
  })
}

/**
 * The season-wide findings applied to the standings in one action: a preview of each (match,
 * team, board, article), then the confirmation.
 * @see FAPA art. 74.2, 74.4, 74.5, 75.3
 */
export function ApplyFindings({
  comps,
  findings,
  teamName,
}: {
  comps: readonly TeamCompetitionRow[]
  findings: readonly CompetitionFinding[]
  teamName: (id: string) => string
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const pending = pendingFindings(comps, findings)
  if (findings.length === 0) return null
  if (pending.length === 0)
    return <p className="ms-msg ms-msg-ok">{message ?? t('actas.findingsAllApplied')}</p>
  return (
    <div className="ms-findings">
      {!open ? (
        <button type="button" className="ms-button primary" onClick={() => setOpen(true)}>
          {t('actas.findingsApply', { n: pending.length })}
        </button>
      ) : (
        <div role="group" aria-label={t('actas.findingsApply', { n: pending.length })}>
          <p>{t('actas.findingsConfirmIntro')}</p>
          <ul>
            {pending.map((f, i) => (
              <li key={i}>
                {t('actas.findingsLine', {
                  article: f.article,
                  match: t('matchSheet.matchLabel', {
                    round: f.round,
                    home: teamName(f.homeId),
                    away: teamName(f.awayId),
                  }),
                  team: teamName(f.side === 'home' ? f.homeId : f.awayId),
                  from: f.fromBoard,
                })}
              </li>
            ))}
          </ul>
          <div className="ms-row">
            <button
              type="button"
              className="ms-button primary"
              onClick={async () => {
                const r = await applySeasonFindings(appContext, pending)
                setOpen(false)
                setMessage(
                  r.ok
                    ? t('actas.findingsDone', { n: r.value.applied })
                    : errorMessage(t, r.error[0]?.code ?? '', r.error[0]?.params),
                )
              }}
            >
              {t('actas.findingsConfirm')}
            </button>
            <button type="button" className="ms-button" onClick={() => setOpen(false)}>
              {t('actas.findingsCancel')}
            </button>
          </div>
        </div>
      )}
      {message && <p role="status">{message}</p>}
    </div>
  )
}
