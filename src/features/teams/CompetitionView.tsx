import { useT } from '../../i18n/index.ts'
import { CommitteeSanctionsPanel } from './CommitteeSanctionsPanel.tsx'
import { CompetitionSeason } from './CompetitionSeason.tsx'
import { DeparturesPanel } from './DeparturesPanel.tsx'
import { EventView } from './EventView.tsx'
import { ExportsPanel } from './ExportsPanel.tsx'
import { PairRoundButton } from './PairRoundButton.tsx'
import { RoundSheet } from './RoundSheet.tsx'
import { ScheduleEditor } from './ScheduleEditor.tsx'
import { StandingsTable } from './StandingsTable.tsx'
import { TeamsSection } from './TeamsSection.tsx'
import { ThirdGroupsPanel } from './ThirdGroupsPanel.tsx'
import { WithdrawalPanel } from './WithdrawalPanel.tsx'
import type { TeamCompetitionRow } from './teamsDb.ts'

/** One competition: teams and board orders, rounds with results, standings, exports. */
export function CompetitionView({
  competition: c,
  all = [],
}: {
  competition: TeamCompetitionRow
  all?: readonly TeamCompetitionRow[]
}) {
  if (c.kind) return <EventView competition={c} />
  return <DivisionView competition={c} all={all} />
}

/** A divisional league or 4th-division Swiss. */
function DivisionView({
  competition: c,
  all,
}: {
  competition: TeamCompetitionRow
  all: readonly TeamCompetitionRow[]
}) {
  const t = useT()

  const started = c.rounds.length > 0
  return (
    <article aria-labelledby="competition-title">
      <h2 id="competition-title">{c.name}</h2>
      <p>
        {t(`teams.division${c.division}`)} ·{' '}
        {started
          ? t(c.system === 'swiss' ? 'teams.systemSwiss' : 'teams.systemLeague', {
              rounds: c.totalRounds,
            })
          : t('teams.notStarted')}
      </p>
      <CompetitionSeason competition={c} />
      <TeamsSection competition={c} />
      <ThirdGroupsPanel competition={c} all={all} />
      {!c.splitInto && (
        <>
          <ScheduleEditor key={`${c.id}:${c.totalRounds}:${c.teams.length}`} competition={c} />
          <PairRoundButton competition={c} />
          <WithdrawalPanel competition={c} />
        </>
      )}
      {!c.splitInto && <CommitteeSanctionsPanel competition={c} />}
      {c.rounds
        .slice()
        .reverse()
        .map((r) => (
          <RoundSheet key={r.round} competition={c} round={r} />
        ))}
      <DeparturesPanel competition={c} />
      {started && <StandingsTable competition={c} />}
      <ExportsPanel competition={c} />
    </article>
  )
}
