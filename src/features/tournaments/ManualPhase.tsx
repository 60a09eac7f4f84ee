import { useState } from 'react'
import {
  pairingDifferences,
  type IndividualTournament,
  type PairedRound,
} from '../../domain/tournament/index.ts'
import { useT } from '../../i18n/index.ts'
import { ManualSwap } from './ManualSwap.tsx'
import { useGuardedChange } from './useGuardedChange.ts'

/** The boards where a round's final pairing differs from the engine's, once its phase ended. */
export function ManualDifferences({ round }: { round: PairedRound }) {
  const t = useT()
  if (!round.manualPhase) return null
  const diffs = pairingDifferences(round.manualPhase.engine, round.manualPhase.final)
  if (diffs.length === 0) return <p className="muted">{t('fide.manualNoDiff')}</p>
  return (
    <div className="manual-differences">
      <h3>{t('fide.manualDiffs', { round: round.round })}</h3>
      <ul>
        {diffs.map((d) => (
          <li key={d.board}>
            {t('fide.manualDiffRow', {
              board: d.board,
              engine: d.engine || '—',
              final: d.final || '—',
            })}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The manual pairing phase of the last round: in FIDE mode changes are made only inside it;
 * ending it compares the pairing with the engine's (a level-4 warning when they differ).
 * @see FIDE C.02 (2026) checklist: manual pairing; `manualPhase.ts`
 */
export function ManualPhase({
  id,
  doc,
  round,
}: {
  id: string
  doc: IndividualTournament
  round: PairedRound
}) {
  const t = useT()
  const guarded = useGuardedChange(id, doc)
  const [busy, setBusy] = useState(false)
  const open = doc.manualPhase?.round === round.round
  async function run(type: 'manual-phase-started' | 'manual-phase-ended') {
    setBusy(true)
    await guarded({ type, payload: { round: round.round } })
    setBusy(false)
  }
  if (!open)
    return (
      <>
        <button type="button" disabled={busy} onClick={() => void run('manual-phase-started')}>
          {t('fide.manualStart')}
        </button>
        {!doc.settings.fideMode && <ManualSwap id={id} round={round} fideMode={false} />}
      </>
    )
  return (
    <>
      <p role="status">{t('fide.manualOpen', { round: round.round })}</p>
      <ManualSwap id={id} round={round} fideMode={doc.settings.fideMode} />
      <button
        type="button"
        className="primary"
        disabled={busy}
        onClick={() => void run('manual-phase-ended')}
      >
        {t('fide.manualEnd')}
      </button>
    </>
  )
}

/** Changes the number of rounds of a Swiss (level-4 warning, a `###` line in the TRF). */
export function RoundsCount({ id, doc }: { id: string; doc: IndividualTournament }) {
  const t = useT()
  const guarded = useGuardedChange(id, doc)
  const [value, setValue] = useState(String(doc.settings.totalRounds))
  return (
    <span className="rounds-count">
      <label className="inline">
        {t('fide.roundsLabel')}{' '}
        <input
          inputMode="numeric"
          size={3}
          value={value}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
        />
      </label>{' '}
      <button
        type="button"
        disabled={!value || Number(value) === doc.settings.totalRounds}
        onClick={() =>
          void guarded({ type: 'rounds-changed', payload: { totalRounds: Number(value) } })
        }
      >
        {t('fide.roundsApply')}
      </button>
    </span>
  )
}
