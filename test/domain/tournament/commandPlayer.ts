import { DEFAULT_SCORING, type Result } from '../../../src/domain/core/index.ts'
import type { RoundPairing } from '../../../src/domain/pairing/index.ts'
import {
  GAME_RESULTS,
  ROUND_REQUESTS,
  addEntrant,
  applyPairing,
  canPairNext,
  changePairingManually,
  emptyTournament,
  foldTournament,
  freezeNumbers,
  isRoundRobin,
  leaveFideMode,
  nextRound,
  recordResult,
  removeEntrant,
  requestsForNextRound,
  roundRobinPairing,
  setRequest,
  unpairLastRound,
  type IndividualTournament,
  type NewEntrant,
  type TournamentEntry,
  type TournamentError,
  type TournamentEvent,
  type TournamentSettings,
} from '../../../src/domain/tournament/index.ts'

/** An event of a tournament's log as a test writes it (an undo names the entry it takes back). */
export type LoggedEvent = TournamentEvent | { type: 'undo'; payload: { seq: number } }

/** The events as log entries: seq from 1, one second apart from 2026-07-01 10:00:00. */
export const logEntries = (events: readonly LoggedEvent[]): TournamentEntry[] =>
  events.map(
    (e, i) =>
      ({
        ...e,
        seq: i + 1,
        at: `2026-07-01T10:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000Z`,
      }) as TournamentEntry,
  )

/** The tournament the events fold to; throws when one does not apply. */
export function foldEvents(events: readonly LoggedEvent[]): IndividualTournament {
  const r = foldTournament(null, logEntries(events))
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value.state
}

/** A command as a random test draws it: a kind and two numbers read relative to the state. */
export type Command = readonly [kind: number, a: number, b: number]
export const COMMAND_KINDS = 10
/** The command kind that undoes the latest action in effect. */
export const UNDO = -1

export const logSettings = (over: Partial<TournamentSettings> = {}): TournamentSettings => ({
  name: 'Abierto de Avilés',
  place: 'Avilés',
  startDate: '2026-07-01',
  endDate: '2026-07-05',
  chiefArbiter: 'Árbitra Principal',
  deputyArbiters: [],
  timeControl: '90+30',
  ratingType: 'standard',
  totalRounds: 5,
  system: 'dutch',
  scoring: DEFAULT_SCORING,
  tiebreaks: ['BH-C1', 'BH', 'SB'],
  unplayed: 'fapa',
  initialColour: 'white',
  fideMode: false,
  lotSeed: 11,
  ...over,
})

/** A player to register: Spanish federation, no ids; `over` sets what a test reads. */
export const newEntrant = (
  name: string,
  fideRating: number,
  over: Partial<NewEntrant> = {},
): NewEntrant => ({
  registryId: null,
  name,
  title: '',
  federation: 'ESP',
  fideId: '',
  fedaId: '',
  fideRating,
  fedaRating: 0,
  birthDate: '',
  ...over,
})

/** Four players registered, the order confirmed and round 1 paired 1-3, 4-2. */
export const fourPlayers = (): TournamentEvent[] => [
  ...(
    [
      ['Alonso, Ana', 2100, 'w'],
      ['Blanco, Bruno', 2000, 'm'],
      ['Castro, Carla', 1900, 'w'],
      ['Díaz, Darío', 1800, 'm'],
    ] as const
  ).map(([name, rating, sex]): TournamentEvent => ({
    type: 'entrant-registered',
    payload: { entrant: newEntrant(name, rating, { sex }) },
  })),
  { type: 'numbers-frozen', payload: {} },
  {
    type: 'round-paired',
    payload: {
      pairing: {
        round: 1,
        games: [
          { white: 1, black: 3 },
          { white: 4, black: 2 },
        ],
        bye: null,
      },
    },
  },
]

/** Pairs the players present in start-number order (a stand-in for the engine), last one odd out gets the bye. */
export function naivePairing(t: IndividualTournament): RoundPairing {
  if (isRoundRobin(t)) return roundRobinPairing(t)
  const round = nextRound(t)
  const away = requestsForNextRound(t)
  const present = t.entrants
    .filter((e) => away[e.startNo] === undefined && e.joinedRound <= round)
    .map((e) => e.startNo)
  const games = []
  for (let i = 0; i + 1 < present.length; i += 2)
    games.push({ white: present[i] as number, black: present[i + 1] as number })
  return { round, games, bye: present.length % 2 ? (present[present.length - 1] as number) : null }
}

/** One step the arbiter took: the event written, the round the screen said it touched. */
export interface Step {
  readonly event: TournamentEvent
  readonly round: number
  readonly run: (
    t: IndividualTournament,
    at: string,
  ) => Result<IndividualTournament, TournamentError[]>
}

