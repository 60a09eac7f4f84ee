import './tournaments.css'
import { useLiveQuery } from 'dexie-react-hooks'
import { Link, useNavigate } from 'react-router'
import { db } from '../../db/db.ts'
import { sortLabelWith, useT, type TFunction } from '../../i18n/index.ts'
import { DataTable, type DataColumn } from '../../ui/DataTable.tsx'
import { CreateTournamentForm } from './CreateTournamentForm.tsx'
import { TrfImportPanel } from './TrfImportPanel.tsx'
import { tournamentsTable, type IndividualTournamentRow } from './tournamentsDb.ts'

/** The columns of the list: the name opens the tournament. */
function listColumns(t: TFunction): DataColumn<IndividualTournamentRow>[] {
  return [
    {
      id: 'name',
      header: t('tournaments.name'),
      value: (r) => r.name,
      cell: (r) => <Link to={`/tournaments/${r.id}`}>{r.name}</Link>,
    },
    { id: 'place', header: t('tournaments.place'), value: (r) => r.summary.place },
    { id: 'startDate', header: t('tournaments.startDate'), value: (r) => r.summary.startDate },
    { id: 'players', header: t('tournaments.tabPlayers'), value: (r) => r.summary.entrants },
    {
      id: 'rounds',
      header: t('tournaments.tabRounds'),
      value: (r) => r.summary.rounds,
      cell: (r) => `${r.summary.rounds} / ${r.summary.totalRounds}`,
    },
  ]
}

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
        <DataTable
          layout="static"
          className="simple-table"
          label={t('tournaments.listLabel')}
          rows={rows}
          columns={listColumns(t)}
          rowId={(r) => r.id}
          sortLabel={sortLabelWith(t)}
        />
      )}
      <CreateTournamentForm onCreated={(id) => navigate(`/tournaments/${id}`)} />
      <TrfImportPanel />
    </section>
  )
}
