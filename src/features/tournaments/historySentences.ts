import { isUndo } from '../../domain/log/index.ts'
import type {
  GameResult,
  IndividualTournament,
  TournamentEntry,
  TournamentEvent,
  TournamentEventType,
} from '../../domain/tournament/index.ts'
import type { MessageKey, TFunction } from '../../i18n/index.ts'
import { formatDate } from '../../i18n/format.ts'
import type { Locale } from '../../i18n/types.ts'
import { actionLabel, detailText, RESULT_WORDS } from './historyText.ts'

/**
 * What the history knows before an event, to say what it changed: the result of each board
 * (`round:board`) and the number of rounds. Built from the log read so far, oldest first.
 */
export interface HistoryState {
  readonly results: ReadonlyMap<string, GameResult | null>
  readonly totalRounds: number | null
}

export const EMPTY_HISTORY: HistoryState = { results: new Map(), totalRounds: null }

type EventOf<T extends TournamentEventType> = Extract<TournamentEvent, { type: T }>
type Writer<T extends TournamentEventType> = (
  w: Words,
  e: EventOf<T>,
  before: HistoryState,
) => string

/** The translator with the helpers every sentence uses. */
interface Words {
  readonly t: TFunction
  readonly locale: Locale
  result(r: GameResult | null): string
  request(r: string | null): string
  players(ps: readonly number[]): string
}

const boardKey = (round: number, board: number) => `${round}:${board}`

function withReason(w: Words, text: string, reason: string): string {
  return reason.trim() ? w.t('tournaments.h_reason', { text, reason: reason.trim() }) : text
}

/** A result set on a board: entered when it had none, changed, or cleared. */
function resultChange(
  w: Words,
  round: number,
  board: number,
  from: GameResult | null | undefined,
  to: GameResult | null,
): string {
  const at = { round, board }
  if (to === null)
    return from
      ? w.t('tournaments.h_resultCleared', { ...at, from: w.result(from) })
      : w.t('tournaments.h_resultCleared', { ...at, from: w.result(null) })
  if (from && from !== to)
    return w.t('tournaments.h_resultChanged', { ...at, from: w.result(from), to: w.result(to) })
  return w.t('tournaments.h_resultSet', { ...at, result: w.result(to) })
}

const REPORT_FIELDS = ['startDate', 'endDate', 'chiefArbiter', 'timeControl'] as const

/**
 * One sentence per event type. The mapped type makes a new event type without its sentence a
 * compile error, and the history test renders every type.
 */
