import { describe, expect, it } from 'vitest'
import { DEFAULT_SCORING } from '../../../src/domain/core/index.ts'
import {
  addEntrant,
  applyPairing,
  canPairNext,
  changePairingManually,
  freezeNumbers,
  leaveFideMode,
  pairingRequestOf,
  recordResult,
  repeatedNoShows,
  roundRobinPairing,
  seedByArt28,
  setRequest,
  snapshotOf,
  unpairLastRound,
  type Entrant,
  type IndividualTournament,
  type TournamentSettings,
} from '../../../src/domain/tournament/index.ts'

const settings = (over: Partial<TournamentSettings> = {}): TournamentSettings => ({
  name: 'Open',
  place: 'Oviedo',
  startDate: '2026-07-01',
  endDate: '2026-07-05',
  chiefArbiter: 'A',
  deputyArbiters: [],
  timeControl: '90+30',
  ratingType: 'standard',
  totalRounds: 5,
  system: 'dutch',
  scoring: DEFAULT_SCORING,
  tiebreaks: ['BH-C1', 'BH', 'SB', 'PS'],
  unplayed: 'fapa',
  initialColour: 'white',
  fideMode: false,
  lotSeed: 7,
  ...over,
})

const entrant = (name: string, fideRating: number, over: Partial<Entrant> = {}) => ({
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

function tournament(over: Partial<TournamentSettings> = {}, n = 4): IndividualTournament {
  let t: IndividualTournament = {
    settings: settings(over),
    entrants: [],
    numbersFrozen: false,
    rounds: [],
    pendingRequests: {},
    fideModeLeftAt: null,
  }
  for (let i = 0; i < n; i++) {
    const r = addEntrant(t, entrant(`P${i + 1}`, 2000 - i * 10))
    if (!r.ok) throw new Error('setup')
    t = r.value
  }
  return t
}

function must(r: {
  ok: boolean
  value?: IndividualTournament
  error?: unknown
}): IndividualTournament {
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value as IndividualTournament
}

function withRound(t: IndividualTournament, games: [number, number][]): IndividualTournament {
  return must(
    applyPairing(t, {
      round: t.rounds.length + 1,
      games: games.map(([white, black]) => ({ white, black })),
      bye: null,
    }),
  )
}

describe('initial order', () => {
  it('FAPA art. 28: FIDE rating, then FIDE title, then FEDA rating, then name', () => {
    const seeded = seedByArt28([
      { ...entrant('Zapico', 2100), startNo: 1, joinedRound: 1 },
      { ...entrant('Alonso', 2100, { title: 'FM' }), startNo: 2, joinedRound: 1 },
      { ...entrant('Blanco', 2200), startNo: 3, joinedRound: 1 },
      { ...entrant('Díaz', 0, { fedaRating: 1900 }), startNo: 4, joinedRound: 1 },
      { ...entrant('Castro', 0, { fedaRating: 1900 }), startNo: 5, joinedRound: 1 },
      { ...entrant('Abad', 0, { fedaRating: 1950 }), startNo: 6, joinedRound: 1 },
    ])
    expect(seeded.map((e) => `${e.startNo}:${e.name}`)).toEqual([
      '1:Blanco',
      '2:Alonso',
      '3:Zapico',
      '4:Abad',
      '5:Castro',
      '6:Díaz',
    ])
  })

  it('FIDE C.05: round-robin numbers are drawn by the recorded lot, the same for the same seed', () => {
    const a = must(freezeNumbers(tournament({ system: 'round-robin', lotSeed: 11 }, 6)))
    const b = must(freezeNumbers(tournament({ system: 'round-robin', lotSeed: 11 }, 6)))
    const c = must(freezeNumbers(tournament({ system: 'round-robin', lotSeed: 12 }, 6)))
    expect(a.entrants.map((e) => e.name)).toEqual(b.entrants.map((e) => e.name))
    expect(a.entrants.map((e) => e.name)).not.toEqual(c.entrants.map((e) => e.name))
  })
})

describe('rounds', () => {
  it('FIDE C.04.2: the next round cannot be paired while a result is missing', () => {
    let t = must(freezeNumbers(tournament()))
    t = withRound(t, [
      [1, 3],
      [4, 2],
    ])
    t = must(recordResult(t, 1, 1, '1-0'))
    expect(canPairNext(t)).toEqual({
      ok: false,
      error: [{ code: 'round/results-missing', params: { round: 1 } }],
    })
    t = must(recordResult(t, 1, 2, '1/2'))
    expect(canPairNext(t)).toEqual({ ok: true, value: 2 })
  })

  it('a round with no result can be unpaired; one with a result cannot', () => {
    let t = withRound(must(freezeNumbers(tournament())), [
      [1, 3],
      [4, 2],
    ])
    expect(unpairLastRound(t).ok).toBe(true)
    t = must(recordResult(t, 1, 2, '0-1'))
    expect(unpairLastRound(t)).toEqual({
      ok: false,
      error: [{ code: 'round/has-results', params: { round: 1 } }],
    })
  })

  it('FIDE C.04.1.d: requested byes and withdrawals keep players out of the pairing; a withdrawal stays', () => {
    let t = must(freezeNumbers(tournament({}, 6)))
    t = must(setRequest(t, 2, 'half-bye'))
    t = must(setRequest(t, 5, 'withdrawn'))
    expect([...pairingRequestOf(t).absent].sort()).toEqual([2, 5])
    t = withRound(t, [
      [1, 3],
      [4, 6],
    ])
    expect([...pairingRequestOf(t).absent]).toEqual([5])
    const snap = snapshotOf(must(recordResult(must(recordResult(t, 1, 1, '1-0')), 1, 2, '0-1')))
    expect(snap.players[1]?.rounds[0]).toEqual({
      opponent: null,
      colour: null,
      outcome: 'half-bye',
    })
    expect(snap.players[4]?.rounds[0]).toEqual({
      opponent: null,
      colour: null,
      outcome: 'zero-bye',
    })
  })

  it('FIDE C.05 Annex 1: a 4-player round robin takes its first round from the Berger table', () => {
    const t = must(freezeNumbers(tournament({ system: 'round-robin' })))
    expect(roundRobinPairing(t).games).toEqual([
      { white: 1, black: 4 },
      { white: 2, black: 3 },
    ])
  })

  it('FAPA art. 52: two forfeit losses in a row are flagged to the arbiter', () => {
    let t = must(freezeNumbers(tournament()))
    t = withRound(t, [
      [1, 3],
      [4, 2],
    ])
    t = must(recordResult(must(recordResult(t, 1, 1, '+/-')), 1, 2, '1/2'))
    t = withRound(t, [
      [3, 4],
      [2, 1],
    ])
    t = must(recordResult(must(recordResult(t, 2, 1, '-/+')), 2, 2, '0-1'))
    expect(repeatedNoShows(t)).toEqual([3])
  })
})

describe('FIDE mode (FIDE Handbook C.02, 2026)', () => {
  function threeRounds(fideMode: boolean): IndividualTournament {
    let t = must(freezeNumbers(tournament({ fideMode })))
    const rounds: [number, number][][] = [
      [
        [1, 3],
        [4, 2],
      ],
      [
        [2, 1],
        [3, 4],
      ],
      [
        [1, 4],
        [2, 3],
      ],
    ]
    for (const games of rounds) {
      t = withRound(t, games)
      t = must(
        recordResult(must(recordResult(t, t.rounds.length, 1, '1/2')), t.rounds.length, 2, '1-0'),
      )
    }
    return t
  }

  it('only the current and the previous round may be edited: round 1 is locked after round 3', () => {
    const t = threeRounds(true)
    expect(recordResult(t, 1, 1, '1-0')).toEqual({
      ok: false,
      error: [{ code: 'round/locked-fide-mode', params: { round: 1 } }],
    })
    expect(recordResult(t, 2, 1, '1-0').ok).toBe(true)
    expect(recordResult(threeRounds(false), 1, 1, '1-0').ok).toBe(true)
  })

  it('a manual change needs a reason and is recorded against the engine proposal', () => {
    const t = withRound(must(freezeNumbers(tournament({ fideMode: true }))), [
      [1, 3],
      [4, 2],
    ])
    const swap = [
      { white: 1, black: 2 },
      { white: 4, black: 3 },
    ]
    expect(changePairingManually(t, swap, ' ', '2026-07-01T10:00:00Z')).toEqual({
      ok: false,
      error: [{ code: 'pairing/reason-required' }],
    })
    const changed = must(changePairingManually(t, swap, 'Hermanos', '2026-07-01T10:00:00Z'))
    expect(changed.rounds[0]?.manualChanges).toEqual([
      {
        at: '2026-07-01T10:00:00Z',
        reason: 'Hermanos',
        before: [
          { white: 1, black: 3 },
          { white: 4, black: 2 },
        ],
        after: swap,
      },
    ])
  })

  it('leaving FIDE mode is one-way and dated', () => {
    const t = must(leaveFideMode(tournament({ fideMode: true }), '2026-07-02T09:00:00Z'))
    expect(t.settings.fideMode).toBe(false)
    expect(t.fideModeLeftAt).toBe('2026-07-02T09:00:00Z')
    expect(leaveFideMode(t, '2026-07-02T09:05:00Z').ok).toBe(false)
  })
})
