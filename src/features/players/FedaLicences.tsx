import { useState } from 'react'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { appContext } from '../../db/context.ts'
import { todayOf } from '../../db/commands/index.ts'
import type { ClubRow, SeasonRow } from '../../db/schema.ts'
import { seasonOn, type FedaLicenceLine } from '../../domain/federation/index.ts'
import type { FedaListRow } from '../../domain/ratings/index.ts'
import { useT } from '../../i18n/index.ts'
import { fedaClubPlayers, issueFedaLicences, previewFedaLicences } from './fedaLicences.ts'
import { PreviewTable, SeasonSelect } from './ImportPreview.tsx'

/**
 * A club's players from the imported FEDA list: find them by the list's club column, untick any
 * who should not be licensed, see per player what will be written (art. 6 checked), confirm.
 * @see FAPA art. 3.1, 6 a, 6 b
 */
export function FedaLicences({
  seasons,
  clubs,
}: {
  seasons: readonly SeasonRow[]
  clubs: readonly ClubRow[]
}) {
  const t = useT()
  const [seasonId, setSeasonId] = useState(
    () => seasonOn(seasons, todayOf(appContext))?.id ?? seasons[0]?.id ?? '',
  )
  const [clubId, setClubId] = useState('')
  const [filter, setFilter] = useState('')
  const [found, setFound] = useState<FedaListRow[] | null>(null)
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  const [plan, setPlan] = useState<FedaLicenceLine[] | null>(null)
  const [done, setDone] = useState('')
  const good = plan?.filter((l) => l.action !== null).length ?? 0

  async function search() {
    const rows = await fedaClubPlayers(appContext, filter)
    setFound(rows)
    setPicked(new Set(rows.map((r) => r.key)))
    setPlan(null)
    setDone('')
  }
  async function preview() {
    setPlan(await previewFedaLicences(appContext, [...picked], clubId, seasonId))
  }
  async function confirm() {
    const r = await issueFedaLicences(appContext, [...picked], clubId, seasonId)
    if (!r.ok) return setDone(errorMessage(t, r.error[0]?.code ?? '', r.error[0]?.params))
    setDone(t('players.fedaDone', r.value))
    setPlan(null)
    setFound(null)
  }
  return (
    <details className="panel feda-licences">
      <summary>{t('players.fedaTitle')}</summary>
      <p className="muted">{t('players.fedaIntro')}</p>
      <SeasonSelect id="feda-season" seasons={seasons} value={seasonId} onChange={setSeasonId} />
      <div className="field">
        <label htmlFor="feda-club">{t('players.fedaClub')}</label>
        <select
          id="feda-club"
          value={clubId}
          onChange={(e) => {
            setClubId(e.target.value)
            setFilter(clubs.find((c) => c.id === e.target.value)?.name ?? '')
            setPlan(null)
          }}
        >
          <option value="">{t('players.fedaPickClub')}</option>
          {clubs.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="feda-filter">{t('players.fedaFilter')}</label>
        <input id="feda-filter" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      <button type="button" disabled={filter.trim() === ''} onClick={() => void search()}>
        {t('players.fedaSearch')}
      </button>
      {found && <p role="status">{t('players.fedaFound', { count: found.length })}</p>}
      {found && found.length > 0 && (
        <>
          <ul className="feda-picks" aria-label={t('players.fedaPicks')}>
            {found.map((r) => (
              <li key={r.key}>
                <label>
                  <input
                    type="checkbox"
                    checked={picked.has(r.key)}
                    onChange={(e) => {
                      const next = new Set(picked)
                      if (e.target.checked) next.add(r.key)
                      else next.delete(r.key)
                      setPicked(next)
                      setPlan(null)
                    }}
                  />{' '}
                  {r.name} ({r.fedaId ?? r.fideId}, {r.club})
                </label>
              </li>
            ))}
          </ul>
          <button
            type="button"
            disabled={clubId === '' || seasonId === '' || picked.size === 0}
            onClick={() => void preview()}
          >
            {t('players.fedaPreview', { count: picked.size })}
          </button>
        </>
      )}
      {plan && (
        <>
          <PreviewTable
            label={t('players.fedaPlan')}
            headings={[t('players.colName')]}
            rows={plan.map((l) => ({
              key: l.entry.key,
              cells: [l.entry.name],
              written: l.action
                ? t(l.action === 'licence' ? 'players.fedaLicenceOnly' : 'players.fedaNewPlayer')
                : null,
              errors: l.errors,
            }))}
            confirmLabel={t('players.fedaConfirm', { good })}
            onConfirm={() => void confirm()}
          />
        </>
      )}
      {done && <p role="status">{done}</p>}
    </details>
  )
}
