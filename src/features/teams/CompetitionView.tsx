import { useState } from 'react'
import { appContext } from '../../db/context.ts'
import { useT } from '../../i18n/index.ts'
import { EventView } from './EventView.tsx'
import { ExportsPanel } from './ExportsPanel.tsx'
import { RoundSheet } from './RoundSheet.tsx'
import { StandingsTable } from './StandingsTable.tsx'
import { TeamsSection } from './TeamsSection.tsx'
import { pairNextRound } from './teamCommands.ts'
import { TEAM_ERRORS } from './teamErrors.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/** One competition: teams and board orders, rounds with results, standings, exports. */
export function CompetitionView({ competition: c }: { competition: TeamCompetitionRow }) {
  if (c.kind) return <EventView competition={c} />
  return <DivisionView competition={c} />
}

/** A divisional league or 4th-division Swiss. */
function DivisionView({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  // A refusal stays on screen until the competition changes; a confirmation stays until the next click.
  const [message, setMessage] = useState<{ text: string; at: string | null } | null>(null)
  const next = c.rounds.length + 1

  async function onPair() {
    const r = await pairNextRound(appContext, c.id)
    if (r.ok) setMessage({ text: t('teams.paired', { n: r.value }), at: null })
    else {
      const key = TEAM_ERRORS[r.error[0]?.code ?? '']
      setMessage({ text: key ? t(key) : (r.error[0]?.code ?? ''), at: c.updatedAt })
    }
  }

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
      <TeamsSection competition={c} />
      {(!started || next <= c.totalRounds) && (
        <button type="button" className="primary" onClick={onPair}>
          {t('teams.pairRound', { n: next })}
        </button>
      )}
      {message && (message.at === null || message.at === c.updatedAt) && (
        <p role="status">{message.text}</p>
      )}
      {c.rounds
        .slice()
        .reverse()
        .map((r) => (
          <RoundSheet key={r.round} competition={c} round={r} />
        ))}
      {started && <StandingsTable competition={c} />}
      <ExportsPanel competition={c} />
    </article>
  )
}
