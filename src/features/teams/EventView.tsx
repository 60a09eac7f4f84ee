import { useT } from '../../i18n/index.ts'
import { CupBracket } from './CupBracket.tsx'
import { ExportsPanel } from './ExportsPanel.tsx'
import { FinalPlaces, GroupStandings } from './GroupStandings.tsx'
import { PairRoundButton } from './PairRoundButton.tsx'
import { RoundSheet } from './RoundSheet.tsx'
import { TeamsSection } from './TeamsSection.tsx'
import type { TeamCompetitionRow } from './teamsDb.ts'

/** A team blitz, team rapid or cup event: teams, draw, rounds with results, groups or bracket. */
export function EventView({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const started = c.rounds.length > 0
  const cup = c.kind === 'cup'

  const kindName = t(
    cup ? 'teams.kindCup' : c.kind === 'rapid' ? 'teams.kindRapid' : 'teams.kindBlitz',
  )
  const system = t(
    cup ? 'teams.systemCup' : c.kind === 'rapid' ? 'teams.systemRapid' : 'teams.systemBlitz',
    { rounds: c.totalRounds },
  )
  return (
    <article aria-labelledby="competition-title">
      <h2 id="competition-title">{c.name}</h2>
      <p>
        {kindName} · {started ? system : t('teams.notStarted')}
      </p>
      {started && <p>{t('teams.seed', { seed: c.seed })}</p>}
      <TeamsSection competition={c} />
      <PairRoundButton competition={c} />
      {started && cup && <CupBracket competition={c} />}
      {started && !cup && <GroupStandings competition={c} />}
      {started && !cup && <FinalPlaces competition={c} />}
      {c.rounds
        .slice()
        .reverse()
        .map((r) => (
          <RoundSheet key={r.round} competition={c} round={r} />
        ))}
      <ExportsPanel competition={c} />
    </article>
  )
}