const SENTENCES: { readonly [T in TournamentEventType]: Writer<T> } = {
  'tournament-created': (w, e) => w.t('tournaments.h_created', { name: e.payload.settings.name }),
  'trf-imported': (w, e) =>
    w.t('tournaments.h_imported', {
      name: e.payload.tournament.settings.name,
      players: e.payload.tournament.entrants.length,
      rounds: e.payload.tournament.rounds.length,
    }),
  'entrant-registered': (w, e) => w.t('tournaments.h_registered', { name: e.payload.entrant.name }),
  'entrant-removed': (w, e) =>
    w.t('tournaments.h_removed', { no: e.payload.startNo, name: e.payload.name }),
  'numbers-frozen': (w) => w.t('tournaments.h_frozen'),
  'request-set': (w, e) =>
    w.t('tournaments.h_request', { no: e.payload.startNo, request: w.request(e.payload.request) }),
  'round-paired': (w, e) => {
    const p = e.payload.pairing
    const at = { round: p.round, boards: p.games.length }
    return p.bye === null
      ? w.t('tournaments.h_paired', at)
      : w.t('tournaments.h_pairedBye', { ...at, bye: p.bye })
  },
  'round-unpaired': (w, e) => w.t('tournaments.h_unpaired', { round: e.payload.round }),
  'result-set': (w, e, before) => {
    const { round, board, result } = e.payload
    return resultChange(w, round, board, before.results.get(boardKey(round, board)), result)
  },
  'pairing-changed': (w, e) => {
    const { round, swapped, reason } = e.payload
    const text = swapped
      ? w.t('tournaments.h_swapped', { round, a: swapped[0], b: swapped[1] })
      : w.t('tournaments.h_pairingChanged', { round })
    return withReason(w, text, reason)
  },
  'fide-mode-left': (w) => w.t('tournaments.h_fideModeLeft'),
  'settings-changed': (w, e) => {
    const p = e.payload
    if (p.ratingMethod !== undefined)
      return w.t('tournaments.h_ratingMethod', {
        method: w.t(`fide.method_${p.ratingMethod}` as MessageKey),
      })
    if (p.publicUrl !== undefined)
      return p.publicUrl
        ? w.t('tournaments.h_publicUrl', { url: p.publicUrl })
        : w.t('tournaments.h_publicUrlCleared')
    const fields = REPORT_FIELDS.flatMap((f) => {
      const v = p[f]
      if (v === undefined) return []
      const value = f === 'startDate' || f === 'endDate' ? formatDate(v, w.locale) : v
      return [w.t(`tournaments.h_field_${f}`, { value })]
    })
    return w.t('tournaments.h_reportData', { fields: fields.join(', ') })
  },
  'tie-decided': (w, e) => {
    const d = e.payload.decision
    return d.kind === 'lot'
      ? w.t('tournaments.h_tieLot', { players: w.players(d.players), seed: d.seed })
      : w.t('tournaments.h_tiePlayoff', { players: w.players(d.players), games: d.games.length })
  },
  'tie-decision-removed': (w, e) =>
    w.t('tournaments.h_tieRemoved', { players: w.players(e.payload.players) }),
  'legacy-baseline': (w, e) => legacy(w, e.payload.action, e.payload.detail),
  'legacy-change': (w, e) => legacy(w, e.payload.action, e.payload.detail),
  'legacy-note': (w, e) => legacy(w, e.payload.action, e.payload.detail),
  'result-corrected': (w, e) => {
    const { round, board, result, previous } = e.payload
    return w.t('tournaments.h_resultCorrected', {
      round,
      board,
      from: w.result(previous),
      to: w.result(result),
    })
  },
  'rating-correction-noted': (w, e) => {
    const { round, board, result, note } = e.payload
    const text = w.t('tournaments.h_ratingCorrection', { round, board, result: w.result(result) })
    return note.trim() ? w.t('tournaments.h_note', { text, note: note.trim() }) : text
  },
  'rounds-changed': (w, e, before) =>
    before.totalRounds !== null && before.totalRounds !== e.payload.totalRounds
      ? w.t('tournaments.h_roundsChanged', {
          from: before.totalRounds,
          to: e.payload.totalRounds,
        })
      : w.t('tournaments.h_rounds', { to: e.payload.totalRounds }),
  'manual-phase-started': (w, e) => w.t('tournaments.h_manualStart', { round: e.payload.round }),
  'manual-phase-ended': (w, e) => w.t('tournaments.h_manualEnd', { round: e.payload.round }),
  'forbidden-pair-set': (w, e) => {
    const [a, b] = e.payload.players
    return w.t(e.payload.forbidden ? 'tournaments.h_forbid' : 'tournaments.h_allow', { a, b })
  },
  'requests-scheduled': (w, e) =>
    w.t('tournaments.h_requestRounds', {
      no: e.payload.startNo,
      rounds: e.payload.rounds.join(', '),
      request: w.request(e.payload.request),
    }),
  'half-bye-eligibility-set': (w, e) =>
    w.t(e.payload.eligible ? 'tournaments.h_halfByeYes' : 'tournaments.h_halfByeNo', {
      no: e.payload.startNo,
    }),
  'entrant-reentered': (w, e) => w.t('tournaments.h_reentered', { no: e.payload.startNo }),
  'import-checked': (w, e) => {
    const count = e.payload.differences.length
    if (count === 0) return w.t('tournaments.h_importCheckedNone')
    return count === 1
      ? w.t('tournaments.h_importCheckedOne')
      : w.t('tournaments.h_importChecked', { count })
  },
  'entrant-inserted': (w, e) =>
    w.t('tournaments.h_inserted', { no: e.payload.startNo, name: e.payload.entrant.name }),
  'entry-rules-set': (w, e) =>
    w.t('tournaments.h_entryRules', {
      missed: w.t(`tournaments.missedRounds_${e.payload.missedRounds}`),
      rule: w.t(`tournaments.entryRule_${e.payload.entryRule}`),
    }),
  'prizes-set': (w, e) => {
    const count = e.payload.list.prizes.length
    return count === 1 ? w.t('tournaments.h_prizesOne') : w.t('tournaments.h_prizes', { count })
  },
}

