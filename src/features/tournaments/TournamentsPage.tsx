import './tournaments.css'
import { useState, type ChangeEvent } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { Link, useNavigate } from 'react-router'
import { tournamentFromTrfText, trfImportDifferences } from '../../domain/reports/index.ts'
import { FAPA_CHAINS } from '../../domain/tiebreaks/index.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { CreateTournamentForm } from './CreateTournamentForm.tsx'
import { importTournament, randomSeed } from './tournamentCommands.ts'
import { tournamentsTable } from './tournamentsDb.ts'

/** The list of individual tournaments, the creation form and the TRF import. */
export default function TournamentsPage() {
  const t = useT()
  const navigate = useNavigate()
  const notify = useAppStore((s) => s.notify)
  const rows = useLiveQuery(() => tournamentsTable(db).orderBy('updatedAt').reverse().toArray())
  const [importErrors, setImportErrors] = useState<string[]>([])

  async function onImport(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    const chain = FAPA_CHAINS['fapa-29.1']
    const text = await file.text()
    const parsed = tournamentFromTrfText(text, {
      tiebreaks: chain.tiebreaks,
      unplayed: 'fapa',
      lotSeed: randomSeed(),
    })
    if (!parsed.ok) {
      setImportErrors(
        parsed.error.slice(0, 20).map((x) =>
          t('tournaments.importErrorLine', {
            line: 'line' in x ? x.line : '?',
            column: 'column' in x && x.column !== undefined ? x.column : '?',
            code: x.code,
          }),
        ),
      )
      notify('error', t('tournaments.importFailed', { count: parsed.error.length }))
      return
    }
    setImportErrors([])
    const r = await importTournament(appContext, parsed.value, trfImportDifferences(text))
    if (!r.ok) return notify('error', t('tournaments.errGeneric', { code: r.error[0]?.code ?? '' }))
    notify(
      'success',
      t('tournaments.imported', {
        name: r.value.name,
        players: parsed.value.entrants.length,
        rounds: parsed.value.rounds.length,
      }),
    )
    navigate(`/tournaments/${r.value.id}`)
  }

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
      <div className="panel">
        <label className="file-pick">
          {t('tournaments.importTrf')}{' '}
          <input type="file" accept=".trf,.txt,text/plain" onChange={onImport} />
        </label>
        {importErrors.length > 0 && (
          <ul className="problems" role="alert">
            {importErrors.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
