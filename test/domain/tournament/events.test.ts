import { describe, expect, it } from 'vitest'
import {
  foldTournament,
  historyLines,
  trfLogLines,
  type TournamentEntry,
  type TournamentEvent,
} from '../../../src/domain/tournament/index.ts'
import { logSettings, newEntrant as newcomer } from './commandPlayer.ts'

/** A log numbered from 1, one second apart. */
function log(
  ...events: (TournamentEvent | { type: 'undo'; payload: { seq: number } })[]
): TournamentEntry[] {
  return events.map(
    (e, i) =>
      ({
        ...e,
        seq: i + 1,
        at: `2026-07-01T10:00:${String(i).padStart(2, '0')}.000Z`,
      }) as TournamentEntry,
  )
}

const opening = (fideMode = false): TournamentEvent[] => [
  { type: 'tournament-created', payload: { settings: logSettings({ fideMode, totalRounds: 3 }) } },
  { type: 'entrant-registered', payload: { entrant: newcomer('Alonso, Ana', 2100) } },
  { type: 'entrant-registered', payload: { entrant: newcomer('Blanco, Bruno', 2000) } },
  { type: 'entrant-registered', payload: { entrant: newcomer('Castro, Carla', 1900) } },
  { type: 'numbers-frozen', payload: {} },
  {
    type: 'round-paired',
    payload: { pairing: { round: 1, games: [{ white: 1, black: 2 }], bye: 3 } },
  },
]

