import type { UndoEvent } from '../log/index.ts'
import { applyTournamentEvent } from './applyEvent.ts'
import { describeEvent } from './eventHistory.ts'
import { emptyTournament, type TournamentEntry, type TournamentEvent } from './events.ts'
import type { GameResult, IndividualTournament, RoundRequest } from './individual.ts'

/**
 * Tournaments stored whole (one document plus a copy of every earlier version for undo) become
 * logs: each step between consecutive versions becomes the typed event that reproduces it
 * exactly, or a `legacy-change` carrying the version when none does.
 */

/** A kept earlier version: the tournament before the action `action` (on round `round`). */
export interface LegacyVersion {
  readonly at: string
  readonly action: string
  readonly round: number
  readonly before: IndividualTournament
}

/** A logged action of the tournament, as the audit log kept it (undos and undone actions too). */
export interface LegacyAction {
  readonly at: string
  readonly action: string
  readonly detail: string
}

/** The log of a stored tournament; `fromActions` tells whether every logged action was carried. */
export interface LegacyLog {
  readonly entries: readonly TournamentEntry[]
  readonly fromActions: boolean
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const k of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[k]
    if (v !== undefined) out[k] = canonical(v)
  }
  return out
}

/** Deep equality as stored data (key order and absent-versus-undefined do not count). */
export function sameData(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}

function requestCandidate(
  before: IndividualTournament,
  after: IndividualTournament,
  detail: string | null,
): TournamentEvent | null {
  const m = detail === null ? null : /^(\d+) (\S+)$/.exec(detail)
  if (m) {
    const request = m[2] === 'none' ? null : (m[2] as RoundRequest)
    return { type: 'request-set', payload: { startNo: Number(m[1]), request } }
  }
  const keys = new Set([
    ...Object.keys(before.pendingRequests),
    ...Object.keys(after.pendingRequests),
  ])
  const changed = [...keys].filter(
    (k) => before.pendingRequests[Number(k)] !== after.pendingRequests[Number(k)],
  )
  if (changed.length !== 1) return null
  const startNo = Number(changed[0])
  return {
    type: 'request-set',
    payload: { startNo, request: after.pendingRequests[startNo] ?? null },
  }
}

function resultCandidate(
  before: IndividualTournament,
  after: IndividualTournament,
  detail: string | null,
): TournamentEvent | null {
  const m = detail === null ? null : /^R(\d+) B(\d+) (.+)$/.exec(detail)
  if (m) {
    const result = m[3] === '—' ? null : (m[3] as GameResult)
    return { type: 'result-set', payload: { round: Number(m[1]), board: Number(m[2]), result } }
  }
  for (const r of after.rounds) {
    const old = before.rounds[r.round - 1]
    const b = r.boards.find((x, i) => old?.boards[i]?.result !== x.result)
    if (b)
      return { type: 'result-set', payload: { round: r.round, board: b.board, result: b.result } }
  }
  return null
}

function candidate(
  before: IndividualTournament,
  after: IndividualTournament,
  action: string,
  detail: string | null,
): TournamentEvent | null {
  const last = after.rounds[after.rounds.length - 1]
  switch (action) {
    case 'entrant/add': {
      const added = after.entrants[after.entrants.length - 1]
      if (!added) return null
      const { startNo: _s, joinedRound: _j, ...entrant } = added
      return { type: 'entrant-registered', payload: { entrant } }
    }
    case 'entrant/remove': {
      const gone = before.entrants.filter(
        (e) => !after.entrants.some((x) => x.startNo === e.startNo),
      )
      const e = gone.length === 1 ? gone[0] : undefined
      return e ? { type: 'entrant-removed', payload: { startNo: e.startNo, name: e.name } } : null
    }
    case 'entrant/freeze':
      return { type: 'numbers-frozen', payload: {} }
    case 'entrant/request':
      return requestCandidate(before, after, detail)
    case 'round/pair':
      if (!last) return null
      return {
        type: 'round-paired',
        payload: {
          pairing: {
            round: last.round,
            games: last.boards.map((b) => ({ white: b.white, black: b.black })),
            bye: last.bye,
          },
        },
      }
    case 'round/unpair':
      return { type: 'round-unpaired', payload: { round: before.rounds.length } }
    case 'round/result':
      return resultCandidate(before, after, detail)
    case 'round/manual-change': {
      const change = last?.manualChanges[last.manualChanges.length - 1]
      if (!last || !change) return null
      const m = detail === null ? null : /^R\d+ (\d+)<->(\d+) /.exec(detail)
      const swapped: [number, number] | null = m ? [Number(m[1]), Number(m[2])] : null
      const games = last.boards.map((b) => ({ white: b.white, black: b.black }))
      return {
        type: 'pairing-changed',
        payload: { round: last.round, games, reason: change.reason, swapped },
      }
    }
    case 'tournament/leave-fide-mode':
      return { type: 'fide-mode-left', payload: {} }
    case 'tie/lot':
    case 'tie/playoff': {
      const decision = after.tieDecisions?.[after.tieDecisions.length - 1]
      return decision ? { type: 'tie-decided', payload: { decision } } : null
    }
    case 'tie/remove': {
      const gone = (before.tieDecisions ?? []).find((d) => !(after.tieDecisions ?? []).includes(d))
      return gone ? { type: 'tie-decision-removed', payload: { players: gone.players } } : null
    }
    case 'tournament/public-address':
      return { type: 'settings-changed', payload: { publicUrl: after.settings.publicUrl ?? '' } }
    default:
      return null
  }
}

