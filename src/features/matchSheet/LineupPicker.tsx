import {
  quotaStatus,
  type SameRoundNotice,
  type SeasonPackage,
  type SheetPlayer,
} from '../../domain/matchSheet/index.ts'
import type { Violation } from '../../domain/teams/index.ts'
import { useT } from '../../i18n/index.ts'
import { violationText } from '../teams/violationText.ts'

const MARKS = {
  eu: ['actas.markEu', 'actas.markEuLong', ''],
  'non-eu': ['actas.markNonEu', 'actas.markNonEuLong', ' is-non-eu'],
  exempt: ['actas.markExempt', 'actas.markExemptLong', ' is-exempt'],
} as const

/** The quota mark of a player: EU, non-EU or a foreigner not counted; null for a national. */
function markOf(p: SheetPlayer | undefined) {
  const s = p ? quotaStatus(p) : 'national'
  return s === 'national' ? null : MARKS[s]
}

/** Whether a player counts for the foreigner quota: EU, non-EU or a foreigner not counted. @see FAPA art. 18 */
function QuotaMark({ player }: { player: SheetPlayer }) {
  const t = useT()
  const mark = markOf(player)
  if (!mark) return null
  const [short, long, cls] = mark
  return (
    <span className={`ms-mark${cls}`} title={t(long)} aria-hidden="true">
      {t(short)}
    </span>
  )
}

/** One side's lineup: boards on top, the team's board order below to tap in order. */
export function LineupPicker({
  pkg,
  teamId,
  title,
  lineup,
  colours,
  violations,
  notices = [],
  locked,
  onChange,
}: {
  pkg: SeasonPackage
  teamId: string
  title: string
  lineup: readonly (string | null)[]
  colours: readonly ('white' | 'black')[]
  violations: readonly Violation[]
  /** The same player on another acta of the round on this device (art. 74.4). */
  notices?: readonly SameRoundNotice[]
  locked: boolean
  onChange: (board: number, playerId: string | null) => void
}) {
  const t = useT()
  const team = pkg.teams.find((x) => x.id === teamId)
  const nameOf = (id: string) => pkg.players.find((p) => p.id === id)
  const nextEmpty = lineup.findIndex((p) => p === null)
  // Lower teams of the club: their players may move up, after the team's own (art. 75.2).
  const feeders = pkg.teams.filter(
    (x) => team !== undefined && x.clubId === team.clubId && x.division > team.division,
  )
  const orderButtons = (order: readonly string[]) => (
    <div className="ms-order">
      {order.map((id, i) => {
        const p = nameOf(id)
        const used = lineup.includes(id)
        return (
          <button
            key={id}
            type="button"
            className="ms-player"
            disabled={locked || used || nextEmpty < 0}
            aria-label={[
              t('matchSheet.addPlayer', { name: p?.name ?? id }),
              ...(markOf(p) ? [t(markOf(p)![1])] : []),
            ].join(', ')}
            onClick={() => onChange(nextEmpty + 1, id)}
          >
            <span className="ms-board-no">{i + 1}.</span> {p?.name ?? id}{' '}
            <span className="muted">{p?.rating ?? ''}</span>
            {p && <QuotaMark player={p} />}
          </button>
        )
      })}
    </div>
  )
  return (
    <section className="panel ms-lineup" aria-label={title}>
      <h3>{title}</h3>
      <p className="muted">{t('matchSheet.lineupHint')}</p>
      <ol className="ms-boards">
        {lineup.map((id, i) => {
          const p = id === null ? null : nameOf(id)
          const bad = violations.some((v) => v.board === i + 1)
          return (
            <li key={i} className={bad ? 'ms-bad' : undefined}>
              <button
                type="button"
                className="ms-board"
                disabled={locked || id === null}
                aria-label={t('matchSheet.clearBoard', { n: i + 1 })}
                onClick={() => onChange(i + 1, null)}
              >
                <span className="ms-board-no">
                  {t('matchSheet.boardShort', { n: i + 1 })}{' '}
                  <span className={`ms-colour ms-${colours[i] ?? 'white'}`}>
                    {t(colours[i] === 'black' ? 'matchSheet.black' : 'matchSheet.white')}
                  </span>
                </span>
                <span className="ms-board-name">
                  {p ? `${p.name} (${p.rating})` : t('matchSheet.emptyBoard')}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
      <div role="status" aria-live="polite" className="ms-violations">
        {notices.length > 0 && (
          <ul aria-label={t('matchSheet.violations')}>
            {notices.map((n, i) => (
              <li key={i} className="ms-msg ms-notice">
                {t('actas.alsoOnSheet', {
                  board: n.board,
                  name: nameOf(n.playerId)?.name ?? n.playerId,
                  team: n.otherTeam,
                  round: n.round,
                  otherBoard: n.otherBoard,
                })}{' '}
                {n.otherOffends && n.thisOffends
                  ? t('actas.bothOffend')
                  : n.otherOffends
                    ? t('actas.otherOffends', { team: n.otherTeam })
                    : t('actas.thisOffends')}
              </li>
            ))}
          </ul>
        )}
        {violations.length === 0 && notices.length === 0 ? (
          <p className="ms-ok">{t('matchSheet.noViolations')}</p>
        ) : (
          <ul aria-label={t('matchSheet.violations')}>
            {violations.map((v, i) => (
              <li key={i} className="ms-msg ms-msg-error">
                {violationText(t, v)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <h4>{t('matchSheet.orderList')}</h4>
      {orderButtons(team?.order ?? [])}
      {feeders.map((f) => (
        <div key={f.id}>
          <h4>{t('matchSheet.feederList', { team: f.name })}</h4>
          {orderButtons(f.order)}
        </div>
      ))}
    </section>
  )
}
