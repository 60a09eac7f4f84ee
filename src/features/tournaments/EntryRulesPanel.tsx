import { useState } from 'react'
import {
  ENTRY_RULES,
  MISSED_ROUND_SCORES,
  type IndividualTournament,
} from '../../domain/tournament/index.ts'
import { useT } from '../../i18n/index.ts'
import { SelectField } from '../../ui/Field.tsx'
import { useChange } from './useTournament.ts'

/**
 * What late entrants score for the rounds they missed and whether FAPA art. 47.2 closes entries;
 * fixed once a late entrant is registered. @see FIDE C.04.2 (2026) Art. 2, FAPA art. 47.2
 */
export function EntryRulesPanel({ id, doc }: { id: string; doc: IndividualTournament }) {
  const t = useT()
  const change = useChange(id)
  const saved = {
    missedRounds: doc.settings.missedRounds ?? 'zero',
    entryRule: doc.settings.entryRule ?? 'fide',
  }
  const [draft, setDraft] = useState(saved)
  const fixed = doc.entrants.some((e) => e.joinedRound > 1)
  const dirty = draft.missedRounds !== saved.missedRounds || draft.entryRule !== saved.entryRule
  return (
    <details className="panel entry-rules">
      <summary>{t('tournaments.entryRulesTitle')}</summary>
      <div className="form-grid compact">
        <SelectField
          label={t('tournaments.missedRounds')}
          name="missedRounds"
          value={draft.missedRounds}
          disabled={fixed}
          onChange={(v) =>
            setDraft((d) => ({ ...d, missedRounds: v === 'half' ? 'half' : 'zero' }))
          }
          options={MISSED_ROUND_SCORES.map((s) => ({
            value: s,
            label: t(`tournaments.missedRounds_${s}`),
          }))}
        />
        <SelectField
          label={t('tournaments.entryRule')}
          name="entryRule"
          value={draft.entryRule}
          disabled={fixed}
          onChange={(v) => setDraft((d) => ({ ...d, entryRule: v === 'fapa' ? 'fapa' : 'fide' }))}
          options={ENTRY_RULES.map((r) => ({ value: r, label: t(`tournaments.entryRule_${r}`) }))}
        />
      </div>
      {fixed ? (
        <p className="muted">{t('tournaments.entryRulesFixed')}</p>
      ) : (
        <button
          type="button"
          disabled={!dirty}
          onClick={() => void change({ type: 'entry-rules-set', payload: draft })}
        >
          {t('tournaments.entryRulesSave')}
        </button>
      )}
    </details>
  )
}
