import { useT } from '../../i18n/index.ts'
import { pluralKey } from '../../i18n/plural.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'
import { type DepartureNote, departureNotes } from '../../domain/teams/index.ts'

/**
 * The division's withdrawals (art. 65) and eliminations (art. 78.1), each with its cause and
 * what it does to the standings, above the standings it explains.
 * @see FAPA art. 65.1, 65.2, 78.1
 */
export function DeparturesPanel({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const notes = departureNotes(c)
  if (notes.length === 0) return null
  const name = (id: string) => c.teams.find((x) => x.id === id)?.name ?? id
  const cause = (n: DepartureNote) => {
    const p = { team: name(n.teamId), round: n.afterRound, absences: n.absences, limit: n.limit }
    if (n.reason === 'withdrawn') return t('teams.departureWithdrawn', p)
    return t(n.noShow ? 'teams.departureNoShow' : 'teams.departureAbsences', p)
  }
  const effect = (n: DepartureNote) => {
    const p = { team: name(n.teamId), annulled: n.annulled, awarded: n.awarded }
    return n.rule === 'swiss'
      ? t('teams.withdrawSwiss', p)
      : n.rule === '65.1'
        ? t(pluralKey('teams.departureAnnulled', n.annulled), p)
        : t(pluralKey('teams.departureAwarded', n.awarded), p)
  }
  return (
    <section aria-labelledby={`departures-${c.id}`}>
      <h3 id={`departures-${c.id}`}>{t('teams.departuresHeading')}</h3>
      <ul aria-label={t('teams.departuresHeading')} className="eliminations">
        {notes.map((n) => (
          <li key={n.teamId}>
            {cause(n)} {effect(n)}
          </li>
        ))}
      </ul>
    </section>
  )
}
