import {
  RATING_METHODS,
  type IndividualTournament,
  type RatingMethod,
  type TournamentEvent,
} from '../../domain/tournament/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { SelectField } from '../../ui/Field.tsx'

/**
 * The tournament rating method, changeable while the initial order is not confirmed (it ranks
 * the players for it); afterwards shown as fixed. The change is a settings event of the log.
 * @see FIDE C.04.2 (2026) Art. 2.2-2.3, TRF-2026 172
 */
export function RatingMethodField({
  doc,
  change,
}: {
  doc: IndividualTournament
  change: (event: TournamentEvent) => Promise<boolean>
}) {
  const t = useT()
  const method = doc.settings.ratingMethod ?? 'fide'
  const name = (m: RatingMethod) => t(`fide.method_${m}` as MessageKey)
  if (doc.numbersFrozen)
    return (
      <p className="muted">
        {t('fide.ratingMethod')}: {name(method)}. {t('fide.ratingMethodLocked')}
      </p>
    )
  return (
    <SelectField
      label={t('fide.ratingMethod')}
      name="ratingMethodChange"
      value={method}
      onChange={(v) =>
        void change({ type: 'settings-changed', payload: { ratingMethod: v as RatingMethod } })
      }
      options={RATING_METHODS.map((m) => ({ value: m, label: name(m) }))}
    />
  )
}
