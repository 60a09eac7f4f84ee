import { readQuotaDetail, type Violation } from '../../domain/teams/index.ts'
import type { TFunction } from '../../i18n/index.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'

/** The foreigner quota a lineup broke, with the count that broke it. @see FAPA art. 18 */
function quotaText(t: TFunction, v: Violation): string | null {
  const q = readQuotaDetail(v.detail)
  if (!q) return null
  const params = { boards: q.boards, ...q.quota, count: q.count }
  if (q.boards <= 6) return t('actas.quotaSmall', params)
  if (q.limit === 'non-eu') return t('actas.quotaNonEu', params)
  if (q.limit === 'eu') return t('actas.quotaEu', params)
  return t('actas.quotaTotal', params)
}

/** One violation in words: article, board, what is wrong and what follows. */
export function violationText(t: TFunction, v: Violation): string {
  const what =
    (v.code === 'lineup/foreigner-quota' ? quotaText(t, v) : null) ?? errorMessage(t, v.code)
  const consequence =
    v.consequence === 'points-lost-from-board'
      ? t('matchSheet.qLost', { from: v.fromBoard ?? v.board ?? 1 })
      : v.consequence === 'not-allowed'
        ? t('matchSheet.qNotAllowed')
        : t('matchSheet.qOther', { code: v.consequence })
  const params = { article: v.article, what, consequence, board: v.board ?? '' }
  return v.board === undefined
    ? t('matchSheet.violationNoBoard', params)
    : t('matchSheet.violationLine', params)
}
