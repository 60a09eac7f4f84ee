import { useLiveQuery } from 'dexie-react-hooks'
import { countText } from '../../i18n/plural.ts'
import { useState } from 'react'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { appContext } from '../../db/context.ts'
import { todayOf } from '../../db/commands/index.ts'
import { db } from '../../db/db.ts'
import { useT } from '../../i18n/index.ts'
import { allCompetitions } from '../teams/teamsDb.ts'
import { downloadFile } from './actaHash.ts'
import { clubChoices, exportClubSeason, type ExportSummary } from './clubSeasonExport.ts'

const fileName = (club: string, kind: string) =>
  `${kind === 'update' ? 'actualizacion' : 'temporada'}-${club.replace(/[^\w-]+/g, '_')}.json`

/**
 * The federation sends each club its season: the club picked from the registry, its whole
 * calendar (or an update of the rounds paired as the season goes), and a confirmation of what
 * was exported; an empty package is refused.
 * @see FAPA art. 72, 79.2, 79.6
 */
export function PackageExportPanel() {
  const t = useT()
  const comps = useLiveQuery(() => allCompetitions(db))
  const clubs = useLiveQuery(() => db.clubs.toArray())
  const [clubId, setClubId] = useState('')
  const [firstDate, setFirstDate] = useState(() => todayOf(appContext))
  const [time, setTime] = useState('17:00')
  const [done, setDone] = useState<{ file: string; summary: ExportSummary } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const choices = comps && clubs ? clubChoices(comps, clubs) : []

  async function run(kind: 'season' | 'update') {
    const r = await exportClubSeason(appContext, { clubId, kind, firstDate, time })
    if (!r.ok) {
      setDone(null)
      return setError(errorMessage(t, r.error[0]?.code ?? '', r.error[0]?.params))
    }
    const file = fileName(r.value.summary.club, kind)
    downloadFile(file, JSON.stringify(r.value.file), 'application/json')
    setError(null)
    setDone({ file, summary: r.value.summary })
  }
  return (
    <section className="panel" aria-labelledby="ms-export">
      <h3 id="ms-export">{t('actas.exportTitle')}</h3>
      <p className="muted">{t('actas.exportIntro')}</p>
      <div className="ms-grid">
        <div className="field">
          <label htmlFor="ms-club">{t('actas.clubPick')}</label>
          <select id="ms-club" value={clubId} onChange={(e) => setClubId(e.target.value)}>
            <option value="">{t('actas.pickClub')}</option>
            {choices.map((c) => (
              <option key={c.clubId} value={c.clubId}>
                {t(c.inRegistry ? 'actas.clubOption' : 'actas.clubNotInRegistry', {
                  club: c.name,
                  teams: c.teams,
                })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="ms-first">{t('matchSheet.firstDate')}</label>
          <input
            id="ms-first"
            type="date"
            value={firstDate}
            onChange={(e) => setFirstDate(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="ms-time">{t('matchSheet.startTime')}</label>
          <input id="ms-time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </div>
      </div>
      <div className="ms-row">
        <button type="button" className="ms-button primary" onClick={() => void run('season')}>
          {t('actas.exportSeason')}
        </button>
        <button type="button" className="ms-button" onClick={() => void run('update')}>
          {t('actas.exportUpdate')}
        </button>
      </div>
      {error && (
        <p role="alert" className="ms-msg ms-msg-error">
          {error}
        </p>
      )}
      {done && (
        <div role="status" className="ms-msg ms-msg-ok">
          <p>
            {t('actas.exportedSummary', {
              file: done.file,
              club: done.summary.club,
              competitions: countText(
                t,
                'common.competitionCount',
                done.summary.competitions.length,
              ),
              fixtures: countText(t, 'common.matchCount', done.summary.fixtures),
            })}
          </p>
          <ul>
            {done.summary.competitions.map((c) => (
              <li key={c.name}>
                {t('actas.exportedLine', {
                  name: c.name,
                  fixtures: countText(t, 'common.matchCount', c.fixtures),
                })}
              </li>
            ))}
          </ul>
          {done.summary.drawn.length > 0 && (
            <p>{t('actas.drawnNote', { names: done.summary.drawn.join(', ') })}</p>
          )}
        </div>
      )}
    </section>
  )
}
