import { useState } from 'react'
import { appContext } from '../../db/context.ts'
import { useT } from '../../i18n/index.ts'
import { pairNextRound } from './teamCommands.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'
import './teams.css'

/**
 * The button that makes the next round while rounds remain, with the confirmation or the
 * refusal: a refusal stays on screen until the competition changes, a confirmation until the
 * next click.
 */
export function PairRoundButton({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const [message, setMessage] = useState<{ text: string; at: string | null } | null>(null)
  const next = c.rounds.length + 1

  async function onPair() {
    const r = await pairNextRound(appContext, c.id)
    if (r.ok) setMessage({ text: t('teams.paired', { n: r.value }), at: null })
    else {
      setMessage({
        text: errorMessage(t, r.error[0]?.code ?? '', r.error[0]?.params),
        at: c.updatedAt,
      })
    }
  }

  return (
    <div className="pair-round">
      {(c.rounds.length === 0 || next <= c.totalRounds) && (
        <button type="button" className="primary" onClick={onPair}>
          {t('teams.pairRound', { n: next })}
        </button>
      )}
      {message && (message.at === null || message.at === c.updatedAt) && (
        <p role="status">{message.text}</p>
      )}
    </div>
  )
}
