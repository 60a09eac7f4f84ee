import { useEffect, useRef } from 'react'
import type { RestorePreview, TableSummary } from '../../db/backup/backup.ts'
import { formatDate, formatNumber, isMessageKey, useLocale, useT } from '../../i18n/index.ts'
import { DataTable } from '../../ui/DataTable.tsx'

/** What a restore would replace, table by table, and the arbiter's choice to go on or not. */
export function RestorePreviewPanel({
  preview,
  busy,
  onConfirm,
  onCancel,
}: {
  preview: RestorePreview
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' })
  }, [])
  const tableName = (name: string) => {
    const key = `io.table_${name}`
    return isMessageKey(key) ? t(key) : name
  }
  const cell = (s: TableSummary) => (
    <>
      {formatNumber(s.rows, locale)}
      {s.newest && (
        <span className="muted">
          {' '}
          ({t('io.previewNewest', { date: formatDate(s.newest, locale, true) })})
        </span>
      )}
    </>
  )
  return (
    <section className="panel" aria-labelledby="io-preview" role="region">
      <h3 id="io-preview" ref={heading}>
        {t('io.previewTitle')}
      </h3>
      <p>{t('io.previewIntro', { date: formatDate(preview.exportedAt, locale, true) })}</p>
      <DataTable
        layout="static"
        className="simple-table"
        label={t('io.previewLabel')}
        rows={preview.tables}
        rowId={(row) => row.table}
        columns={[
          {
            id: 'table',
            header: t('io.previewTable'),
            value: (row) => tableName(row.table),
            rowHeader: true,
          },
          {
            id: 'now',
            header: t('io.previewNow'),
            value: (row) => row.current.rows,
            cell: (row) => cell(row.current),
          },
          {
            id: 'file',
            header: t('io.previewFile'),
            value: (row) => row.incoming.rows,
            cell: (row) => cell(row.incoming),
          },
        ]}
        footer={
          <tr>
            <th scope="row">{t('io.previewTotal')}</th>
            <td>{formatNumber(preview.currentRows, locale)}</td>
            <td>{formatNumber(preview.incomingRows, locale)}</td>
          </tr>
        }
      />
      <div className="toolbar">
        <button type="button" className="primary" disabled={busy} onClick={onConfirm}>
          {t('io.restoreNow')}
        </button>
        <button type="button" disabled={busy} onClick={onCancel}>
          {t('io.cancel')}
        </button>
      </div>
    </section>
  )
}
