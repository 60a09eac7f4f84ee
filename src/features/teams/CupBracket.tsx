import { useT } from '../../i18n/index.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'
import { matchScoreText } from '../../i18n/numbers.ts'
import './teams.css'
import { cupBracket, cupChampion } from '../../domain/teams/index.ts'

/** The cup's bracket: each round's ties with scores and who went through (art. 104-106). */
export function CupBracket({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const name = (id: string | null) =>
    id === null ? t('teams.toDraw') : (c.teams.find((x) => x.id === id)?.name ?? id)
  const champion = cupChampion(c)
  const rounds = cupBracket(c)
  return (
    <section aria-labelledby="bracket-heading">
      <h3 id="bracket-heading">{t('teams.bracketHeading')}</h3>
      {champion && <p role="status">{t('teams.cupChampion', { team: name(champion) })}</p>}
      <div className="cup-bracket" role="group" aria-label={t('teams.bracketLabel')}>
        {rounds.map((ties, r) => (
          <section key={r} aria-label={t('teams.bracketRound', { n: r + 1 })}>
            <h4>{t('teams.bracketRound', { n: r + 1 })}</h4>
            <ol>
              {ties.map((tie, i) => (
                <li key={i}>
                  <span className={tie.winner === 'home' ? 'winner' : undefined}>
                    {name(tie.homeId)}
                  </span>
                  {tie.score && ` ${matchScoreText(tie.score[0], tie.score[1], t)} `}
                  {!tie.score && ' – '}
                  <span className={tie.winner === 'away' ? 'winner' : undefined}>
                    {name(tie.awayId)}
                  </span>
                </li>
              ))}
              {r === 0 &&
                (c.rounds[0]?.exempt ?? []).map((id) => (
                  <li key={id}>
                    {name(id)} · {t('teams.exemptMark')}
                  </li>
                ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  )
}
