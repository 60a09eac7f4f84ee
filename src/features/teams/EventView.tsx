import { useState } from 'react'
import { appContext } from '../../db/context.ts'
import { useT } from '../../i18n/index.ts'
import { CupBracket } from './CupBracket.tsx'
import { ExportsPanel } from './ExportsPanel.tsx'
import { FinalPlaces, GroupStandings } from './GroupStandings.tsx'
import { RoundSheet } from './RoundSheet.tsx'
import { TeamsSection } from './TeamsSection.tsx'
import { pairNextRound } from './teamCommands.ts'
import { TEAM_ERRORS } from './teamErrors.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/** A team blitz, team rapid or cup event: teams, draw, rounds with results, groups or bracket. */
export function EventView({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  // A refusal stays on screen until the competition changes; a confirmation stays until the next click.
  const [message, setMessage] = useState<{ text: string; at: string | null } | null>(null)
  const next = c.rounds.length + 1
  const started = c.rounds.length > 0
  const cup = c.kind === 'cup'

  async function onPair() {
    const r = await pairNextRound(appContext, c.id)
    if (r.ok) setMessage({ text: t('teams.paired', { n: r.value }), at: null })
    else {
      const key = TEAM_ERRORS[r.error[0]?.code ?? '']
      setMessage({ text: key ? t(key) : (r.error[0]?.code ?? ''), at: c.updatedAt })
    }
  }

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
      {(!started || next <= c.totalRounds) && (
        <button type="button" className="primary" onClick={onPair}>
          {t('teams.pairRound', { n: next })}
        </button>
      )}
      {message && (message.at === null || message.at === c.updatedAt) && (
        <p role="status">{message.text}</p>
      )}
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