describe('tournament events', () => {
  it('a log of registrations, a pairing, a result and an undo folds to the tournament the operations give', () => {
    const r = foldTournament(
      null,
      log(
        ...opening(),
        { type: 'result-set', payload: { round: 1, board: 1, result: '1-0' } },
        { type: 'result-set', payload: { round: 1, board: 1, result: '0-1' } },
        { type: 'undo', payload: { seq: 8 } },
      ),
    )
    if (!r.ok) throw new Error(JSON.stringify(r.error))
    expect(r.value.seq).toBe(9)
    expect(r.value.state.entrants.map((e) => [e.startNo, e.name])).toEqual([
      [1, 'Alonso, Ana'],
      [2, 'Blanco, Bruno'],
      [3, 'Castro, Carla'],
    ])
    expect(r.value.state.rounds[0]?.boards).toEqual([
      { board: 1, white: 1, black: 2, result: '1-0' },
    ])
    expect(r.value.state.rounds[0]?.bye).toBe(3)
  })

  it.each<[string, TournamentEvent, object]>([
    [
      'a result on a board that does not exist',
      { type: 'result-set', payload: { round: 1, board: 4, result: '1-0' } },
      { code: 'round/unknown-board', params: { round: 1, board: 4 } },
    ],
    [
      'a second pairing of a round without its results',
      { type: 'round-paired', payload: { pairing: { round: 2, games: [], bye: null } } },
      { code: 'round/results-missing', params: { round: 1 } },
    ],
    [
      'a removal after the order is frozen',
      { type: 'entrant-removed', payload: { startNo: 2, name: 'Blanco, Bruno' } },
      { code: 'entrant/numbers-frozen' },
    ],
    [
      'a removal naming someone else',
      { type: 'entrant-removed', payload: { startNo: 2, name: 'Otro' } },
      { code: 'entrant/unknown', params: { startNo: 2 } },
    ],
    [
      'a manual change of a round that is not the last',
      { type: 'pairing-changed', payload: { round: 2, games: [], reason: '', swapped: null } },
      { code: 'round/not-last', params: { round: 2 } },
    ],
    [
      'a second creation',
      { type: 'tournament-created', payload: { settings: logSettings() } },
      { code: 'log/already-created' },
    ],
  ])('refuses %s, located at its seq', (_what, event, error) => {
    expect(foldTournament(null, log(...opening(), event))).toEqual({
      ok: false,
      error: [{ seq: 7, ...error }],
    })
  })

  it.each<[string, TournamentEvent['payload'], object]>([
    [
      'a player who is not registered',
      { pairing: { round: 1, games: [{ white: 1, black: 9 }], bye: null } },
      { code: 'entrant/unknown', params: { startNo: 9 } },
    ],
    [
      'a player twice',
      { pairing: { round: 1, games: [{ white: 1, black: 2 }], bye: 2 } },
      { code: 'pairing/player-twice', params: { startNo: 2 } },
    ],
  ])('refuses a pairing with %s', (_what, payload, error) => {
    const events = opening().slice(0, 5)
    const bad = { type: 'round-paired', payload } as TournamentEvent
    expect(foldTournament(null, log(...events, bad))).toEqual({
      ok: false,
      error: [{ seq: 6, ...error }],
    })
  })

  it('refuses a creation without a name and events before the creation', () => {
    const nameless = {
      type: 'tournament-created',
      payload: { settings: logSettings({ name: ' ' }) },
    } as const
    expect(foldTournament(null, log(nameless))).toEqual({
      ok: false,
      error: [{ seq: 1, code: 'tournament/name-required', field: 'name' }],
    })
    expect(foldTournament(null, log({ type: 'numbers-frozen', payload: {} }))).toEqual({
      ok: false,
      error: [{ seq: 1, code: 'log/not-created' }],
    })
  })

  it('FIDE C.02 (2026): leaving FIDE mode cannot be undone; the refusal names the undo entry', () => {
    const entries = log(
      ...opening(true),
      { type: 'fide-mode-left', payload: {} },
      { type: 'undo', payload: { seq: 7 } },
    )
    expect(foldTournament(null, entries)).toEqual({
      ok: false,
      error: [{ seq: 8, code: 'tournament/fide-mode-left' }],
    })
    const left = foldTournament(null, entries.slice(0, 7))
    expect(left.ok && left.value.state.fideModeLeftAt).toBe('2026-07-01T10:00:06.000Z')
  })

  it('FIDE C.02 (2026): a manual change keeps the engine pairing, the final one, the reason and the instant', () => {
    const change: TournamentEvent = {
      type: 'pairing-changed',
      payload: { round: 1, games: [{ white: 2, black: 1 }], reason: ' Hermanos ', swapped: [1, 2] },
    }
    const r = foldTournament(null, log(...opening(true), change))
    expect(r.ok && r.value.state.rounds[0]?.manualChanges).toEqual([
      {
        at: '2026-07-01T10:00:06.000Z',
        reason: 'Hermanos',
        before: [{ white: 1, black: 2 }],
        after: [{ white: 2, black: 1 }],
      },
    ])
  })

  it('the history reads every entry in words the screens spell out, undos with the action they took back', () => {
    const entries = log(
      ...opening(),
      { type: 'request-set', payload: { startNo: 3, request: 'half-bye' } },
      { type: 'result-set', payload: { round: 1, board: 1, result: '1/2' } },
      { type: 'result-set', payload: { round: 1, board: 1, result: null } },
      { type: 'undo', payload: { seq: 9 } },
    )
    expect(trfLogLines(historyLines(entries))).toEqual([
      '2026-07-01T10:00:00.000Z tournament/create Abierto de Avilés',
      '2026-07-01T10:00:01.000Z entrant/add Alonso, Ana',
      '2026-07-01T10:00:02.000Z entrant/add Blanco, Bruno',
      '2026-07-01T10:00:03.000Z entrant/add Castro, Carla',
      '2026-07-01T10:00:04.000Z entrant/freeze',
      '2026-07-01T10:00:05.000Z round/pair R1',
      '2026-07-01T10:00:06.000Z entrant/request 3 half-bye',
      '2026-07-01T10:00:07.000Z round/result R1 B1 1/2',
      '2026-07-01T10:00:08.000Z round/result R1 B1 —',
      '2026-07-01T10:00:09.000Z tournament/undo round/result',
    ])
  })

  it('the public address is a setting changed by an event: normalised, cleared by an empty text, refused when it is no address', () => {
    const set = (publicUrl: string): TournamentEvent => ({
      type: 'settings-changed',
      payload: { publicUrl },
    })
    const r = foldTournament(null, log(...opening(), set('https://club.example/abierto')))
    expect(r.ok && r.value.state.settings.publicUrl).toBe('https://club.example/abierto/')
    const cleared = foldTournament(null, log(...opening(), set('https://club.example/'), set('')))
    expect(cleared.ok && 'publicUrl' in cleared.value.state.settings).toBe(false)
    expect(foldTournament(null, log(...opening(), set('nope')))).toEqual({
      ok: false,
      error: [{ seq: 7, code: 'publish/url-invalid' }],
    })
    expect(historyLines(log(...opening(), set('https://club.example/'))).at(-1)?.detail).toBe(
      'https://club.example/',
    )
  })

  it('FAPA art. 29.2.e: a lot for level players is recorded with the tournament seed, refused with another, removed by its own event', () => {
    const lot = (seed: number): TournamentEvent => ({
      type: 'tie-decided',
      payload: { decision: { kind: 'lot', players: [1, 2], seed } },
    })
    const removed: TournamentEvent = { type: 'tie-decision-removed', payload: { players: [2, 1] } }
    const r = foldTournament(null, log(...opening(), lot(11)))
    expect(r.ok && r.value.state.tieDecisions).toEqual([{ kind: 'lot', players: [1, 2], seed: 11 }])
    expect(foldTournament(null, log(...opening(), lot(12)))).toEqual({
      ok: false,
      error: [{ seq: 7, code: 'tie/wrong-seed' }],
    })
    const gone = foldTournament(null, log(...opening(), lot(11), removed))
    expect(gone.ok && gone.value.state.tieDecisions).toEqual([])
    expect(trfLogLines(historyLines(log(...opening(), lot(11), removed))).slice(-2)).toEqual([
      '2026-07-01T10:00:06.000Z tie/lot #1, #2 · seed 11',
      '2026-07-01T10:00:07.000Z tie/remove #2, #1',
    ])
  })
})
