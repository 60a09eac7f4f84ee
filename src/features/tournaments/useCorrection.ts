import { useCallback } from 'react'
import {
  correctionConsequences,
  type GameResult,
  type IndividualTournament,
  type PairedRound,
} from '../../domain/tournament/index.ts'
import { useT } from '../../i18n/index.ts'
import { useChange } from './useTournament.ts'
import { useGuardedChange } from './useGuardedChange.ts'

/**
 * Changes a result of a round before the last one paired: asks first, naming the later rounds
 * paired on the old score (they stand), records the correction (history and TRF `###`), then,
 * when the current round has no result yet, offers to unpair it so it can be paired again.
 * @see FIDE C.04.2, `corrections.ts`
 */
export function useCorrection(
  id: string,
  doc: IndividualTournament,
): (round: PairedRound, board: number, result: GameResult | null) => Promise<boolean> {
  const t = useT()
  const guarded = useGuardedChange(id, doc)
  const change = useChange(id)
  return useCallback(
    async (round, board, result) => {
      const previous = round.boards.find((b) => b.board === board)?.result ?? null
      if (previous === result) return true
      const ok = await guarded({
        type: 'result-corrected',
        payload: { round: round.round, board, result, previous },
      })
      if (!ok) return false
      const { repairable } = correctionConsequences(doc, round.round)
      if (
        repairable !== null &&
        window.confirm(t('fide.repairAfterCorrection', { round: repairable }))
      )
        await change({ type: 'round-unpaired', payload: { round: repairable } })
      return true
    },
    [change, doc, guarded, t],
  )
}
