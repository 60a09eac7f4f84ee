import { useState } from 'react'
import {
  decisionTiers,
  levelGroups,
  type PlayoffGame,
  type TieDecision,
} from '../../domain/tiebreaks/index.ts'
import type { TournamentStandingRow } from '../../domain/reports/index.ts'
import type { IndividualTournament } from '../../domain/tournament/index.ts'
import { useT } from '../../i18n/index.ts'
import { tieDecisionChange, tieRemovalChange } from './tieChanges.ts'
import { useChange } from './useTournament.ts'

interface Props {
  readonly id: string
  readonly doc: IndividualTournament
  readonly rows: readonly TournamentStandingRow[]
  readonly name: (startNo: number) => string
}

const RESULTS: readonly PlayoffGame['result'][] = ['1-0', '1/2', '0-1']

/**
 * Players the whole chain leaves level, said in words, with the two ways the rules settle them:
 * the art. 29.2.d playoff (its games recorded, armageddon included) or the lot drawn with the
 * tournament's recorded seed (art. 29.1.e, 29.2.e); and the decisions already recorded.
 */
export function TiesPanel({ id, doc, rows, name }: Props) {
  const t = useT()
  const change = useChange(id)
  const [editing, setEditing] = useState<readonly number[] | null>(null)
  const groups = levelGroups(rows.filter((r) => r.level))
  const decisions = doc.tieDecisions ?? []
  const names = (ps: readonly number[]) => ps.map(name).join(' · ')
  if (groups.length === 0 && decisions.length === 0) return null
  const seed = doc.settings.lotSeed
  return (
    <section className="panel ties" aria-labelledby="ties-heading">
      <h3 id="ties-heading">{groups.length > 0 ? t('ties.heading') : t('ties.recorded')}</h3>
      {groups.map((g) => {
        const ps = g.map((r) => r.startNo)
        return (
          <div key={ps.join('-')} className="tie-group">
            <p role="status">{t('ties.levelNote', { rank: g[0]?.rank ?? 0, names: names(ps) })}</p>
            <div className="toolbar">
              <button
                type="button"
                onClick={() => void change(tieDecisionChange({ kind: 'lot', players: ps, seed }))}
              >
                {t('ties.drawLot', { seed })}
              </button>
              <button type="button" onClick={() => setEditing(ps)}>
                {t('ties.recordPlayoff')}
              </button>
            </div>
            {editing?.join('-') === ps.join('-') && (
              <PlayoffForm
                players={ps}
                name={name}
                onCancel={() => setEditing(null)}
                onSave={async (games) => {
                  const ok = await change(
                    tieDecisionChange({ kind: 'playoff', players: ps, games }),
                  )
                  if (ok) setEditing(null)
                }}
              />
            )}
          </div>
        )
      })}
      {decisions.length > 0 && (
        <>
          {groups.length > 0 && <h4>{t('ties.recorded')}</h4>}
          <ul className="tie-decisions">
            {decisions.map((d) => (
              <li key={d.players.join('-')}>
                {describe(d, names, t)}{' '}
                {!appliesTo(d, rows) && <span className="muted">{t('ties.notApplied')}</span>}{' '}
                <button
                  type="button"
                  className="link"
                  onClick={() => void change(tieRemovalChange(d.players))}
                >
                  {t('ties.remove')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

function appliesTo(d: TieDecision, rows: readonly TournamentStandingRow[]): boolean {
  return d.players.every((p) => rows.find((r) => r.startNo === p)?.decidedBy === d.kind)
}

function describe(
  d: TieDecision,
  names: (ps: readonly number[]) => string,
  t: ReturnType<typeof useT>,
): string {
  const order = decisionTiers(d)
    .map((tier) => names(tier))
    .join(' > ')
  if (d.kind === 'lot')
    return t('ties.recordedLot', { names: names(d.players), seed: d.seed, order })
  const games = d.games
    .map(
      (g) => `${g.white}-${g.black} ${g.result}${g.armageddon ? ` (${t('ties.armageddon')})` : ''}`,
    )
    .join(', ')
  return `${t('ties.recordedPlayoff', { names: names(d.players), games })} ${order}`
}

/** The games of a playoff: White, Black, result and whether it is the armageddon. */
function PlayoffForm({
  players,
  name,
  onSave,
  onCancel,
}: {
  players: readonly number[]
  name: (startNo: number) => string
  onSave: (games: PlayoffGame[]) => Promise<void>
  onCancel: () => void
}) {
  const t = useT()
  const first = players[0] ?? 0
  const second = players[1] ?? 0
  const [games, setGames] = useState<PlayoffGame[]>([
    { white: first, black: second, result: '1/2' },
    { white: second, black: first, result: '1/2' },
  ])
  const set = (k: number, patch: Partial<PlayoffGame>) =>
    setGames((gs) => gs.map((g, i) => (i === k ? { ...g, ...patch } : g)))
  const who = (label: string, value: number, onPick: (v: number) => void) => (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onPick(Number(e.target.value))}>
        {players.map((p) => (
          <option key={p} value={p}>
            {name(p)}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <form
      className="playoff-form"
      aria-label={t('ties.playoffTitle', { names: players.map(name).join(' · ') })}
      onSubmit={(e) => {
        e.preventDefault()
        void onSave(games)
      }}
    >
      <p className="muted">{t('ties.playoffHint')}</p>
      <ol>
        {games.map((g, k) => (
          <li key={k}>
            {who(t('ties.white'), g.white, (v) => set(k, { white: v }))}{' '}
            {who(t('ties.black'), g.black, (v) => set(k, { black: v }))}{' '}
            <label>
              {t('ties.result')}{' '}
              <select
                value={g.result}
                onChange={(e) => set(k, { result: e.target.value as PlayoffGame['result'] })}
              >
                {RESULTS.map((r) => (
                  <option key={r} value={r}>
                    {r === '1/2' ? '½-½' : r}
                  </option>
                ))}
              </select>
            </label>{' '}
            <label>
              <input
                type="checkbox"
                checked={g.armageddon ?? false}
                onChange={(e) => set(k, { armageddon: e.target.checked })}
              />{' '}
              {t('ties.armageddon')}
            </label>{' '}
            <button
              type="button"
              className="link"
              onClick={() => setGames((gs) => gs.filter((_, i) => i !== k))}
            >
              {t('ties.removeGame', { n: k + 1 })}
            </button>
          </li>
        ))}
      </ol>
      <div className="toolbar">
        <button
          type="button"
          onClick={() => setGames((gs) => [...gs, { white: first, black: second, result: '1-0' }])}
        >
          {t('ties.addGame')}
        </button>
        <button type="submit">{t('ties.save')}</button>
        <button type="button" onClick={onCancel}>
          {t('ties.cancel')}
        </button>
      </div>
    </form>
  )
}