export function stepOf(t: IndividualTournament, [kind, a, b]: Command): Step | null {
  const pick = <T>(xs: readonly T[], n: number): T | undefined => xs[n % Math.max(1, xs.length)]
  const entrant = pick(t.entrants, a)
  switch (kind) {
    case 0: {
      const e = newEntrant(`Jugador${a}, Ana`, 1400 + ((a * 37) % 1000), {
        registryId: b % 3 === 0 ? `reg-${a % 7}` : null,
      })
      return {
        event: { type: 'entrant-registered', payload: { entrant: e } },
        round: 0,
        run: (s) => addEntrant(s, e),
      }
    }
    case 1:
      if (!entrant) return null
      return {
        event: {
          type: 'entrant-removed',
          payload: { startNo: entrant.startNo, name: entrant.name },
        },
        round: 0,
        run: (s) => removeEntrant(s, entrant.startNo),
      }
    case 2:
      return { event: { type: 'numbers-frozen', payload: {} }, round: 0, run: freezeNumbers }
    case 3: {
      if (!entrant) return null
      const request =
        b % 4 === 3 ? null : (ROUND_REQUESTS[b % 3] as (typeof ROUND_REQUESTS)[number])
      return {
        event: { type: 'request-set', payload: { startNo: entrant.startNo, request } },
        round: nextRound(t),
        run: (s) => setRequest(s, entrant.startNo, request),
      }
    }
    case 4: {
      if (!canPairNext(t).ok) return null
      const pairing = naivePairing(t)
      return {
        event: { type: 'round-paired', payload: { pairing } },
        round: pairing.round,
        run: (s) => applyPairing(s, pairing),
      }
    }
    case 5:
    case 6: {
      const r = pick(t.rounds, a)
      const board = r && pick(r.boards, b)
      if (!r || !board) return null
      const result =
        b % 9 === 8
          ? null
          : (GAME_RESULTS[(a + b) % GAME_RESULTS.length] as (typeof GAME_RESULTS)[number])
      const payload = { round: r.round, board: board.board, result }
      return {
        event: { type: 'result-set', payload },
        round: r.round,
        run: (s) => recordResult(s, r.round, board.board, result),
      }
    }
    case 7: {
      const last = t.rounds.length
      return {
        event: { type: 'round-unpaired', payload: { round: last } },
        round: last,
        run: unpairLastRound,
      }
    }
    case 8: {
      const r = t.rounds[t.rounds.length - 1]
      const x = r && pick(r.boards, a)
      const y = r && pick(r.boards, b)
      if (!r || !x || !y) return null
      const [p, q] = [x.white, y.black]
      const sw = (n: number) => (n === p ? q : n === q ? p : n)
      const games = r.boards.map((g) => ({ white: sw(g.white), black: sw(g.black) }))
      const reason = a % 2 ? 'Hermanos' : ''
      return {
        event: {
          type: 'pairing-changed',
          payload: { round: r.round, games, reason, swapped: [p, q] },
        },
        round: r.round,
        run: (s, at) => changePairingManually(s, games, reason, at),
      }
    }
    default:
      return {
        event: { type: 'fide-mode-left', payload: {} },
        round: 0,
        run: (s, at) => leaveFideMode(s, at),
      }
  }
}

/** What playing commands gave: the log written and the state kept in memory beside it. */
export interface Played {
  readonly entries: TournamentEntry[]
  readonly state: IndividualTournament
  /** Seqs still in effect, oldest first (what undo would take back, from the end). */
  readonly inEffect: readonly number[]
  /** Commands the domain refused, with the state they were refused in. */
  readonly refused: readonly {
    state: IndividualTournament
    event: TournamentEvent & { at: string }
  }[]
  /** Logs ending in an undo the old limits refused (at most a few per run). */
  readonly refusedUndos: readonly (readonly TournamentEntry[])[]
}

/**
 * Plays commands the way the screens and undo always did, on the tournament in memory with the
 * domain operations and a stack of earlier versions; every accepted command is also written as
 * an event. `undoEvery` makes every n-th command an undo.
 */
export function playCommands(
  settings: TournamentSettings,
  commands: readonly Command[],
  undoEvery = 0,
): Played {
  const at = (i: number) => new Date(Date.UTC(2026, 6, 1, 9, 0, i)).toISOString()
  const entries: TournamentEntry[] = [
    { type: 'tournament-created', payload: { settings }, seq: 1, at: at(0) } as TournamentEntry,
  ]
  let state = emptyTournament(settings)
  const stack: { seq: number; before: IndividualTournament; round: number }[] = []
  const refused: Played['refused'][number][] = []
  const refusedUndos: TournamentEntry[][] = []
  commands.forEach((c, i) => {
    const when = at(i + 1)
    if (c[0] === UNDO || (undoEvery > 0 && i % undoEvery === undoEvery - 1)) {
      const last = stack[stack.length - 1]
      if (!last) return
      const undo = { type: 'undo', payload: { seq: last.seq }, seq: entries.length + 1, at: when }
      // The old undo's limits, as they were written before the log.
      if (
        (state.settings.fideMode && last.round > 0 && last.round < state.rounds.length - 1) ||
        (state.fideModeLeftAt && !last.before.fideModeLeftAt)
      ) {
        if (refusedUndos.length < 3) refusedUndos.push([...entries, undo as TournamentEntry])
        return
      }
      stack.pop()
      state = last.before
      entries.push(undo as TournamentEntry)
      return
    }
    const step = stepOf(state, c)
    if (!step) return
    const next = step.run(state, when)
    if (!next.ok) {
      refused.push({ state, event: { ...step.event, at: when } })
      return
    }
    const seq = entries.length + 1
    entries.push({ ...step.event, seq, at: when } as TournamentEntry)
    stack.push({ seq, before: state, round: step.round })
    state = next.value
  })
  return { entries, state, inEffect: stack.map((s) => s.seq), refused, refusedUndos }
}
