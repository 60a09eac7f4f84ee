import type { GameResult } from '../../domain/tournament/index.ts'
import { isMessageKey, type TFunction } from '../../i18n/index.ts'

/** A result as the boards write it: "½-½", never the stored "1/2". */
export const RESULT_WORDS: Readonly<Record<GameResult, string>> = {
  '1-0': '1-0',
  '0-1': '0-1',
  '1/2': '½-½',
  '+/-': '+/−',
  '-/+': '−/+',
  '-/-': '−/−',
}

const resultWords = (code: string) =>
  code in RESULT_WORDS ? RESULT_WORDS[code as GameResult] : code

/** The arbiter's words for a logged tournament action; an unknown code is shown as stored. */
export function actionLabel(t: TFunction, action: string): string {
  const key = `tournaments.action_${action}`
  return isMessageKey(key) ? t(key) : action
}

/**
 * A logged detail in words, for the actions kept from before the log existed (their detail is
 * all they have): results ("R1 B6 0-1"), corrections ("R1 B1 1-0 -> 0-1"), manual swaps
 * ("R1 1<->2 reason") and round requests are stored as codes.
 */
export function detailText(t: TFunction, action: string, detail: string): string {
  if (action === 'round/result') {
    const [, round = '', board = '', result = ''] = /^R(\d+) B(\d+) (.+)$/.exec(detail) ?? []
    if (result) return t('tournaments.historyResult', { round, board, result: resultWords(result) })
  }
  if (action === 'round/correct') {
    const [, round = '', board = '', from = '', to = ''] =
      /^R(\d+) B(\d+) (\S+) -> (\S+)$/.exec(detail) ?? []
    if (to)
      return t('tournaments.h_resultChanged', {
        round,
        board,
        from: resultWords(from),
        to: resultWords(to),
      })
  }
  if (action === 'round/manual-change') {
    const [, round = '', a = '', b = '', reason = ''] =
      /^R(\d+)(?: (\d+)<->(\d+))?(?: (.*))?$/.exec(detail) ?? []
    if (round) {
      const text = a
        ? t('tournaments.h_swapped', { round, a, b })
        : t('tournaments.h_pairingChanged', { round })
      return reason.trim() ? t('tournaments.h_reason', { text, reason: reason.trim() }) : text
    }
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
