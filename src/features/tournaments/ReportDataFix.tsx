import { useState } from 'react'
import { errorMessage } from '../../i18n/errorMessages.ts'
import type { ReportWarning } from '../../domain/reports/index.ts'
import {
  setReportData,
  type IndividualTournament,
  type ReportData,
} from '../../domain/tournament/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { TextField } from '../../ui/Field.tsx'
import { useChange } from './useTournament.ts'

type Field = keyof ReportData

/** The setting each warning is about, its label and its input type. */
const FIELD_OF: Readonly<Record<string, { field: Field; label: MessageKey; date: boolean }>> = {
  'report/missing-start-date': { field: 'startDate', label: 'tournaments.startDate', date: true },
  'report/missing-end-date': { field: 'endDate', label: 'tournaments.endDate', date: true },
  'report/missing-chief-arbiter': {
    field: 'chiefArbiter',
    label: 'tournaments.chiefArbiter',
    date: false,
  },
  'report/missing-time-control': {
    field: 'timeControl',
    label: 'tournaments.timeControl',
    date: false,
  },
}

/**
 * What a rating report lacks (TRF records 042, 052, 102, 122), each with its field to fill in
 * right there; saving records the change in the tournament's log and the warning goes.
 * @see FIDE TRF-16 header records
 */
export function ReportDataFix({
  id,
  doc,
  warnings,
}: {
  id: string
  doc: IndividualTournament
  warnings: readonly ReportWarning[]
}) {
  const t = useT()
  const change = useChange(id)
  const notify = useAppStore((s) => s.notify)
  const [draft, setDraft] = useState<ReportData>({})
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const missing = warnings.flatMap((w) => {
    const f = FIELD_OF[w.code]
    return f ? [{ ...f, code: w.code }] : []
  })

  async function save() {
    const payload: ReportData = Object.fromEntries(
      missing.flatMap(({ field }) => {
        const v = draft[field]?.trim() ?? ''
        return v === '' ? [] : [[field, v]]
      }),
    )
    if (Object.keys(payload).length === 0) return
    const checked = setReportData(doc, payload)
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(checked.error.map((e) => [e.field, errorMessage(t, e.code, e.params)])),
      )
      return
    }
    setErrors({})
    if (await change({ type: 'settings-changed', payload })) {
      setDraft({})
      notify('success', t('tournaments.reportDataSaved'))
    }
  }

  return (
    <form
      className="hint-warn"
      aria-labelledby="report-warnings"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      <p id="report-warnings">{t('tournaments.reportWarningsTitle')}</p>
      <ul>
        {missing.map((m) => (
          <li key={m.code}>{t(`tournaments.${m.code.replace('/', '_')}` as MessageKey)}</li>
        ))}
      </ul>
      <fieldset className="form-grid compact">
        <legend className="sr-only">{t('tournaments.reportDataLabel')}</legend>
        {missing.map((m) => (
          <TextField
            key={m.field}
            label={t(m.label)}
            name={`report-${m.field}`}
            type={m.date ? 'date' : 'text'}
            value={draft[m.field] ?? ''}
            onChange={(v) => setDraft((d) => ({ ...d, [m.field]: v }))}
            error={errors[m.field]}
          />
        ))}
      </fieldset>
      <button type="submit">{t('tournaments.reportDataSave')}</button>
    </form>
  )
}
