import type { ReactNode } from 'react'
import type { SeasonRow } from '../../db/schema.ts'
import type { FieldError } from '../../domain/federation/index.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { useT } from '../../i18n/index.ts'
import { DataTable, type DataColumn } from '../../ui/DataTable.tsx'

/** The season a registry import licenses its players for, as a labelled select. */
export function SeasonSelect({
  id,
  seasons,
  value,
  onChange,
  noneLabel,
}: {
  id: string
  seasons: readonly SeasonRow[]
  value: string
  onChange: (seasonId: string) => void
  /** The words of the empty choice, when the import may license nobody. */
  noneLabel?: string
}) {
  const t = useT()
  return (
    <div className="field">
      <label htmlFor={id}>{t('players.importSeason')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {noneLabel !== undefined && <option value="">{noneLabel}</option>}
        {seasons.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  )
}

/** One line of a preview: its cells, then what will be written, or the errors that stop it. */
export interface PreviewRow {
  readonly key: string | number
  readonly cells: readonly ReactNode[]
  /** What will be written; null when the line is refused. */
  readonly written: string | null
  readonly errors: readonly FieldError[]
}

/**
 * A preview of what an import will write, line by line (refused lines marked, with their
 * reasons), and the button that confirms the good lines; nothing is written before it.
 */
export function PreviewTable({
  label,
  headings,
  rows,
  confirmLabel,
  onConfirm,
}: {
  label: string
  /** The headings of the line's own cells; the status column comes last. */
  headings: readonly string[]
  rows: readonly PreviewRow[]
  confirmLabel: string
  onConfirm: () => void
}) {
  const t = useT()
  const good = rows.filter((r) => r.written !== null).length
  const status: DataColumn<PreviewRow> = {
    id: 'status',
    header: t('players.importStatusCol'),
    value: (r) => r.written ?? r.errors.map((e) => errorMessage(t, e.code, e.params)).join(' '),
  }
  const columns: DataColumn<PreviewRow>[] = [
    ...headings.map((h, i): DataColumn<PreviewRow> => ({
      id: `c${i}`,
      header: h,
      value: () => null,
      cell: (r) => r.cells[i],
    })),
    status,
  ]
  return (
    <>
      <DataTable
        layout="static"
        className="simple-table"
        label={label}
        rows={rows}
        rowId={(r) => String(r.key)}
        rowClassName={(r) => (r.written !== null ? undefined : 'is-error')}
        columns={columns}
      />
      <button type="button" className="primary" disabled={good === 0} onClick={onConfirm}>
        {confirmLabel}
      </button>
    </>
  )
}