/**
 * The event that turns `before` into exactly `after` and reads as the logged action; null when
 * no typed event does.
 */
export function eventBetween(
  before: IndividualTournament,
  after: IndividualTournament,
  logged: { readonly at: string; readonly action: string; readonly detail: string | null },
): TournamentEvent | null {
  const e = candidate(before, after, logged.action, logged.detail)
  if (!e) return null
  const timed = { ...e, at: logged.at }
  const applied = applyTournamentEvent(before, timed)
  if (!applied.ok || !sameData(applied.value, after)) return null
  const line = describeEvent(timed)
  if (line.action !== logged.action) return null
  if (logged.detail !== null && line.detail !== logged.detail) return null
  return e
}

function creationEvent(
  first: IndividualTournament,
  logged: LegacyAction | undefined,
): TournamentEvent {
  const name = first.settings.name
  if (
    (logged === undefined || (logged.action === 'tournament/create' && logged.detail === name)) &&
    sameData(first, emptyTournament(first.settings))
  )
    return { type: 'tournament-created', payload: { settings: first.settings } }
  if (logged?.action === 'tournament/import' && logged.detail === name)
    return { type: 'trf-imported', payload: { tournament: first } }
  return {
    type: 'legacy-baseline',
    payload: {
      tournament: first,
      action: logged?.action ?? 'tournament/create',
      detail: logged?.detail ?? name,
    },
  }
}

const CREATION_ACTIONS = ['tournament/create', 'tournament/import']

/**
 * Which logged actions are still in effect: undos take back the latest action in effect. Null
 * when the actions do not end with exactly the kept versions (the audit log is incomplete).
 */
function effectiveActions(
  actions: readonly LegacyAction[],
  history: readonly LegacyVersion[],
): Map<number, number> | null {
  const stack: number[] = []
  for (const [i, a] of actions.entries()) {
    if (a.action !== 'tournament/undo') stack.push(i)
    else {
      const undone = stack.pop()
      if (undone === undefined || actions[undone]?.action !== a.detail) return null
    }
  }
  if (stack.length !== history.length) return null
  if (stack.some((i, k) => actions[i]?.action !== history[k]?.action)) return null
  return new Map(stack.map((i, k) => [i, k]))
}

/**
 * The log of a tournament stored whole: `current` is the stored version, `history` the kept
 * earlier versions (oldest first), `actions` its audit entries (oldest first). When the audit
 * entries account for every kept version, each of them becomes an entry with its own instant
 * (undone actions as `legacy-note`s and their undos); otherwise the log follows the versions.
 */
export function legacyLog(
  current: IndividualTournament,
  createdAt: string,
  history: readonly LegacyVersion[],
  actions: readonly LegacyAction[],
): LegacyLog {
  const versions = [...history.map((h) => h.before), current]
  const first = versions[0] as IndividualTournament
  const opening = CREATION_ACTIONS.includes(actions[0]?.action ?? '') ? actions[0] : undefined
  const rest = opening ? actions.slice(1) : actions
  const effective = effectiveActions(rest, history)
  const entries: TournamentEntry[] = []
  const push = (e: TournamentEvent | UndoEvent, at: string) =>
    entries.push({ ...e, seq: entries.length + 1, at } as TournamentEntry)
  const step = (k: number, at: string, action: string, detail: string | null): TournamentEvent => {
    const before = versions[k] as IndividualTournament
    const after = versions[k + 1] as IndividualTournament
    const round = history[k]?.round ?? 0
    return (
      eventBetween(before, after, { at, action, detail }) ?? {
        type: 'legacy-change',
        payload: { tournament: after, action, detail: detail ?? '', round },
      }
    )
  }
  push(creationEvent(first, opening), opening?.at ?? createdAt)
  if (!effective) {
    history.forEach((h, k) => push(step(k, h.at, h.action, null), h.at))
    return { entries, fromActions: false }
  }
  const seqOf: number[] = []
  const open: number[] = []
  rest.forEach((a, i) => {
    const k = effective.get(i)
    if (a.action === 'tournament/undo') {
      const target = open.pop() as number
      push({ type: 'undo', payload: { seq: seqOf[target] as number } }, a.at)
    } else {
      open.push(i)
      const e =
        k !== undefined
          ? step(k, a.at, a.action, a.detail)
          : ({
              type: 'legacy-note',
              payload: { action: a.action, detail: a.detail, round: 0 },
            } as const)
      push(e, a.at)
    }
    seqOf[i] = entries.length
  })
  return { entries, fromActions: true }
}
