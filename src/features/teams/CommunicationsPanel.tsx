import { useState } from 'react'
import { appContext } from '../../db/context.ts'
import { clockOf, todayOf } from '../../db/commands/index.ts'
import { isResultLate } from '../../domain/matchSheet/index.ts'
import { useLocale, useT } from '../../i18n/index.ts'
import { dateTimeText } from './dates.ts'
import { recordCommunication } from './communicationCommands.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import type { FixtureRow, RoundRow, TeamCompetitionRow } from './teamsDb.ts'

/**
 * Results communicated by e-mail or telephone before the acta (art. 82.4): each match of the
 * round with the day and time the home team communicated it, and whether that was before the
 * Monday 19:00 deadline of its calendar date.
 * @see FAPA art. 82.4
 */
export function CommunicationsPanel({
  competition: c,
  round,
}: {
  competition: TeamCompetitionRow
  round: RoundRow
}) {
  const t = useT()
  const playedOn = c.schedule?.dates[round.round - 1] ?? ''
  const n = round.fixtures.filter((f) => f.communicated).length
  return (
    <details className="communications">
      <summary>{t('teams.communicatedTitle', { n })}</summary>
      <ul aria-label={t('teams.communicatedList', { round: round.round })}>
        {round.fixtures.map((f, i) => (
          <Line
            key={`${f.homeId}-${f.awayId}`}
            c={c}
            round={round.round}
            i={i}
            f={f}
            playedOn={playedOn}
          />
        ))}
      </ul>
    </details>
  )
}

function Line(props: {
  c: TeamCompetitionRow
  round: number
  i: number
  f: FixtureRow
  playedOn: string
}) {
  const { c, round, i, f, playedOn } = props
  const t = useT()
  const locale = useLocale()
  const [date, setDate] = useState(() => todayOf(appContext))
  const [time, setTime] = useState(() => clockOf(appContext))
  const [error, setError] = useState<string | null>(null)
  const name = (id: string) => c.teams.find((x) => x.id === id)?.name ?? id
  const match = t('teams.communicatedMatch', {
    n: i + 1,
    home: name(f.homeId),
    away: name(f.awayId),
  })
  const save = async (when: { date: string; time: string } | null) => {
    const r = await recordCommunication(appContext, c.id, { round, fixture: i }, when)
    setError(r.ok ? null : errorMessage(t, r.error[0]?.code ?? '', r.error[0]?.params))
  }
  if (f.communicated) {
    const { date: d, time: h } = f.communicated
    const status = playedOn
      ? t(isResultLate(playedOn, d, h) ? 'teams.communicatedLate' : 'teams.communicatedOnTime')
      : ''
    return (
      <li>
        {match}: {t('teams.communicatedAt', { when: dateTimeText(d, h, locale) })} {status}{' '}
        <button type="button" onClick={() => void save(null)}>
          {t('teams.communicatedRemove', { n: i + 1 })}
        </button>
      </li>
    )
  }
  return (
    <li>
      {match}{' '}
      <input
        type="date"
        aria-label={t('teams.communicatedDate', { n: i + 1 })}
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />{' '}
      <input
        type="time"
        aria-label={t('teams.communicatedTime', { n: i + 1 })}
        value={time}
        onChange={(e) => setTime(e.target.value)}
      />{' '}
      <button type="button" onClick={() => void save({ date, time })}>
        {t('teams.communicatedSave', { n: i + 1 })}
      </button>
      {error && <span role="alert"> {error}</span>}
    </li>
  )
}
