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
        <table className="simple-table" aria-label={t('tournaments.prizeAwardsLabel')}>
          <thead>
            <tr>
              <th>{t('tournaments.prize')}</th>
              <th>{t('tournaments.prizeWinner')}</th>
            </tr>
          </thead>
          <tbody>
            {awards.map((a, i) => (
              <tr key={i} className={a.status === 'awarded' ? '' : 'hint-warn'}>
                <td>{a.prize.label}</td>
                <td>{who(a)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
          <table className="simple-table" aria-label={t('tournaments.categoryStandingsLabel')}>
            <thead>
              <tr>
                <th>{t('tournaments.rank')}</th>
                <th>{t('tournaments.categoryOverall')}</th>
                <th>{t('tournaments.player')}</th>
                <th>{t('tournaments.points')}</th>
              </tr>
            </thead>
            <tbody>
              {inCategory.map((r, i) => (
                <tr key={r.startNo}>
                  <td className="num">{i + 1}</td>
                  <td className="num">{r.rank}</td>
                  <td>{name(r.startNo)}</td>
                  <td className="num">{screenPoints(r.points, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}
