import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { formErrors } from '../../i18n/errorMessages.ts'
import { screenPoints } from '../../i18n/numbers.ts'
import { db } from '../../db/db.ts'
import {
  allocatePrizes,
  categoryStandings,
  clubProvinces,
  standingsCategories,
  type PrizeAward,
  type TournamentStandingRow,
} from '../../domain/reports/index.ts'
import {
  prizeLine,
  readPrizeLines,
  type IndividualTournament,
} from '../../domain/tournament/index.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { DataTable } from '../../ui/DataTable.tsx'
import { TextField } from '../../ui/Field.tsx'
import { categoryName } from './printLists.ts'
import { useChange } from './useTournament.ts'

/** The year whose 31 December ages are counted on by default: the year the tournament ends. */
function defaultYear(doc: IndividualTournament): number {
  const y = Number.parseInt((doc.settings.endDate || doc.settings.startDate).slice(0, 4), 10)
  return Number.isInteger(y) ? y : 2026
}

/**
 * Categories and prizes: the prize list typed one a line (`label | category`), who takes each
 * prize (ties named until their playoff is recorded), and the standings of any category, with a
 * prize or without (age groups, women, each club and each province of the entrants' clubs).
 * @see FAPA art. 58, art. 29.2.d
 */
export function PrizesPanel({
  id,
  doc,
  rows,
  name,
}: {
  id: string
  doc: IndividualTournament
  rows: readonly TournamentStandingRow[]
  name: (startNo: number) => string
}) {
  const t = useT()
  const change = useChange(id)
  const notify = useAppStore((s) => s.notify)
  const list = doc.prizes
  const [text, setText] = useState(() => (list?.prizes ?? []).map(prizeLine).join('\n'))
  const [year, setYear] = useState(String(list?.referenceYear ?? defaultYear(doc)))
  const [onePer, setOnePer] = useState(list?.onePerPlayer ?? true)
  const [shown, setShown] = useState(0)
  const clubs = useLiveQuery(() => db.clubs.toArray(), [])
  const provinces = useMemo(() => clubProvinces(clubs ?? []), [clubs])
  const awards = useMemo(
    () => (list ? allocatePrizes(doc, rows, list, provinces) : []),
    [doc, rows, list, provinces],
  )
  const categories = useMemo(
    () => standingsCategories(doc, list, provinces),
    [doc, list, provinces],
  )
  const current = categories[shown] ?? categories[0]
  const inCategory = current
    ? categoryStandings(doc, rows, current, list?.referenceYear ?? defaultYear(doc), provinces)
    : []

  const save = async () => {
    const read = readPrizeLines(text)
    if (!read.ok) {
      for (const g of formErrors(t, read.error).general) notify('error', g)
      return
    }
    await change({
      type: 'prizes-set',
      payload: { list: { prizes: read.value, onePerPlayer: onePer, referenceYear: Number(year) } },
    })
  }

  const who = (a: PrizeAward) =>
    a.status === 'awarded'
      ? name(a.winner)
      : a.status === 'vacant'
        ? t('tournaments.prizeVacant')
        : t(a.status === 'tie' ? 'tournaments.prizeTie' : 'tournaments.prizePending', {
            names: a.players.map(name).join(', '),
          })

  return (
    <section className="panel prizes" aria-labelledby="prizes-title">
      <h3 id="prizes-title">{t('tournaments.prizesTitle')}</h3>
      <label className="field">
        <span>{t('tournaments.prizeLines')}</span>
        <textarea
          name="prizeLines"
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="prize-lines-hint"
        />
      </label>
      <p id="prize-lines-hint" className="muted">
        {t('tournaments.prizeLinesHint')}
      </p>
      <div className="form-grid compact">
        <TextField
          label={t('tournaments.prizeYear')}
          name="prizeYear"
          value={year}
          onChange={setYear}
          inputMode="numeric"
        />
        <label className="inline">
          <input type="checkbox" checked={onePer} onChange={(e) => setOnePer(e.target.checked)} />{' '}
          {t('tournaments.prizeOnePer')}
        </label>
      </div>
      <button type="button" onClick={() => void save()}>
        {t('tournaments.prizeSave')}
      </button>
      {awards.length > 0 && (
        <p className="toolbar">
          <Link className="button-like" to="?print=prizes">
            {t('tournaments.printPrizes')}
          </Link>
        </p>
      )}
      {awards.length > 0 && (
        <DataTable
          layout="static"
          className="simple-table"
          label={t('tournaments.prizeAwardsLabel')}
          rows={awards.map((award, i) => ({ award, i }))}
          rowId={(r) => String(r.i)}
          rowClassName={(r) => (r.award.status === 'awarded' ? undefined : 'hint-warn')}
          columns={[
            { id: 'prize', header: t('tournaments.prize'), value: (r) => r.award.prize.label },
            { id: 'winner', header: t('tournaments.prizeWinner'), value: (r) => who(r.award) },
          ]}
        />
      )}
      {categories.length > 0 && (
        <>
          <label className="inline">
            {t('tournaments.categoryStandings')}{' '}
            <select value={shown} onChange={(e) => setShown(Number(e.target.value))}>
              {categories.map((c, i) => (
                <option key={i} value={i}>
                  {categoryName(c, t)}
                </option>
              ))}
            </select>
          </label>
          <DataTable
            layout="static"
            className="simple-table"
            label={t('tournaments.categoryStandingsLabel')}
            rows={inCategory.map((row, i) => ({ row, place: i + 1 }))}
            rowId={(r) => String(r.row.startNo)}
            columns={[
              { id: 'rank', header: t('tournaments.rank'), value: (r) => r.place, numeric: true },
              {
                id: 'overall',
                header: t('tournaments.categoryOverall'),
                value: (r) => r.row.rank,
                numeric: true,
              },
              { id: 'player', header: t('tournaments.player'), value: (r) => name(r.row.startNo) },
              {
                id: 'points',
                header: t('tournaments.points'),
                value: (r) => screenPoints(r.row.points, t),
                numeric: true,
              },
            ]}
          />
        </>
      )}
    </section>
  )
}
