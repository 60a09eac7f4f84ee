import { useState } from 'react'
import type { PairedGame } from '../../domain/pairing/index.ts'
import type { PairedRound } from '../../domain/tournament/index.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { useChange } from './useTournament.ts'

function swapPlayers(games: readonly PairedGame[], a: number, b: number): PairedGame[] {
  const sw = (n: number) => (n === a ? b : n === b ? a : n)
  return games.map((g) => ({ white: sw(g.white), black: sw(g.black) }))
}

/** Swaps two players of the last round's pairing; FIDE mode requires and records a reason. */
export function ManualSwap({
  id,
  round,
  fideMode,
}: {
  id: string
  round: PairedRound
  fideMode: boolean
}) {
  const t = useT()
  const change = useChange(id)
  const notify = useAppStore((s) => s.notify)
  const [a, setA] = useState('')
  const [b, setB] = useState('')
  const [reason, setReason] = useState('')
  async function apply() {
    const swapped = [Number(a), Number(b)] as const
    const games = swapPlayers(round.boards, ...swapped)
    const ok = await change({
      type: 'pairing-changed',
      payload: { round: round.round, games, reason, swapped },
    })
    if (ok) {
      notify('success', t('tournaments.swapped'))
      setA('')
      setB('')
      setReason('')
    }
  }
  return (
    <details className="manual-swap">
      <summary>{t('tournaments.manualSwap')}</summary>
      <label>
        {t('tournaments.swapA')}{' '}
        <input inputMode="numeric" size={4} value={a} onChange={(e) => setA(e.target.value)} />
      </label>{' '}
      <label>
        {t('tournaments.swapB')}{' '}
        <input inputMode="numeric" size={4} value={b} onChange={(e) => setB(e.target.value)} />
      </label>{' '}
      <label>
        {t('tournaments.manualReason')}{' '}
        <input value={reason} required={fideMode} onChange={(e) => setReason(e.target.value)} />
      </label>{' '}
      <button type="button" onClick={() => void apply()} disabled={!a || !b}>
        {t('tournaments.swapApply')}
      </button>
    </details>
  )
}
