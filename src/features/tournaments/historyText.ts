import { isMessageKey, type TFunction } from '../../i18n/index.ts'

/** The arbiter's words for a logged tournament action; an unknown code is shown as stored. */
export function actionLabel(t: TFunction, action: string): string {
  const key = `tournaments.action_${action}`
  return isMessageKey(key) ? t(key) : action
}

/** The logged detail in words: results ("R1 B6 0-1") and round requests are stored as codes. */
export function detailText(t: TFunction, action: string, detail: string): string {
  if (action === 'round/result') {
    const [, round = '', board = '', result = ''] = /^R(\d+) B(\d+) (.+)$/.exec(detail) ?? []
    if (result) return t('tournaments.historyResult', { round, board, result })
  }
  if (action === 'entrant/request') {
    const [, no = '', code = ''] = /^(\d+) (\S+)$/.exec(detail) ?? []
    const key = `tournaments.request_${code}`
    if (no && isMessageKey(key)) return t('tournaments.historyRequest', { no, request: t(key) })
  }
  const round = /^R(\d+)$/.exec(detail)?.[1]
  if ((action === 'round/pair' || action === 'round/unpair') && round)
    return t('tournaments.historyRound', { round })
  if (action === 'tournament/undo') return actionLabel(t, detail)
  return detail
}
