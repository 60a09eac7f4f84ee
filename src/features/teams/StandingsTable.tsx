import { useT } from '../../i18n/index.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'
import { screenPoints } from '../../i18n/numbers.ts'
import { TeamTiesPanel } from './TeamTiesPanel.tsx'
import { standings } from '../../domain/teams/index.ts'

/** Team standings with the FAPA chain; points in the unit of the division (art. 73.2). */
export function StandingsTable({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const rows = standings(c)
  const name = (id: string) => c.teams.find((x) => x.id === id)?.name ?? id
  const withdrawn = new Set((c.withdrawals ?? []).map((w) => w.teamId))
  return (
    <section aria-labelledby="standings-heading">
      <h3 id="standings-heading">{t('teams.standingsHeading')}</h3>
      <table className="simple-table" aria-label={t('teams.standingsLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('teams.rank')}</th>
            <th scope="col">{t('teams.team')}</th>
            <th scope="col">{t('teams.primary')}</th>
            <th scope="col">{t('teams.matchPoints')}</th>
            <th scope="col">{t('teams.boardPoints')}</th>
            <th scope="col">{t('teams.absences')}</th>
            <th scope="col">{t('teams.deduction')}</th>
            <th scope="col">{t('teams.played')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.teamId}>
              <td>
                {r.rank}
                {r.level && <small> · {t('ties.levelMark')}</small>}
                {r.decidedBy === 'lot' && (
                  <small> · {t('ties.decidedLot', { lot: r.lot ?? 0 })}</small>
                )}
                {r.decidedBy === 'playoff' && <small> · {t('ties.decidedPlayoff')}</small>}
              </td>
              <td>
                {name(r.teamId)}
                {r.departed && (
                  <small>
                    {' '}
                    · {t(withdrawn.has(r.teamId) ? 'teams.withdrawnLabel' : 'teams.eliminated')}
                  </small>
                )}
              </td>
              <td>{screenPoints(r.primary, t)}</td>
              <td>{r.matchPoints}</td>
              <td>{screenPoints(r.boardPoints, t)}</td>
              <td>{r.absences}</td>
              <td>{screenPoints(r.deduction, t)}</td>
              <td>{r.played}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TeamTiesPanel competition={c} rows={rows} />
    </section>
  )
}
