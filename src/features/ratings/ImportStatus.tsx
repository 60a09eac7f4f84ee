import type { ListSummary } from '../../domain/ratings/index.ts'
import { useLocale, useT } from '../../i18n/index.ts'
import { screenNumber } from '../../i18n/format.ts'
import { listErrorLine, listErrorText } from './sourceText.ts'
import type { ImportView } from './useListImport.ts'

const MB = 1024 * 1024

/** Progress bar with cancel while an import runs; the outcome and its summary afterwards. */
export function ImportStatus({ view, onCancel }: { view: ImportView; onCancel: () => void }) {
  const t = useT()
  const locale = useLocale()
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
            read: screenNumber(view.bytesRead / MB, locale, 1),
            total: screenNumber(view.totalBytes / MB, locale, 1),
            records: screenNumber(view.records, locale),
            imported: screenNumber(view.imported, locale),
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
      <p>
        {t('ratings.done', {
          imported: screenNumber(e.state.count, locale),
          seconds: screenNumber(e.millis / 1000, locale, 1),
        })}
      </p>
      {e.state.summary && <Summary summary={e.state.summary} />}
    </div>
  )
}

/** The figures of an import and its first located errors. */
export function Summary({ summary }: { summary: ListSummary }) {
  const t = useT()
  const locale = useLocale()
  const hidden = summary.errorCount - summary.errors.length
  return (
    <section aria-label={t('ratings.summaryTitle')}>
      <dl className="summary">
        <dt>{t('ratings.summaryRecords')}</dt>
        <dd>{screenNumber(summary.records, locale)}</dd>
        <dt>{t('ratings.summaryImported')}</dt>
        <dd>{screenNumber(summary.imported, locale)}</dd>
        <dt>{t('ratings.summaryFiltered')}</dt>
        <dd>{screenNumber(summary.filteredOut, locale)}</dd>
        <dt>{t('ratings.summaryErrors')}</dt>
        <dd>{screenNumber(summary.errorCount, locale)}</dd>
      </dl>
      {summary.errors.length > 0 && (
        <ul className="errors">
          {summary.errors.slice(0, 20).map((e) => (
            <li key={`${e.line}-${e.column}-${e.code}`}>{listErrorLine(t, e)}</li>
          ))}
          {hidden + Math.max(0, summary.errors.length - 20) > 0 && (
            <li>
              {t('ratings.moreErrors', {
                count: screenNumber(hidden + Math.max(0, summary.errors.length - 20), locale),
              })}
            </li>
          )}
        </ul>
      )}
    </section>
  )
}
