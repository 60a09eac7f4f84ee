import './ratings.css'
import { useMemo, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { Link } from 'react-router'
import { db } from '../../db/db.ts'
import type { LicenceRow, PlayerRow, SeasonRow } from '../../db/schema.ts'
import {
  eligibilityFor,
  type DivisionSettings,
} from '../../domain/federation/championships/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { listName } from '../../domain/federation/index.ts'
import { DataTable } from '../../ui/DataTable.tsx'
import {
  DEFAULT_DIVISION_SETTINGS,
  SEASON_CHAMPIONSHIPS,
  championshipPlayer,
  reasonText,
  type DivisionSettingsRow,
} from './eligibilityModel.ts'

const NO_PLAYERS: readonly PlayerRow[] = []
const NO_LICENCES: readonly LicenceRow[] = []
const NO_SEASONS: readonly SeasonRow[] = []

/** Who may enter each individual championship of a season, and why not. @see FAPA art. 54-63 */
export default function EligibilityPage() {
  const t = useT()
  const players = useLiveQuery(() => db.players.toArray()) ?? NO_PLAYERS
  const licences = useLiveQuery(() => db.licences.toArray()) ?? NO_LICENCES
  const seasons = useLiveQuery(() => db.seasons.orderBy('startDate').toArray()) ?? NO_SEASONS
  const saved = useLiveQuery(() =>
    db.table<DivisionSettingsRow, string>('ratingSettings').get('divisionSettings'),
  )
  const settings = saved?.settings ?? DEFAULT_DIVISION_SETTINGS
  const [seasonId, setSeasonId] = useState('')
  const [championship, setChampionship] = useState('final1')
  const season = seasons.find((s) => s.id === seasonId) ?? seasons[seasons.length - 1]
  const ref = (SEASON_CHAMPIONSHIPS.find((c) => c.id === championship) ?? SEASON_CHAMPIONSHIPS[0])
    ?.ref

  const rows = useMemo(() => {
    if (!season || !ref) return []
    const ctx = { season, divisions: settings, rights: new Map() }
    return players.map((p) => {
      const player = championshipPlayer(p, licences, season, listName(p))
      return { player, result: eligibilityFor(player, ref, ctx) }
    })
  }, [players, licences, season, ref, settings])

  const save = (next: DivisionSettings) =>
    void db
      .table<DivisionSettingsRow, string>('ratingSettings')
      .put({ key: 'divisionSettings', settings: next })
  const numberOrNull = (v: string): number | null => (v.trim() === '' ? null : Number(v))

  if (!season)
    return (
      <section className="page">
        <h1>{t('ratings.eligibilityTitle')}</h1>
        <p>
          {t('ratings.noSeasons')} <Link to="/seasons">{t('ratings.noSeasonsLink')}</Link>
        </p>
      </section>
    )
  const eligible = rows.filter((r) => r.result.eligible)
  const refused = rows.filter((r) => !r.result.eligible)
  return (
    <section className="page">
      <h1>{t('ratings.eligibilityTitle')}</h1>
      <p>{t('ratings.eligibilityIntro')}</p>
      <p>
        <Link to="/championships/structure">{t('ratings.st_fromEligibility')}</Link>
      </p>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="elig-season">{t('ratings.seasonLabel')}</label>
          <select id="elig-season" value={season.id} onChange={(e) => setSeasonId(e.target.value)}>
            {seasons.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="elig-championship">{t('ratings.championshipLabel')}</label>
          <select
            id="elig-championship"
            value={championship}
            onChange={(e) => setChampionship(e.target.value)}
          >
            {SEASON_CHAMPIONSHIPS.map((c) => (
              <option key={c.id} value={c.id}>
                {t(`ratings.ch_${c.id}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="panel eligibility-bases">
        <legend>{t('ratings.basesTitle')}</legend>
        <label>
          {t('ratings.baseFide')}
          <input
            type="number"
            value={settings.bases.fide}
            onChange={(e) =>
              save({ ...settings, bases: { ...settings.bases, fide: Number(e.target.value) } })
            }
          />
        </label>
        <label>
          {t('ratings.baseFeda')}
          <input
            type="number"
            value={settings.bases.feda}
            onChange={(e) =>
              save({ ...settings, bases: { ...settings.bases, feda: Number(e.target.value) } })
            }
          />
        </label>
        {([1, 2, 3] as const).map((d) => (
          <span key={d}>
            {(
              [
                ['minFideAverage', 'ratings.minFide'],
                ['minFedaAverage', 'ratings.minFeda'],
              ] as const
            ).map(([field, label]) => (
              <label key={field}>
                {t(label, { division: d })}
                <input
                  type="number"
                  value={settings.ratingEntry[d][field] ?? ''}
                  onChange={(e) =>
                    save({
                      ...settings,
                      ratingEntry: {
                        ...settings.ratingEntry,
                        [d]: { ...settings.ratingEntry[d], [field]: numberOrNull(e.target.value) },
                      },
                    })
                  }
                />
              </label>
            ))}
          </span>
        ))}
      </fieldset>
      <ReasonTable title={t('ratings.eligibleTitle', { count: eligible.length })} rows={eligible} />
      <ReasonTable
        title={t('ratings.notEligibleTitle', { count: refused.length })}
        rows={refused}
      />
    </section>
  )
}

function ReasonTable({
  title,
  rows,
}: {
  title: string
  rows: {
    player: { id: string; name: string }
    result: { reasons: readonly Parameters<typeof reasonText>[1][] }
  }[]
}) {
  const t = useT()
  return (
    <DataTable
      layout="static"
      className="simple-table eligibility-table"
      label={title}
      caption={title}
      rows={rows}
      rowId={(r) => r.player.id}
      emptyText={t('ratings.st_noPlayers')}
      columns={[
        { id: 'name', header: t('ratings.colName'), value: (r) => r.player.name },
        {
          id: 'reasons',
          header: t('ratings.colReasons'),
          value: (r) => r.result.reasons.map((x) => reasonText(t, x)).join('; '),
        },
      ]}
    />
  )
}
