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
          <table className="simple-table" aria-label={t('teams.groupStandingsLabel', { g })}>
            <thead>
              <tr>
                <th scope="col">{t('teams.rank')}</th>
                <th scope="col">{t('teams.team')}</th>
                <th scope="col">{t('teams.boardPoints')}</th>
                <th scope="col">{t('teams.matchPoints')}</th>
                <th scope="col">{t('teams.absences')}</th>
                <th scope="col">{t('teams.played')}</th>
                {codes.map((code) => (
                  <th scope="col" key={code} title={t('teams.tiebreaks')}>
                    {code}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tables[g].map((r) => (
                <tr key={r.teamId}>
                  <td>{r.rank}</td>
                  <td>
                    {name(r.teamId)}
                    {r.departed && <small> · {t('teams.eliminatedIn', { article })}</small>}
                    {r.level && <small> · {t('ties.levelMark')}</small>}
                    {r.decidedBy === 'lot' && (
                      <small> · {t('ties.decidedLot', { lot: r.lot ?? 0 })}</small>
                    )}
                    {r.decidedBy === 'playoff' && <small> · {t('ties.decidedPlayoff')}</small>}
                  </td>
                  <td>{screenPoints(r.primary, t)}</td>
                  <td>{r.matchPoints}</td>
                  <td>{r.absences}</td>
                  <td>{r.played}</td>
                  {codes.map((code, k) => (
                    <td key={code}>
                      {localDecimal(
                        teamTieBreakCell(code, r.tiebreaks[k] ?? 0, r.teamId, played),
                        t,
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
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
      <table className="simple-table" aria-label={t('teams.finalPlacesLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('teams.place')}</th>
            <th scope="col">{t('teams.team')}</th>
          </tr>
        </thead>
        <tbody>
          {places.map((p) => (
            <tr key={p.place}>
              <td>{p.place}</td>
              <td>{p.teamId ? name(p.teamId) : t('teams.pending')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