/** An action kept from before the log existed: its label and its detail spelled out. */
function legacy(w: Words, action: string, detail: string): string {
  const text = detailText(w.t, action, detail)
  return text
    ? w.t('tournaments.h_legacy', { action: actionLabel(w.t, action), detail: text })
    : actionLabel(w.t, action)
}

function words(t: TFunction, locale: Locale): Words {
  return {
    t,
    locale,
    result: (r) => (r === null ? t('tournaments.h_noResult') : RESULT_WORDS[r]),
    request: (r) => {
      const key = `tournaments.request_${r ?? 'none'}` as MessageKey
      return t(key)
    },
    players: (ps) => ps.join(', '),
  }
}

/** The sentence of one event, given what the history knew before it. */
export function eventSentence(
  t: TFunction,
  locale: Locale,
  e: TournamentEvent,
  before: HistoryState = EMPTY_HISTORY,
): string {
  const write = SENTENCES[e.type] as Writer<TournamentEventType>
  return write(words(t, locale), e as EventOf<TournamentEventType>, before)
}

function boardsOf(doc: IndividualTournament): Map<string, GameResult | null> {
  const out = new Map<string, GameResult | null>()
  for (const r of doc.rounds)
    for (const b of r.boards) out.set(boardKey(r.round, b.board), b.result)
  return out
}

/** What the history knows after an event. */
function after(state: HistoryState, e: TournamentEvent): HistoryState {
  switch (e.type) {
    case 'tournament-created':
      return { results: new Map(), totalRounds: e.payload.settings.totalRounds }
    case 'trf-imported':
    case 'legacy-baseline':
    case 'legacy-change':
      return {
        results: boardsOf(e.payload.tournament),
        totalRounds: e.payload.tournament.settings.totalRounds,
      }
    case 'result-set':
    case 'result-corrected': {
      const results = new Map(state.results)
      results.set(boardKey(e.payload.round, e.payload.board), e.payload.result)
      return { ...state, results }
    }
    case 'round-paired':
    case 'round-unpaired':
    case 'pairing-changed': {
      const round = e.type === 'round-paired' ? e.payload.pairing.round : e.payload.round
      const results = new Map([...state.results].filter(([k]) => !k.startsWith(`${round}:`)))
      return { ...state, results }
    }
    case 'rounds-changed':
      return { ...state, totalRounds: e.payload.totalRounds }
    default:
      return state
  }
}

/** A line of the Historial tab: when, and the sentence. */
export interface HistorySentence {
  readonly seq: number
  readonly at: string
  readonly text: string
}

/**
 * The history of a whole log in sentences, oldest first: each change says what it replaced
 * ("1-0 → 0-1"), an undo says what it took back, and what an undo took back no longer counts as
 * what the next change replaced.
 */
export function historySentences(
  t: TFunction,
  locale: Locale,
  entries: readonly TournamentEntry[],
): HistorySentence[] {
  let state = EMPTY_HISTORY
  const before = new Map<number, { state: HistoryState; text: string }>()
  return entries.map((entry) => {
    if (isUndo(entry)) {
      const target = before.get(entry.payload.seq)
      if (target) state = target.state
      const text = target
        ? t('tournaments.h_undone', { text: target.text })
        : t('tournaments.h_undoneUnknown')
      return { seq: entry.seq, at: entry.at, text }
    }
    const e = entry as TournamentEntry & TournamentEvent
    const text = eventSentence(t, locale, e, state)
    before.set(entry.seq, { state, text })
    state = after(state, e)
    return { seq: entry.seq, at: entry.at, text }
  })
}
