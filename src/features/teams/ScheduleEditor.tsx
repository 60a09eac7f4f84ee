import { useState } from 'react'
import { appContext } from '../../db/context.ts'
import { useT } from '../../i18n/index.ts'
import { plannedRounds } from './calendar.ts'
import { setSchedule } from './calendarCommands.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'
import { roundsFor } from '../../domain/teams/index.ts'

/** Rounds the calendar shows: those planned or made, else those the field will play. */
function roundCount(c: TeamCompetitionRow): number {
  if (c.totalRounds > 0) return c.totalRounds
  return Math.max(
    plannedRounds(c).length,
    c.teams.length >= 2 ? roundsFor(c.division, c.teams.length) : 0,
  )
}

/** The date of each round and the official start time. @see FAPA art. 79.2 */
export function ScheduleEditor({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const n = roundCount(c)
  const [dates, setDates] = useState(() =>
    Array.from({ length: n }, (_, i) => c.schedule?.dates[i] ?? ''),
  )
  const [time, setTime] = useState(c.schedule?.time ?? '17:00')
  const [message, setMessage] = useState<string | null>(null)
  if (n === 0) return null
  const shown = Array.from({ length: n }, (_, i) => dates[i] ?? '')
  return (
    <form
      className="panel schedule"
      aria-label={t('teams.scheduleTitle')}
      onSubmit={async (e) => {
        e.preventDefault()
        const r = await setSchedule(appContext, c.id, { dates: shown, time })
        setMessage(
          r.ok
            ? t('teams.scheduleSaved')
            : errorMessage(t, r.error[0]?.code ?? '', r.error[0]?.params),
        )
      }}
    >
      <h4>{t('teams.scheduleTitle')}</h4>
      <p className="muted">{t('teams.scheduleIntro')}</p>
      <div className="schedule-grid">
        {shown.map((d, i) => (
          <label key={i}>
            {t('teams.scheduleRound', { n: i + 1 })}
            <input
              type="date"
              value={d}
              onChange={(e) => setDates(shown.map((x, k) => (k === i ? e.target.value : x)))}
            />
          </label>
        ))}
        <label>
          {t('teams.scheduleTime')}
          <input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </label>
      </div>
      <button type="submit">{t('teams.scheduleSave')}</button>
      {message && <p role="status">{message}</p>}
    </form>
  )
}
