import { useState } from 'react'
import { newId } from '../../db/commands/command.ts'
import {
  EXTRA_ZONAL_MIN_PLAYERS,
  ZONAL_VENUES,
  zonalVenueCheck,
} from '../../domain/federation/championships/index.ts'
import { useT } from '../../i18n/index.ts'
import { removeZonal, saveZonal, setThirdDivisionStart } from './championshipCommands.ts'
import { PromotionView } from './PromotionView.tsx'
import { StandingsEditor } from './StandingsEditor.tsx'
import { zonalDecision, type ChampionshipSeasonRow, type ZonalRecord } from './structureModel.ts'
import type { SeasonStructure } from './useSeasonStructure.ts'
import { useStructureChange } from './useStructureChange.ts'

const OTHER = '__other__'

/** The season's 4th-division zonals: venues, final standings and promotions. @see FAPA art. 55.1 */
export function ZonalsSection({ s, row }: { s: SeasonStructure; row: ChampionshipSeasonRow }) {
  const t = useT()
  const change = useStructureChange(row.seasonId)
  const [venue, setVenue] = useState<string>(ZONAL_VENUES[0])
  const [other, setOther] = useState('')
  const [players, setPlayers] = useState('')
  const [endDate, setEndDate] = useState('')
  const [playersError, setPlayersError] = useState<string | null>(null)
  const add = async () => {
    const place = venue === OTHER ? other.trim() : venue
    const typed = players.trim()
    const count = typed === '' ? 0 : Number(typed)
    if (count === 0) {
      setPlayersError(t('ratings.err_structure/players-required'))
      document.getElementById('st-players')?.focus()
      return
    }
    setPlayersError(null)
    const z: ZonalRecord = {
      id: newId(),
      place,
      players: count,
      endDate,
      source: null,
    }
    const sentOther = other
    const sentPlayers = players
    if (await change(saveZonal(z))) {
      // What was typed while the zonal was being saved stays.
      setOther((v) => (v === sentOther ? '' : v))
      setPlayers((v) => (v === sentPlayers ? '' : v))
    }
  }
  return (
    <section aria-labelledby="st-zonals">
      <h2 id="st-zonals">{t('ratings.st_zonalsTitle')}</h2>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="st-third">{t('ratings.st_thirdStart')}</label>
          <input
            id="st-third"
            type="date"
            value={row.thirdDivisionStart}
            onChange={(e) => void change(setThirdDivisionStart(e.target.value))}
          />
        </div>
      </div>
      <fieldset className="panel">
        <legend>{t('ratings.st_addZonal')}</legend>
        <div className="toolbar ch-add-zonal">
          <div className="field">
            <label htmlFor="st-venue">{t('ratings.st_venue')}</label>
            <select id="st-venue" value={venue} onChange={(e) => setVenue(e.target.value)}>
              {ZONAL_VENUES.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
              <option value={OTHER}>{t('ratings.st_otherVenue')}</option>
            </select>
          </div>
          {venue === OTHER && (
            <div className="field">
              <label htmlFor="st-other">{t('ratings.st_otherPlace')}</label>
              <input id="st-other" value={other} onChange={(e) => setOther(e.target.value)} />
            </div>
          )}
          <div className="field">
            <label htmlFor="st-players">{t('ratings.st_players')}</label>
            <input
              id="st-players"
              type="number"
              min={1}
              required
              aria-invalid={playersError !== null}
              aria-describedby={playersError ? 'st-players-error' : undefined}
              value={players}
              onChange={(e) => {
                setPlayers(e.target.value)
                setPlayersError(null)
              }}
            />
          </div>
          <div className="field">
            <label htmlFor="st-end">{t('ratings.st_endDate')}</label>
            <input
              id="st-end"
              type="date"
              value={endDate}
              onChange={(e) => setEndDate(e.target.value)}
            />
          </div>
          <button type="button" onClick={() => void add()}>
            {t('ratings.st_addZonalButton')}
          </button>
        </div>
        {playersError && (
          <p id="st-players-error" className="form-errors" role="alert">
            {playersError}
          </p>
        )}
      </fieldset>
      {row.zonals.length === 0 && <p className="muted">{t('ratings.st_noZonals')}</p>}
      {row.zonals.map((z) => (
        <ZonalCard key={z.id} z={z} s={s} row={row} />
      ))}
    </section>
  )
}

function ZonalCard({
  z,
  s,
  row,
}: {
  z: ZonalRecord
  s: SeasonStructure
  row: ChampionshipSeasonRow
}) {
  const t = useT()
  const change = useStructureChange(row.seasonId)
  const standings = z.source ? s.resolve(z.source) : null
  // A finished Alfil tournament knows how many played; typed standings may list only the top.
  const players =
    z.source?.kind === 'tournament' && standings && !standings.problem
      ? standings.ranking.length
      : z.players
  const check = zonalVenueCheck(z.place, players)
  const decision = zonalDecision(z, standings, row.thirdDivisionStart)
  const title = t('ratings.st_zonalOf', { place: z.place })
  const venueText =
    check.code === 'zonal/listed-venue'
      ? t('ratings.st_venueListed')
      : check.code === 'zonal/extra-venue'
        ? t('ratings.st_venueExtra', { players, min: EXTRA_ZONAL_MIN_PLAYERS })
        : t('ratings.st_venueTooFew', { players, min: EXTRA_ZONAL_MIN_PLAYERS })
  return (
    <article className="panel ch-zonal" aria-label={title}>
      <h3>{title}</h3>
      <p className={check.allowed ? '' : 'hint-warn'}>
        {venueText}{' '}
        <span className="ch-article">
          ({check.code === 'zonal/listed-venue' ? 'FAPA art. 55.1.1' : 'FAPA art. 55.1.2'})
        </span>
      </p>
      <StandingsEditor
        source={z.source}
        tournaments={s.tournaments}
        withPaired
        onSave={(source) => void change(saveZonal({ ...z, source }))}
      />
      {standings && (
        <PromotionView
          standings={standings}
          decision={decision}
          endDate={standings.endDate ?? z.endDate}
          thirdDivisionStart={row.thirdDivisionStart}
        />
      )}
      <button type="button" onClick={() => void change(removeZonal(z.id, z.place))}>
        {t('ratings.st_removeZonal', { place: z.place })}
      </button>
    </article>
  )
}
