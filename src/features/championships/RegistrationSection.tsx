import { useMemo, useState } from 'react'
import { listName } from '../../domain/federation/index.ts'
import type { PlayerRow } from '../../db/schema.ts'
import { seedList } from '../../domain/federation/championships/index.ts'
import { useT } from '../../i18n/index.ts'
import { DataTable } from '../../ui/DataTable.tsx'
import { screenDate } from '../../i18n/format.ts'
import { appContext } from '../../db/context.ts'
import { todayOf } from '../../db/commands/today.ts'
import { registerPlayer, setRegistrationPeriod, unregisterPlayer } from './championshipCommands.ts'
import type { ChampionshipSeasonRow } from './structureModel.ts'
import { useStructureChange } from './useStructureChange.ts'

/** art. 28 keys of a registry player. */
export const seedKeysOf = (p: PlayerRow) => ({
  name: listName(p),
  fide: p.ratingStandard,
  title: p.title,
  feda: p.ratingFeda,
})

/**
 * The registration step of the season's championship: the period, round 2 paired or not, and the
 * registered players in art. 28 order with the round each plays from. @see FAPA art. 47, 28
 */
export function RegistrationSection({
  row,
  players,
  licensedIds,
}: {
  row: ChampionshipSeasonRow
  players: readonly PlayerRow[]
  licensedIds: ReadonlySet<string>
}) {
  const t = useT()
  const change = useStructureChange(row.seasonId)
  const reg = row.registration
  const [closes, setCloses] = useState(reg?.closes ?? '')
  const [round2, setRound2] = useState(reg?.round2Paired ?? false)
  const [playerId, setPlayerId] = useState('')
  const [day, setDay] = useState(() => todayOf(appContext))
  const byId = useMemo(() => new Map(players.map((p) => [p.id as string, p])), [players])
  const registered = new Set((reg?.entries ?? []).map((e) => e.playerId))
  const candidates = seedList(
    players.filter((p) => licensedIds.has(p.id) && !registered.has(p.id)),
    seedKeysOf,
  )
  const entries = seedList(
    (reg?.entries ?? []).flatMap((e) => {
      const p = byId.get(e.playerId)
      return p ? [{ e, p }] : []
    }),
    (x) => seedKeysOf(x.p),
  )
  const chosen = playerId || (candidates[0]?.id ?? '')
  return (
    <section aria-labelledby="st-registration">
      <h2 id="st-registration">{t('ratings.st_regTitle')}</h2>
      <p className="muted">{t('ratings.st_regIntro')}</p>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault()
          void change(setRegistrationPeriod(closes, round2))
        }}
      >
        <div className="field">
          <label htmlFor="st-reg-closes">{t('ratings.st_regCloses')}</label>
          <input
            id="st-reg-closes"
            type="date"
            value={closes}
            onChange={(e) => setCloses(e.target.value)}
          />
        </div>
        <label className="inline">
          <input type="checkbox" checked={round2} onChange={(e) => setRound2(e.target.checked)} />{' '}
          {t('ratings.st_regRound2')}
        </label>
        <button type="submit">{t('ratings.st_regSavePeriod')}</button>
      </form>
      {!reg ? (
        <p>{t('ratings.st_regNoPeriod')}</p>
      ) : (
        <>
          <p>{t('ratings.st_regPeriodLine', { day: screenDate(reg.closes) })}</p>
          <form
            className="toolbar"
            onSubmit={(e) => {
              e.preventDefault()
              const p = byId.get(chosen)
              if (p) void change(registerPlayer(p.id, listName(p), day)).then(() => setPlayerId(''))
            }}
          >
            <div className="field">
              <label htmlFor="st-reg-player">{t('ratings.st_regPlayer')}</label>
              <select
                id="st-reg-player"
                value={chosen}
                onChange={(e) => setPlayerId(e.target.value)}
              >
                {candidates.map((p) => (
                  <option key={p.id} value={p.id}>
                    {listName(p)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="st-reg-day">{t('ratings.st_regDay')}</label>
              <input
                id="st-reg-day"
                type="date"
                value={day}
                onChange={(e) => setDay(e.target.value)}
              />
            </div>
            <button type="submit" disabled={chosen === ''}>
              {t('ratings.st_regAdd')}
            </button>
          </form>
          <DataTable
            layout="static"
            className="ch-table"
            label={t('ratings.st_regCount', { count: entries.length })}
            caption={t('ratings.st_regCount', { count: entries.length })}
            rows={entries.map((x, i) => ({ ...x, n: i + 1 }))}
            rowId={(r) => r.e.playerId}
            emptyText={t('ratings.st_regNone')}
            columns={[
              { id: 'n', header: t('ratings.st_colNo'), value: (r) => r.n, numeric: true },
              { id: 'name', header: t('ratings.colName'), value: (r) => listName(r.p) },
              {
                id: 'day',
                header: t('ratings.st_regDay'),
                value: (r) =>
                  `${screenDate(r.e.day)} · ${
                    r.e.firstRound === 1
                      ? t('ratings.st_regFromRound1')
                      : t('ratings.st_regFromRound2')
                  }`,
              },
              {
                id: 'remove',
                header: '',
                value: () => null,
                cell: ({ p }) => (
                  <button
                    type="button"
                    className="link"
                    onClick={() => void change(unregisterPlayer(p.id, listName(p)))}
                  >
                    {t('ratings.st_regRemove', { name: listName(p) })}
                  </button>
                ),
              },
            ]}
          />
        </>
      )}
    </section>
  )
}
