import { describe, expect, it } from 'vitest'
import { tournamentToTrf2026 } from '../../../src/domain/reports/index.ts'
import {
  foldTournament,
  historyLines,
  ratingOrigin,
  type TournamentEvent,
} from '../../../src/domain/tournament/index.ts'
import {
  foldEvents,
  logEntries,
  logSettings,
  newEntrant,
  type LoggedEvent,
} from './commandPlayer.ts'

type Step = LoggedEvent
const entries = logEntries
const fold = foldEvents

const created: TournamentEvent = {
  type: 'tournament-created',
  payload: { settings: logSettings() },
}
const players: TournamentEvent[] = [
  {
    type: 'entrant-registered',
    payload: { entrant: newEntrant('Uno, Ana', 2000, { fedaRating: 1900 }) },
  },
  {
    type: 'entrant-registered',
    payload: { entrant: newEntrant('Dos, Bea', 1800, { fedaRating: 1950 }) },
  },
]
const method = (ratingMethod: 'fide' | 'national' | 'highest'): TournamentEvent => ({
  type: 'settings-changed',
  payload: { ratingMethod },
})
const freeze: TournamentEvent = { type: 'numbers-frozen', payload: {} }

describe('C.02 ratings: the tournament rating method changes after creation while the initial order is open (C.04.2 Art. 2.2-2.3)', () => {
  it('changed to national before the order is confirmed: FEDA 1950 (FIDE 1800) seeds first, TRF-2026 172 NRO, a history and ### line', () => {
    const events = [created, ...players, method('national'), freeze]
    const t = fold(events)
    expect(t.settings.ratingMethod).toBe('national')
    expect(t.entrants.map((e) => [e.startNo, e.name])).toEqual([
      [1, 'Dos, Bea'],
      [2, 'Uno, Ana'],
    ])
    expect(tournamentToTrf2026(t).split('\n')).toContain('172 NRO')
    expect(historyLines(entries(events)).map((l) => `${l.action} ${l.detail}`)).toContain(
      'tournament/rating-method NRO',
    )
  })

  it('the FIDE method kept: FIDE 2000 seeds first; undoing the change gives the FIDE order back', () => {
    expect(fold([created, ...players, freeze]).entrants.map((e) => e.name)).toEqual([
      'Uno, Ana',
      'Dos, Bea',
    ])
    const undone = fold([
      created,
      ...players,
      method('highest'),
      { type: 'undo', payload: { seq: 4 } },
    ])
    expect('ratingMethod' in undone.settings).toBe(false)
  })

  it('refused once the start numbers are frozen, when unchanged, and when the change carries no setting', () => {
    const code = (events: readonly Step[]) => {
      const r = foldTournament(null, entries(events))
      return r.ok ? null : [r.error[0]?.seq, r.error[0]?.code]
    }
    expect(code([created, ...players, freeze, method('national')])).toEqual([
      5,
      'tournament/rating-method-locked',
    ])
    expect(code([created, ...players, method('fide')])).toEqual([
      4,
      'tournament/rating-method-unchanged',
    ])
    expect(code([created, { type: 'settings-changed', payload: {} }])).toEqual([
      2,
      'tournament/settings-empty',
    ])
  })
})

describe('C.02 ratings: the source of every rating shown and exported', () => {
  const standard = { ratingType: 'standard' as const }
  it('FIDE of the event rate, a fallback list, national, typed, none', () => {
    const e = { fideRating: 2000, fedaRating: 1900 }
    expect(ratingOrigin(e, standard)).toEqual({ rating: 2000, list: 'fide-standard', typed: false })
    expect(ratingOrigin({ ...e, fideRatingList: 'rapid' }, standard)).toEqual({
      rating: 2000,
      list: 'fide-rapid',
      typed: false,
    })
    expect(ratingOrigin(e, { ratingType: 'blitz', ratingMethod: 'national' })).toEqual({
      rating: 1900,
      list: 'national',
      typed: false,
    })
    expect(ratingOrigin({ ...e, ratingTyped: true }, standard)).toEqual({
      rating: 2000,
      list: 'fide-standard',
      typed: true,
    })
    expect(ratingOrigin({ fideRating: 0, fedaRating: 1600, ratingTyped: true }, standard)).toEqual({
      rating: 0,
      list: 'none',
      typed: false,
    })
    expect(
      ratingOrigin(
        { fideRating: 0, fedaRating: 1600 },
        { ...standard, ratingMethod: 'fide-then-national' },
      ),
    ).toEqual({ rating: 1600, list: 'national', typed: false })
  })
})
