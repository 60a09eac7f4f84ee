import { assertNever } from '../core/index.ts'
import { isUndo } from '../log/index.ts'
import { RATING_METHOD_TRF } from './eventRating.ts'
import type { TournamentEntry, TournamentEvent } from './events.ts'
import type { ReportData } from './reportData.ts'

const REPORT_RECORDS = {
  startDate: '042',
  endDate: '052',
  chiefArbiter: '102',
  timeControl: '122',
} as const

/** The report fields an event set, by TRF record: "042 2026-07-01 · 102 Ana Árbitra". */
function reportDataDetail(p: ReportData): string {
  return (Object.keys(REPORT_RECORDS) as (keyof typeof REPORT_RECORDS)[])
    .flatMap((f) => (p[f] === undefined ? [] : [`${REPORT_RECORDS[f]} ${p[f]}`]))
    .join(' · ')
}

/**
 * One line of a tournament's history: what was done and when, as the Historial tab, the TRF
 * `###` lines and the round dates read it. `action` is a namespaced code (`round/result`), the
 * detail a short code-like text (`R1 B6 0-1`) that the screens spell out.
 */
export interface HistoryLine {
  readonly seq: number
  readonly at: string
  readonly action: string
  readonly detail: string
}

const players = (ps: readonly number[]) => ps.map((p) => `#${p}`).join(', ')

/** The action code and detail of an event. */
export function describeEvent(e: TournamentEvent & { readonly at: string }): {
  action: string
  detail: string
} {
  switch (e.type) {
    case 'tournament-created':
      return { action: 'tournament/create', detail: e.payload.settings.name }
    case 'trf-imported':
      return { action: 'tournament/import', detail: e.payload.tournament.settings.name }
    case 'entrant-registered':
      return { action: 'entrant/add', detail: e.payload.entrant.name }
    case 'entrant-removed':
      return { action: 'entrant/remove', detail: e.payload.name }
    case 'numbers-frozen':
      return { action: 'entrant/freeze', detail: '' }
    case 'request-set':
      return {
        action: 'entrant/request',
        detail: `${e.payload.startNo} ${e.payload.request ?? 'none'}`,
      }
    case 'round-paired':
      return { action: 'round/pair', detail: `R${e.payload.pairing.round}` }
    case 'round-unpaired':
      return { action: 'round/unpair', detail: `R${e.payload.round}` }
    case 'result-set': {
      const { round, board, result } = e.payload
      return { action: 'round/result', detail: `R${round} B${board} ${result ?? '—'}` }
    }
    case 'pairing-changed': {
      const { round, swapped, reason } = e.payload
      const what = swapped ? ` ${swapped[0]}<->${swapped[1]}` : ''
      return { action: 'round/manual-change', detail: `R${round}${what} ${reason}` }
    }
    case 'fide-mode-left':
      return { action: 'tournament/leave-fide-mode', detail: e.at }
    case 'settings-changed':
      if (e.payload.ratingMethod !== undefined)
        return {
          action: 'tournament/rating-method',
          detail: RATING_METHOD_TRF[e.payload.ratingMethod],
        }
      if (e.payload.publicUrl !== undefined)
        return { action: 'tournament/public-address', detail: e.payload.publicUrl }
      return { action: 'tournament/report-data', detail: reportDataDetail(e.payload) }
    case 'tie-decided': {
      const d = e.payload.decision
      return d.kind === 'lot'
        ? { action: 'tie/lot', detail: `${players(d.players)} · seed ${d.seed}` }
        : { action: 'tie/playoff', detail: `${players(d.players)} · ${d.games.length} games` }
    }
    case 'tie-decision-removed':
      return { action: 'tie/remove', detail: players(e.payload.players) }
    case 'result-corrected': {
      const { round, board, result, previous } = e.payload
      return {
        action: 'round/correct',
        detail: `R${round} B${board} ${previous ?? '—'} -> ${result ?? '—'}`,
      }
    }
    case 'rating-correction-noted': {
      const { round, board, result, note } = e.payload
      return {
        action: 'round/rating-correction',
        detail: `R${round} B${board} ${result} ${note}`.trim(),
      }
    }
    case 'rounds-changed':
      return { action: 'tournament/rounds', detail: String(e.payload.totalRounds) }
    case 'manual-phase-started':
      return { action: 'round/manual-start', detail: `R${e.payload.round}` }
    case 'manual-phase-ended':
      return { action: 'round/manual-end', detail: `R${e.payload.round}` }
    case 'forbidden-pair-set': {
      const [a, b] = e.payload.players
      return {
        action: e.payload.forbidden ? 'pairing/forbid' : 'pairing/allow',
        detail: `${a} ${b}`,
      }
    }
    case 'requests-scheduled': {
      const { startNo, rounds, request } = e.payload
      return {
        action: 'entrant/request-rounds',
        detail: `${startNo} ${request ?? 'none'} R${rounds.join(',R')}`,
      }
    }
    case 'half-bye-eligibility-set':
      return {
        action: 'entrant/half-bye-eligibility',
        detail: `${e.payload.startNo} ${e.payload.eligible ? 'eligible' : 'ineligible'}`,
      }
    case 'entrant-reentered':
      return { action: 'entrant/reenter', detail: String(e.payload.startNo) }
    case 'import-checked':
      return { action: 'tournament/import-check', detail: String(e.payload.differences.length) }
    case 'entrant-inserted':
      return {
        action: 'entrant/insert',
        detail: `${e.payload.startNo} ${e.payload.entrant.name}`,
      }
    case 'entry-rules-set':
      return {
        action: 'entrant/entry-rules',
        detail: `${e.payload.missedRounds} ${e.payload.entryRule}`,
      }
    case 'prizes-set':
      return { action: 'tournament/prizes', detail: String(e.payload.list.prizes.length) }
    case 'legacy-baseline':
    case 'legacy-change':
    case 'legacy-note':
      return { action: e.payload.action, detail: e.payload.detail }
    default:
      return assertNever(e, 'tournament event')
  }
}

/**
 * The history of a log, oldest first: one line per entry, undone actions included, and for an
 * undo the action it took back. `earlier` supplies undo targets older than `entries`.
 */
export function historyLines(
  entries: readonly TournamentEntry[],
  earlier: ReadonlyMap<number, TournamentEntry> = new Map(),
): HistoryLine[] {
  const bySeq = new Map(earlier)
  for (const e of entries) bySeq.set(e.seq, e)
  return entries.map((e) => {
    if (!isUndo(e))
      return { seq: e.seq, at: e.at, ...describeEvent(e as TournamentEvent & TournamentEntry) }
    const target = bySeq.get(e.payload.seq)
    const action =
      target && !isUndo(target)
        ? describeEvent(target as TournamentEvent & TournamentEntry).action
        : ''
    return { seq: e.seq, at: e.at, action: 'tournament/undo', detail: action }
  })
}

/** The `###` lines of a TRF report: one per history line, `instant action detail`. */
export function trfLogLines(lines: readonly HistoryLine[]): string[] {
  return lines.map((l) => `${l.at} ${l.action} ${l.detail}`.trim())
}
