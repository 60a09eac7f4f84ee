import type { ListError, RatingSource } from '../../domain/ratings/index.ts'
import { isMessageKey, type TFunction } from '../../i18n/index.ts'
import { screenDate } from '../../i18n/format.ts'

/** "FIDE list 2026-11-01", "FEDA list ...", "Entered by hand": shown next to every rating. */
export function sourceText(t: TFunction, source: RatingSource | null): string {
  if (source === null) return t('ratings.sourceNone')
  switch (source.kind) {
    case 'fide-list':
      return t('ratings.sourceFide', { date: screenDate(source.listDate) })
    case 'feda-list':
      return t('ratings.sourceFeda', { date: screenDate(source.listDate) })
    case 'manual':
      return t('ratings.sourceManual')
  }
}

/** The words for a list error code (the code itself when unknown). */
export function listErrorText(t: TFunction, code: string): string {
  const key = `ratings.err_${code}`
  return isMessageKey(key) ? t(key) : code
}

/** "Line 12, column 114: rating is not a number". */
export function listErrorLine(t: TFunction, e: ListError): string {
  return t('ratings.errorLine', {
    line: e.line,
    column: e.column,
    message: listErrorText(t, e.code),
  })
}
