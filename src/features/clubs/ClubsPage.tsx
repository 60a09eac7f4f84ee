import { useDeferredValue, useEffect, useMemo, useRef } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { foldText, seasonPhase } from '../../domain/federation/index.ts'
import { issueLicence, todayOf } from '../../db/commands/index.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import type { ClubRow, LicenceRow, PlayerRow, SeasonRow } from '../../db/schema.ts'
import { formErrors } from '../../i18n/errorMessages.ts'
import { sortLabelWith, useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { NEW_RECORD, useRegistryStore } from '../../state/registryStore.ts'
import { DataTable, type DataColumn } from '../../ui/DataTable.tsx'
import { ClubForm } from './ClubForm.tsx'

const NO_CLUBS: readonly ClubRow[] = []
const NO_PLAYERS: readonly PlayerRow[] = []
const NO_SEASONS: readonly SeasonRow[] = []
const NO_LICENCES: readonly LicenceRow[] = []

/** The club registry with the club licence of the current or next season. */
export default function ClubsPage() {
  const t = useT()
  const clubs = useLiveQuery(() => db.clubs.toArray()) ?? NO_CLUBS
  const players = useLiveQuery(() => db.players.toArray()) ?? NO_PLAYERS
  const seasons = useLiveQuery(() => db.seasons.orderBy('startDate').toArray()) ?? NO_SEASONS
  const clubLicences =
    useLiveQuery(() => db.licences.filter((l) => l.kind === 'club').toArray()) ?? NO_LICENCES
  const query = useRegistryStore((s) => s.clubQuery)
  const setQuery = useRegistryStore((s) => s.setClubQuery)
  const openId = useRegistryStore((s) => s.openClub)
  const open = useRegistryStore((s) => s.openClubRecord)
  const recordRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (openId !== null) recordRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
  }, [openId])
  const notify = useAppStore((s) => s.notify)
  const deferred = useDeferredValue(foldText(query))
  const shown = useMemo(
    () => clubs.filter((c) => c.searchName.includes(deferred)),
    [clubs, deferred],
  )
  const columns = useMemo((): DataColumn<ClubRow>[] => {
    const counts = new Map<string, number>()
    for (const p of players) if (p.clubId) counts.set(p.clubId, (counts.get(p.clubId) ?? 0) + 1)
    return [
      { id: 'name', header: t('clubs.name'), value: (c) => c.name, width: 280 },
      { id: 'short', header: t('clubs.shortName'), value: (c) => c.shortName, width: 160 },
      {
        id: 'registry',
        header: t('clubs.registryNumber'),
        value: (c) => c.registryNumber,
        width: 120,
      },
      { id: 'venue', header: t('clubs.venue'), value: (c) => c.venue, width: 220 },
      {
        id: 'players',
        header: t('clubs.players'),
        value: (c) => counts.get(c.id) ?? 0,
        width: 90,
        numeric: true,
      },
    ]
  }, [t, players])
  const openClub = openId && openId !== NEW_RECORD ? clubs.find((c) => c.id === openId) : undefined
  const today = todayOf(appContext)
  const season =
    seasons.find((s) => seasonPhase(s, today) === 'in-progress') ??
    seasons.find((s) => seasonPhase(s, today) === 'before')
  const licensed =
    openClub &&
    season &&
    clubLicences.some((l) => l.holderId === openClub.id && l.seasonId === season.id)

  async function onClubLicence() {
    if (!openClub || !season) return
    const r = await issueLicence(appContext, {
      seasonId: season.id,
      kind: 'club',
      holderId: openClub.id,
      clubId: null,
    })
    if (!r.ok)
      notify(
        'error',
        formErrors(t, r.error)
          .general.concat(Object.values(formErrors(t, r.error).byField))
          .join(' '),
      )
  }

  return (
    <section className="page">
      <h1>{t('clubs.title')}</h1>
      <div className="toolbar">
        <div className="field grow search">
          <label htmlFor="club-search">{t('clubs.searchLabel')}</label>
          <input
            id="club-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <button type="button" className="primary" onClick={() => open(NEW_RECORD)}>
          {t('clubs.add')}
        </button>
      </div>
      <DataTable
        label={t('clubs.tableLabel')}
        rows={shown}
        columns={columns}
        rowId={(c) => c.id}
        emptyText={t('clubs.empty')}
        selectedId={openId}
        onActivate={(c) => open(c.id)}
        initialSort={[{ id: 'name', desc: false }]}
        sortLabel={sortLabelWith(t)}
      />
      {openId !== null && (openId === NEW_RECORD || openClub) && (
        <div ref={recordRef} className="record panel" key={openId}>
          <h2>{openClub ? t('clubs.editTitle') : t('clubs.newTitle')}</h2>
          <ClubForm club={openClub} />
          {openClub && season && (
            <p>
              {licensed ? (
                <span className="badge">{t('clubs.hasClubLicence', { season: season.name })}</span>
              ) : (
                <button type="button" onClick={() => void onClubLicence()}>
                  {t('clubs.issueClubLicence', { season: season.name })}
                </button>
              )}
            </p>
          )}
        </div>
      )}
    </section>
  )
}
