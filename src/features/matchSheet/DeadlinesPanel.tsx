import { localDay, localTime } from '../../domain/core/index.ts'
import { pendingSheets, unsentSheetInfractions } from '../../domain/matchSheet/index.ts'
import { useLocale, useT } from '../../i18n/index.ts'
import { dayText, minuteText } from '../teams/dates.ts'
import type { TeamCompetitionRow } from '../teams/teamsDb.ts'
import type { ReceivedActaRow } from '../teams/matchSheetDb.ts'
import { buildSeasonPackage } from './seasonPackageExport.ts'

/**
 * The sheets a competition still owes the federation, dated by the calendar of the package
 * (round 1 on `firstDate`, a week per round): which deadlines of art. 82.1 have passed, and
 * after the last round the sheets never sent (art. 82.3).
 */
export function DeadlinesPanel({
  competition: c,
  firstDate,
  received,
  now,
}: {
  competition: TeamCompetitionRow
  firstDate: string
  received: readonly ReceivedActaRow[]
  now: Date
}) {
  const t = useT()
  const locale = useLocale()
  const pkg = buildSeasonPackage(c, { club: '', firstDate, time: '00:00' })
  const clubOf = new Map(c.teams.map((x) => [x.id, x.club]))
  const teamName = (id: string) => c.teams.find((x) => x.id === id)?.name ?? id
  const expected = pkg.fixtures.map((f) => ({
    matchId: f.matchId,
    homeClubId: clubOf.get(f.homeId) ?? f.homeId,
    playedOn: f.date,
    fixture: f,
  }))
  const got = new Set(received.map((r) => r.matchId))
  const today = localDay(now)
  const pending = pendingSheets(expected, got, today, localTime(now))
  const last = expected.reduce((d, e) => (e.playedOn > d ? e.playedOn : d), '')
  const unsent = last === '' ? [] : unsentSheetInfractions(expected, got, last, today)
  const label = (matchId: string) => {
    const f = expected.find((e) => e.matchId === matchId)?.fixture
    return f
      ? t('matchSheet.matchLabel', {
          round: f.round,
          home: teamName(f.homeId),
          away: teamName(f.awayId),
        })
      : matchId
  }
  return (
    <section className="panel" aria-labelledby="ms-deadlines">
      <h3 id="ms-deadlines">{t('matchSheet.deadlinesTitle')}</h3>
      <p className="muted">{t('matchSheet.deadlinesHint', { date: dayText(firstDate, locale) })}</p>
      {pending.length === 0 ? (
        <p className="ms-msg ms-msg-ok">{t('matchSheet.noPending')}</p>
      ) : (
        <ul aria-label={t('matchSheet.pending')}>
          {pending.map((p) => (
            <li key={p.matchId} className={p.overdue ? 'ms-msg ms-msg-error' : undefined}>
              <strong>{label(p.matchId)}</strong> ·{' '}
              {t('matchSheet.deadlines', {
                result: minuteText(p.deadlines.result, locale),
                sheet: minuteText(p.deadlines.sheet, locale),
              })}
              {p.overdue && <> · {t('matchSheet.overdue')}</>}
            </li>
          ))}
        </ul>
      )}
      {unsent.map((u) => (
        <p key={u.matchId} className="ms-msg ms-msg-error">
          {t('matchSheet.unsent', { club: u.clubId, match: label(u.matchId) })}
        </p>
      ))}
    </section>
  )
}
