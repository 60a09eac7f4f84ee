import { useState } from 'react'
import { appContext } from '../../db/context.ts'
import { todayOf } from '../../db/commands/today.ts'
import { notificationOpen, type RegistryData } from '../../domain/teams/index.ts'
import { useT, type TFunction } from '../../i18n/index.ts'
import type { CommandError } from '../../db/commands/command.ts'
import { BoardOrderEditor } from './BoardOrderEditor.tsx'
import { addToBoardOrder, editBoardOrder, setNotificationEnd } from './teamCommands.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import type { BoardOrderLine, CompetitionTeam, TeamCompetitionRow } from './teamsDb.ts'

function refusalText(t: TFunction, e: CommandError | undefined): string {
  return errorMessage(t, e?.code ?? '', { article: String(e?.params?.['article'] ?? '') })
}

/** The last day of the board orders' notification period, as the FAPA circular sets it. @see FAPA art. 70.4 */
export function NotificationPeriod({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const [ends, setEnds] = useState(c.notificationEnds ?? '')
  const [error, setError] = useState<string | null>(null)
  const open = notificationOpen(c.notificationEnds, todayOf(appContext), c.rounds.length)
  return (
    <form
      className="panel"
      aria-label={t('teams.notificationHeading')}
      onSubmit={async (e) => {
        e.preventDefault()
        const r = await setNotificationEnd(appContext, c.id, ends === '' ? null : ends)
        setError(r.ok ? null : refusalText(t, r.error[0]))
      }}
    >
      <h4>{t('teams.notificationHeading')}</h4>
      <div className="field">
        <label htmlFor={`notif-${c.id}`}>{t('teams.notificationEnds')}</label>
        <input
          id={`notif-${c.id}`}
          type="date"
          value={ends}
          onChange={(e) => setEnds(e.target.value)}
        />
      </div>
      <button type="submit">{t('teams.notificationSave')}</button>
      <p role="status">
        {!c.notificationEnds
          ? t('teams.notificationNone')
          : open
            ? t('teams.notificationUntil', { date: c.notificationEnds })
            : t('teams.notificationClosed', { date: c.notificationEnds })}
      </p>
      {error && <p role="alert">{error}</p>}
    </form>
  )
}

/**
 * Changing a registered team's board order: the whole order while the notification period is
 * open; after it, only players added at the end (two in the season, until half the rounds).
 * @see FAPA art. 70.4, 70.5
 */
export function RegisteredOrder({
  competition: c,
  team,
  registry,
}: {
  competition: TeamCompetitionRow
  team: CompetitionTeam
  registry: RegistryData
}) {
  const t = useT()
  const open = notificationOpen(c.notificationEnds, todayOf(appContext), c.rounds.length)
  const [draft, setDraft] = useState<BoardOrderLine[] | null>(null)
  const [added, setAdded] = useState<BoardOrderLine[]>([])
  const [paste, setPaste] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [nextRoundDate, setNextRoundDate] = useState('')
  const lines = draft ?? team.players
  const late = team.players.filter((p) => p.addedAfterRound !== undefined).length

  async function onSave() {
    const r = await editBoardOrder(appContext, c.id, team.id, lines)
    setMessage(
      r.ok
        ? { ok: true, text: t('teams.editOrderSaved', { team: team.name }) }
        : { ok: false, text: refusalText(t, r.error[0]) },
    )
    if (r.ok) setDraft(null)
  }

  async function onAdd() {
    const r = await addToBoardOrder(appContext, c.id, team.id, added, nextRoundDate || null)
    const from = r.ok ? r.value.players[r.value.players.length - 1]?.addedAfterRound : undefined
    setMessage(
      !r.ok
        ? { ok: false, text: refusalText(t, r.error[0]) }
        : from === undefined
          ? { ok: true, text: t('teams.editOrderSaved', { team: team.name }) }
          : { ok: true, text: t('teams.editOrderAddedFrom', { team: team.name, round: from + 1 }) },
    )
    if (r.ok) setAdded([])
  }

  return (
    <details className="order-edit">
      <summary>{t('teams.editOrderSummary', { team: team.name })}</summary>
      <p>{open ? t('teams.editOrderOpen') : t('teams.editOrderClosed', { n: late })}</p>
      {open ? (
        <>
          <BoardOrderEditor
            data={registry}
            lines={lines}
            onLines={setDraft}
            paste={paste}
            onPaste={setPaste}
          />
          <button type="button" onClick={onSave}>
            {t('teams.editOrderSave', { team: team.name })}
          </button>
        </>
      ) : (
        <>
          <ol aria-label={t('teams.boardOrder')}>
            {team.players.map((p, i) => (
              <li key={`${i}-${p.playerId ?? p.name}`}>
                {p.name} · {p.rating}
              </li>
            ))}
          </ol>
          <BoardOrderEditor
            legend={t('teams.editOrderAdditions')}
            data={registry}
            lines={added}
            onLines={setAdded}
            paste={paste}
            onPaste={setPaste}
          />
          <div className="field short">
            <label htmlFor={`next-round-${team.id}`}>
              {t('teams.editOrderNextRound', { round: c.rounds.length + 1 })}
            </label>
            <input
              id={`next-round-${team.id}`}
              type="date"
              value={nextRoundDate}
              aria-describedby={`next-round-help-${team.id}`}
              onChange={(e) => setNextRoundDate(e.target.value)}
            />
          </div>
          <p id={`next-round-help-${team.id}`} className="muted">
            {t('teams.editOrderNextRoundHelp', { round: c.rounds.length + 1 })}
          </p>
          <button type="button" onClick={onAdd} disabled={added.length === 0}>
            {t('teams.editOrderAdd', { team: team.name })}
          </button>
        </>
      )}
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </details>
  )
}
