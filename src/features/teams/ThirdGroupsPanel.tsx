import { DataTable } from '../../ui/DataTable.tsx'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { appContext } from '../../db/context.ts'
import { useT } from '../../i18n/index.ts'
import { splitThirdDivision, thirdGroupsOf } from './groupCommands.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { moveTeam } from './strengthOrderCommands.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/**
 * A 3rd division registered as one list: the two groups its strength order gives (serpentine,
 * then club mates swapped), previewed, then made in one confirmed action; once made, links to
 * both groups.
 * @see FAPA art. 71, 72
 */
export function ThirdGroupsPanel({
  competition: c,
  all,
}: {
  competition: TeamCompetitionRow
  all: readonly TeamCompetitionRow[]
}) {
  const t = useT()
  const [, setParams] = useSearchParams()
  const [error, setError] = useState<string | null>(null)
  if (c.division !== 3 || c.kind || c.rounds.length > 0) return null
  if (c.splitInto)
    return (
      <section className="panel" aria-labelledby="third-groups">
        <h3 id="third-groups">{t('teams.thirdGroups')}</h3>
        <p>{t('teams.thirdSplitDone')}</p>
        <ul>
          {c.splitInto.map((id) => (
            <li key={id}>
              <button type="button" className="link" onClick={() => setParams({ c: id })}>
                {all.find((x) => x.id === id)?.name ?? id}
              </button>
            </li>
          ))}
        </ul>
      </section>
    )
  if (c.teams.length < 4) return null
  const name = (id: string) => c.teams.find((x) => x.id === id)?.name ?? id
  const groups = thirdGroupsOf(c)
  const names = [1, 2].map((g) => t('teams.thirdGroupName', { name: c.name, g })) as [
    string,
    string,
  ]

  async function onSplit() {
    const r = await splitThirdDivision(appContext, c.id, names)
    if (r.ok) return setError(null)
    setError(errorMessage(t, r.error[0]?.code ?? '', r.error[0]?.params))
  }
  return (
    <section className="panel" aria-labelledby="third-groups">
      <h3 id="third-groups">{t('teams.thirdGroups')}</h3>
      <p className="muted">{t('teams.thirdGroupsIntro')}</p>
      <StrengthOrder competition={c} />
      <details>
        <summary>{t('teams.thirdShowGroups')}</summary>
        <div className="third-groups">
          {groups.map((g, k) => (
            <DataTable
              key={k}
              layout="static"
              className="simple-table"
              label={names[k] ?? ''}
              rows={g}
              rowId={(p) => p.teamId}
              columns={[
                { id: 'position', header: t('teams.thirdPosition'), value: (p) => p.position },
                {
                  id: 'team',
                  header: t('teams.team'),
                  value: (p) => name(p.teamId),
                  cell: (p) => (
                    <>
                      {name(p.teamId)}
                      {p.swapped && <small> · {t('teams.thirdSwapped')}</small>}
                    </>
                  ),
                },
              ]}
            />
          ))}
        </div>
      </details>
      <button type="button" className="primary" onClick={() => void onSplit()}>
        {t('teams.thirdSplit')}
      </button>
      {error && <p role="alert">{error}</p>}
    </section>
  )
}

/**
 * The list's strength order, which the groups follow (art. 72): each team one place up or down
 * with its buttons (keyboard and 44 px touch), the focus kept on the team moved.
 */
function StrengthOrder({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const [error, setError] = useState<string | null>(null)
  const last = c.teams.length - 1
  async function move(teamId: string, step: -1 | 1, i: number) {
    const r = await moveTeam(appContext, c.id, teamId, step)
    if (!r.ok) {
      return setError(errorMessage(t, r.error[0]?.code ?? '', r.error[0]?.params))
    }
    setError(null)
    // At the ends the button that was pressed is disabled: keep the focus on the other one.
    const to = i + step
    const atEnd = step === -1 ? to === 0 : to === last
    const dir = (step === -1) !== atEnd ? 'up' : 'down'
    requestAnimationFrame(() => document.getElementById(`move-${dir}-${c.id}-${teamId}`)?.focus())
  }
  return (
    <details className="strength-order">
      <summary>{t('teams.strengthOrderTitle')}</summary>
      <ol aria-label={t('teams.strengthOrderList')}>
        {c.teams.map((team, i) => (
          <li key={team.id}>
            <span>{team.name}</span>
            <button
              type="button"
              id={`move-up-${c.id}-${team.id}`}
              disabled={i === 0}
              aria-label={t('teams.moveUp', { team: team.name })}
              onClick={() => void move(team.id, -1, i)}
            >
              ↑
            </button>
            <button
              type="button"
              id={`move-down-${c.id}-${team.id}`}
              disabled={i === last}
              aria-label={t('teams.moveDown', { team: team.name })}
              onClick={() => void move(team.id, 1, i)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      {error && <p role="alert">{error}</p>}
    </details>
  )
}
