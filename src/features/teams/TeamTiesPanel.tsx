import { useState } from 'react'
import { appContext } from '../../db/context.ts'
import type { DecidedTeamRow } from '../../domain/teams/index.ts'
import {
  decisionTiers,
  levelGroups,
  type PlayoffGame,
  type TieDecision,
} from '../../domain/tiebreaks/index.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { useT } from '../../i18n/index.ts'
import { recordTeamTie, removeTeamTie } from './tieCommands.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

const RESULTS: readonly PlayoffGame['result'][] = ['1-0', '1/2', '0-1']

/**
 * Teams the whole chain leaves level, said in words, with the two ways art. 29.3.f settles them:
 * the lot drawn with the competition's recorded seed, or the match or tournament the Competition
 * Committee sets for a place of promotion, relegation or the title; and the decisions recorded.
 */
export function TeamTiesPanel({
  competition: c,
  rows,
  levels,
}: {
  competition: TeamCompetitionRow
  rows: readonly DecidedTeamRow[]
  /** The level groups when the rows are not one table (the two groups of a blitz or rapid event). */
  levels?: readonly (readonly DecidedTeamRow[])[]
}) {
  const t = useT()
  const [editing, setEditing] = useState<readonly number[] | null>(null)
  const [message, setMessage] = useState('')
  const groups = levels ?? levelGroups(rows.filter((r) => r.level))
  const decisions = c.tieDecisions ?? []
  if (groups.length === 0 && decisions.length === 0) return null
  const name = (n: number) => c.teams[n - 1]?.name ?? String(n)
  const names = (ns: readonly number[]) => ns.map(name).join(' · ')
  const run = async (r: Promise<{ ok: boolean; error?: readonly { code: string }[] }>) => {
    const done = await r
    setMessage(done.ok ? '' : errorMessage(t, done.error?.[0]?.code ?? ''))
    return done.ok
  }
  return (
    <section className="panel ties" aria-labelledby="team-ties-heading">
      <h4 id="team-ties-heading">{groups.length > 0 ? t('ties.heading') : t('ties.recorded')}</h4>
      {groups.map((g) => {
        const ns = g.map((r) => r.startNo)
        return (
          <div key={ns.join('-')} className="tie-group">
            <p role="status">{t('ties.levelNote', { rank: g[0]?.rank ?? 0, names: names(ns) })}</p>
            <div className="toolbar">
              <button
                type="button"
                onClick={() =>
                  void run(
                    recordTeamTie(appContext, c.id, { kind: 'lot', players: ns, seed: c.seed }),
                  )
                }
              >
                {t('ties.drawLot', { seed: c.seed })}
              </button>
              <button type="button" onClick={() => setEditing(ns)}>
                {t('ties.teamRecordPlayoff')}
              </button>
            </div>
            {editing?.join('-') === ns.join('-') && (
              <TeamPlayoffForm
                teams={ns}
                name={name}
                onCancel={() => setEditing(null)}
                onSave={async (games) => {
                  const decision: TieDecision = { kind: 'playoff', players: ns, games }
                  if (await run(recordTeamTie(appContext, c.id, decision))) setEditing(null)
                }}
              />
            )}
          </div>
        )
      })}
      {message && <p role="alert">{message}</p>}
      {decisions.length > 0 && (
        <ul className="tie-decisions" aria-label={t('ties.recorded')}>
          {decisions.map((d) => {
            const order = decisionTiers(d)
              .map((tier) => names(tier))
              .join(' > ')
            return (
              <li key={d.players.join('-')}>
                {d.kind === 'lot'
                  ? t('ties.recordedLot', { names: names(d.players), seed: d.seed, order })
                  : `${t('ties.recordedPlayoff', {
                      names: names(d.players),
                      games: d.games
                        .map((g) => `${name(g.white)}-${name(g.black)} ${g.result}`)
                        .join(', '),
                    })} ${order}`}{' '}
                <button
                  type="button"
                  className="link"
                  onClick={() => void run(removeTeamTie(appContext, c.id, d.players))}
                >
                  {t('ties.remove')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** The matches of a team playoff: the two teams and whether the first won, drew or lost. */
function TeamPlayoffForm({
  teams,
  name,
  onSave,
  onCancel,
}: {
  teams: readonly number[]
  name: (n: number) => string
  onSave: (games: PlayoffGame[]) => Promise<void>
  onCancel: () => void
}) {
  const t = useT()
  const pairs = teams.flatMap((a, i) => teams.slice(i + 1).map((b) => [a, b] as const))
  const [games, setGames] = useState<PlayoffGame[]>(
    pairs.map(([a, b]) => ({ white: a, black: b, result: '1/2' })),
  )
  const word = { '1-0': t('ties.teamWon'), '1/2': t('ties.teamDrawn'), '0-1': t('ties.teamLost') }
  return (
    <form
      className="playoff-form"
      aria-label={t('ties.playoffTitle', { names: teams.map(name).join(' · ') })}
      onSubmit={(e) => {
        e.preventDefault()
        void onSave(games)
      }}
    >
      <p className="muted">{t('ties.teamPlayoffHint')}</p>
      <ol>
        {games.map((g, k) => (
          <li key={k}>
            <label>
              {`${name(g.white)} ${t('ties.teamAway')} ${name(g.black)}: ${t('ties.teamResult')}`}{' '}
              <select
                value={g.result}
                onChange={(e) => {
                  const result = e.target.value as PlayoffGame['result']
                  setGames((gs) => gs.map((x, i) => (i === k ? { ...x, result } : x)))
                }}
              >
                {RESULTS.map((r) => (
                  <option key={r} value={r}>
                    {`${name(g.white)} ${word[r]}`}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ol>
      <div className="toolbar">
        <button type="submit" className="primary">
          {t('ties.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('ties.cancel')}
        </button>
      </div>
    </form>
  )
}
