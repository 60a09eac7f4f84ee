import { useT } from '../../i18n/index.ts'

/** How far the engine is with the round: players placed (paired, floated down or given the bye) of those to pair. */
export function PairingProgress({ placed, total }: { placed: number; total: number }) {
  const t = useT()
  return (
    <span className="pairing-progress">
      <progress
        value={placed}
        max={Math.max(total, 1)}
        aria-label={t('tournaments.pairingProgressLabel')}
      />{' '}
      <span>{t('tournaments.pairingProgress', { placed, total })}</span>
    </span>
  )
}
