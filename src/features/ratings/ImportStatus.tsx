import type { ListSummary } from '../../domain/ratings/index.ts'
import { useT } from '../../i18n/index.ts'
import { listErrorLine, listErrorText } from './sourceText.ts'
import type { ImportView } from './useListImport.ts'

const MB = 1024 * 1024

/** Progress bar with cancel while an import runs; the outcome and its summary afterwards. */
export function ImportStatus({ view, onCancel }: { view: ImportView; onCancel: () => void }) {
  const t = useT()
  if (view.phase === 'idle') return null
  if (view.phase === 'running') {
    return (
      <div className="import-status" role="status">
        <progress
          aria-label={t('ratings.progressLabel')}
          max={view.totalBytes}
          value={view.bytesRead}
        />
        <p>
          {t('ratings.progress', {
            read: (view.bytesRead / MB).toFixed(1),
            total: (view.totalBytes / MB).toFixed(1),
            records: view.records,
            imported: view.imported,
          })}
        </p>
        <button type="button" onClick={onCancel}>
          {t('ratings.cancel')}
        </button>
      </div>
    )
  }
  const e = view.event
  if (e.type === 'cancelled') return <p role="status">{t('ratings.cancelled')}</p>
  if (e.type === 'failed') {
    return (
      <div role="alert">
        <p className="error">{t('ratings.failed', { reason: listErrorText(t, e.code) })}</p>
        {e.summary && <Summary summary={e.summary} />}
      </div>
    )
  }
  return (
    <div role="status">
      <p>{t('ratings.done', { imported: e.state.count, seconds: (e.millis / 1000).toFixed(1) })}</p>
      {e.state.summary && <Summary summary={e.state.summary} />}
    </div>
  )
}

/** The figures of an import and its first located errors. */
export function Summary({ summary }: { summary: ListSummary }) {
  const t = useT()
  const hidden = summary.errorCount - summary.errors.length
  return (
    <section aria-label={t('ratings.summaryTitle')}>
      <dl className="summary">
        <dt>{t('ratings.summaryRecords')}</dt>
        <dd>{summary.records}</dd>
        <dt>{t('ratings.summaryImported')}</dt>
        <dd>{summary.imported}</dd>
        <dt>{t('ratings.summaryFiltered')}</dt>
        <dd>{summary.filteredOut}</dd>
        <dt>{t('ratings.summaryErrors')}</dt>
        <dd>{summary.errorCount}</dd>
      </dl>
      {summary.errors.length > 0 && (
        <ul className="errors">
          {summary.errors.slice(0, 20).map((e) => (
            <li key={`${e.line}-${e.column}-${e.code}`}>{listErrorLine(t, e)}</li>
          ))}
          {hidden + Math.max(0, summary.errors.length - 20) > 0 && (
            <li>
              {t('ratings.moreErrors', { count: hidden + Math.max(0, summary.errors.length - 20) })}
            </li>
          )}
        </ul>
      )}
    </section>
  )
}
