import { useT, type MessageKey } from '../../i18n/index.ts'
import type { MoveReason } from '../../domain/teams/index.ts'
import { seasonProposal } from './competition.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

const REASON: Readonly<Record<MoveReason, MessageKey>> = {
  promoted: 'teams.reasonPromoted',
  relegated: 'teams.reasonRelegated',
  departed: 'teams.reasonDeparted',
  'not-registered': 'teams.reasonNotRegistered',
  'club-limit-down': 'teams.reasonClubLimit',
  repechage: 'teams.reasonRepechage',
}

/** The next-season proposal from every competition of the season, with the articles applied. */
export function SeasonEndView({ competitions }: { competitions: readonly TeamCompetitionRow[] }) {
  const t = useT()
  const p = seasonProposal(competitions)
  const name = (id: string) =>
    competitions.flatMap((c) => c.teams).find((x) => x.id === id)?.name ?? id
  return (
    <section aria-labelledby="season-end-heading">
      <h2 id="season-end-heading">{t('teams.seasonEnd')}</h2>
      {p.champion && <p>{t('teams.champion', { team: name(p.champion) })}</p>}
      <table aria-label={t('teams.movesLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('teams.team')}</th>
            <th scope="col">{t('teams.from')}</th>
            <th scope="col">{t('teams.to')}</th>
            <th scope="col">{t('teams.reason')}</th>
            <th scope="col">{t('teams.article')}</th>
          </tr>
        </thead>
        <tbody>
          {p.moves.map((m) => (
            <tr key={m.teamId}>
              <td>{name(m.teamId)}</td>
              <td>{t(`teams.division${m.from}`)}</td>
              <td>{t(`teams.division${m.to}`)}</td>
              <td>{t(REASON[m.reason])}</td>
              <td>{m.article}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {p.notes.length > 0 && (
        <ul>
          {p.notes.map((n, i) => (
            <li key={i}>
              {t('teams.blocked', { team: name(n.teamId ?? ''), article: n.article })}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
