import { DataTable } from '../../ui/DataTable.tsx'
import { teamTieBreakCell } from '../../domain/reports/index.ts'
import { levelGroups } from '../../domain/tiebreaks/index.ts'
import { useT } from '../../i18n/index.ts'
import { tieCodes } from './teamExports.ts'
import { TeamTiesPanel } from './TeamTiesPanel.tsx'
import type { TeamCompetitionRow } from './teamsDb.ts'
import { localDecimal, screenPoints } from '../../i18n/numbers.ts'
import {
  eliminationNotes,
  finalPlaces,
  groupRounds,
  groupStandings,
  matchRecords,
} from '../../domain/teams/index.ts'

/** The two groups of a blitz or rapid event with their standings (art. 88, 91, 99). */
export function GroupStandings({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const name = (id: string) => c.teams.find((x) => x.id === id)?.name ?? id
  const codes = tieCodes(c)
  const last = c.groups ? groupRounds(c.groups) : 0
  const played = matchRecords(c).filter((m) => m.round <= last && m.boards.every((b) => b !== null))
  const notes = eliminationNotes(c)
  const article = c.kind === 'rapid' ? '100' : '92'
  const tables = { A: groupStandings(c, 'A'), B: groupStandings(c, 'B') }
  const levels = [
    ...levelGroups(tables.A.filter((r) => r.level)),
    ...levelGroups(tables.B.filter((r) => r.level)),
  ]
  return (
    <div className="groups">
      {notes.length > 0 && (
        <ul aria-label={t('teams.eliminationsLabel')} className="eliminations">
          {notes.map((n) => (
            <li key={n.teamId}>
              {t(n.annulled ? 'teams.eliminatedAnnulled' : 'teams.eliminatedAwarded', {
                team: name(n.teamId),
                round: n.afterRound,
                article,
              })}
            </li>
          ))}
        </ul>
      )}
      {(['A', 'B'] as const).map((g) => (
        <section key={g} aria-labelledby={`group-${g}`}>
          <h3 id={`group-${g}`}>{t('teams.groupHeading', { g })}</h3>
          <DataTable
            layout="static"
            className="simple-table"
            label={t('teams.groupStandingsLabel', { g })}
            rows={tables[g]}
            rowId={(r) => r.teamId}
            columns={[
              { id: 'rank', header: t('teams.rank'), value: (r) => r.rank },
              {
                id: 'team',
                header: t('teams.team'),
                value: (r) => name(r.teamId),
                cell: (r) => (
                  <>
                    {name(r.teamId)}
                    {r.departed && <small> · {t('teams.eliminatedIn', { article })}</small>}
                    {r.level && <small> · {t('ties.levelMark')}</small>}
                    {r.decidedBy === 'lot' && (
                      <small> · {t('ties.decidedLot', { lot: r.lot ?? 0 })}</small>
                    )}
                    {r.decidedBy === 'playoff' && <small> · {t('ties.decidedPlayoff')}</small>}
                  </>
                ),
              },
              {
                id: 'bp',
                header: t('teams.boardPoints'),
                value: (r) => screenPoints(r.primary, t),
              },
              { id: 'mp', header: t('teams.matchPoints'), value: (r) => r.matchPoints },
              { id: 'absences', header: t('teams.absences'), value: (r) => r.absences },
              { id: 'played', header: t('teams.played'), value: (r) => r.played },
              ...codes.map((code, k) => ({
                id: `tb-${code}`,
                header: code,
                title: t('teams.tiebreaks'),
                value: (r: (typeof tables)[typeof g][number]) =>
                  localDecimal(teamTieBreakCell(code, r.tiebreaks[k] ?? 0, r.teamId, played), t),
              })),
            ]}
          />
        </section>
      ))}
      <TeamTiesPanel competition={c} rows={[...tables.A, ...tables.B]} levels={levels} />
    </div>
  )
}

/** Final places from the semifinals, final and placement matches (art. 88, 96). */
export function FinalPlaces({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const places = finalPlaces(c)
  if (places.length === 0) return null
  const name = (id: string) => c.teams.find((x) => x.id === id)?.name ?? id
  return (
    <section aria-labelledby="final-places">
      <h3 id="final-places">{t('teams.finalPlacesHeading')}</h3>
      <DataTable
        layout="static"
        className="simple-table"
        label={t('teams.finalPlacesLabel')}
        rows={places}
        rowId={(p) => String(p.place)}
        columns={[
          { id: 'place', header: t('teams.place'), value: (p) => p.place },
          {
            id: 'team',
            header: t('teams.team'),
            value: (p) => (p.teamId ? name(p.teamId) : t('teams.pending')),
          },
        ]}
      />
    </section>
  )
}
