import { DataTable } from '../../ui/DataTable.tsx'
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
      <DataTable
        layout="static"
        className="simple-table"
        label={t('teams.standingsLabel')}
        rows={rows}
        rowId={(r) => r.teamId}
        columns={[
          {
            id: 'rank',
            header: t('teams.rank'),
            value: (r) => r.rank,
            cell: (r) => (
              <>
                {r.rank}
                {r.level && <small> · {t('ties.levelMark')}</small>}
                {r.decidedBy === 'lot' && (
                  <small> · {t('ties.decidedLot', { lot: r.lot ?? 0 })}</small>
                )}
                {r.decidedBy === 'playoff' && <small> · {t('ties.decidedPlayoff')}</small>}
              </>
            ),
          },
          {
            id: 'team',
            header: t('teams.team'),
            value: (r) => name(r.teamId),
            cell: (r) => (
              <>
                {name(r.teamId)}
                {r.departed && (
                  <small>
                    {' '}
                    · {t(withdrawn.has(r.teamId) ? 'teams.withdrawnLabel' : 'teams.eliminated')}
                  </small>
                )}
              </>
            ),
          },
          { id: 'primary', header: t('teams.primary'), value: (r) => screenPoints(r.primary, t) },
          { id: 'mp', header: t('teams.matchPoints'), value: (r) => r.matchPoints },
          {
            id: 'bp',
            header: t('teams.boardPoints'),
            value: (r) => screenPoints(r.boardPoints, t),
          },
          { id: 'absences', header: t('teams.absences'), value: (r) => r.absences },
          {
            id: 'deduction',
            header: t('teams.deduction'),
            value: (r) => screenPoints(r.deduction, t),
          },
          { id: 'played', header: t('teams.played'), value: (r) => r.played },
        ]}
      />
      <TeamTiesPanel competition={c} rows={rows} />
    </section>
  )
}
