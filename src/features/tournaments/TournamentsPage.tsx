import './tournaments.css'
import { useLiveQuery } from 'dexie-react-hooks'
import { Link, useNavigate } from 'react-router'
import { db } from '../../db/db.ts'
import { useT } from '../../i18n/index.ts'
import { CreateTournamentForm } from './CreateTournamentForm.tsx'
import { TrfImportPanel } from './TrfImportPanel.tsx'
import { tournamentsTable } from './tournamentsDb.ts'

/** The list of individual tournaments, the creation form and the TRF import. */
export default function TournamentsPage() {
  const t = useT()
  const navigate = useNavigate()
  const rows = useLiveQuery(() => tournamentsTable(db).orderBy('updatedAt').reverse().toArray())

  return (
    <section className="tournaments-page" aria-labelledby="tournaments-title">
      <h1 id="tournaments-title">{t('tournaments.title')}</h1>
      <p className="lead">{t('tournaments.lead')}</p>
      {rows === undefined ? (
        <p>{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="empty">{t('tournaments.empty')}</p>
      ) : (
        <table className="simple-table" aria-label={t('tournaments.listLabel')}>
          <thead>
            <tr>
              <th>{t('tournaments.name')}</th>
              <th>{t('tournaments.place')}</th>
              <th>{t('tournaments.startDate')}</th>
              <th>{t('tournaments.tabPlayers')}</th>
              <th>{t('tournaments.tabRounds')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={`/tournaments/${r.id}`}>{r.name}</Link>
                </td>
                <td>{r.summary.place}</td>
                <td>{r.summary.startDate}</td>
                <td>{r.summary.entrants}</td>
                <td>
                  {r.summary.rounds} / {r.summary.totalRounds}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CreateTournamentForm onCreated={(id) => navigate(`/tournaments/${id}`)} />
      <TrfImportPanel />
    </section>
  )
}
