import { useCallback } from 'react'
import {
  applyTournamentEvent,
  warningsFor,
  type IndividualTournament,
  type TournamentEvent,
} from '../../domain/tournament/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { useChange } from './useTournament.ts'

/**
 * Applies an event after its warnings: level 2 is shown as a notice, level 3 and above must be
 * confirmed (level 4 is also written to the TRF by the event's `###` line; level 5 the domain
 * refuses in FIDE mode). The levels come from the domain and no setting lowers them. An action
 * the domain refuses is not asked about: the command reports the refusal.
 * @see FIDE C.02 (2026) checklist: warnings; `fideWarnings.ts`
 */
export function useGuardedChange(
  id: string,
  doc: IndividualTournament,
): (event: TournamentEvent) => Promise<boolean> {
  const t = useT()
  const change = useChange(id)
  const notify = useAppStore((s) => s.notify)
  return useCallback(
    async (event: TournamentEvent) => {
      // An action the rules refuse is reported at once, without asking about its warnings.
      if (!applyTournamentEvent(doc, { ...event, at: new Date().toISOString() }).ok)
        return change(event)
      const warnings = warningsFor(doc, event)
      const text = (w: (typeof warnings)[number]) =>
        `${t('fide.warningLevel', { level: w.level })}: ${t(`fide.${w.code}` as MessageKey, w.params)}`
      const blocking = warnings.filter((w) => w.level >= 3)
      if (
        blocking.length > 0 &&
        !window.confirm(t('fide.confirmWarnings', { warnings: blocking.map(text).join('\n\n') }))
      )
        return false
      const ok = await change(event)
      if (ok) for (const w of warnings.filter((x) => x.level === 2)) notify('info', text(w))
      return ok
    },
    [change, doc, notify, t],
  )
}
