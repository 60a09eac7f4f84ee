import { useLiveQuery } from 'dexie-react-hooks'
import { Link } from 'react-router'
import { db } from '../../db/db.ts'
import { useT } from '../../i18n/index.ts'
import { BackupReminder } from '../settings/BackupReminder.tsx'
import { tournamentsTable } from '../tournaments/tournamentsDb.ts'

/** Start page: what is stored on this device, with the ways in. */
export default function HomePage() {
  const t = useT()
  const counts = useLiveQuery(async () => ({
    players: await db.players.count(),
    clubs: await db.clubs.count(),
    seasons: await db.seasons.count(),
    tournaments: await tournamentsTable(db).count(),
  }))
  return (
    <section className="page">
      <h1>{t('common.appName')}</h1>
      <p className="lead">{t('home.intro')}</p>
      <BackupReminder />
      <ul className="stat-cards">
        <li>
          <Link to="/players">
            <strong>{counts?.players ?? '…'}</strong>
            <span>{t('home.players')}</span>
          </Link>
        </li>
        <li>
          <Link to="/clubs">
            <strong>{counts?.clubs ?? '…'}</strong>
            <span>{t('home.clubs')}</span>
          </Link>
        </li>
        <li>
          <Link to="/seasons">
            <strong>{counts?.seasons ?? '…'}</strong>
            <span>{t('home.seasons')}</span>
          </Link>
        </li>
        <li>
          <Link to="/tournaments">
            <strong>{counts?.tournaments ?? '…'}</strong>
            <span>{t('home.tournaments')}</span>
          </Link>
        </li>
      </ul>
    </section>
  )
}
