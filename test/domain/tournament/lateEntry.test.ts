import { describe, expect, it } from 'vitest'
import type { Result } from '../../../src/domain/core/index.ts'
import { tournamentToTrf } from '../../../src/domain/reports/individualTrf.ts'
import {
  addEntrant,
  admitEvent,
  applyPairing,
  emptyTournament,
  freezeNumbers,
  insertEntrant,
  isTournamentFinished,
  lateEntryPlan,
  pairingRequestOf,
  recordResult,
  renumberTournament,
  setEntryRules,
  snapshotOf,
  type IndividualTournament,
  type TournamentError,
  type TournamentSettings,
} from '../../../src/domain/tournament/index.ts'
import { logSettings, newEntrant } from './commandPlayer.ts'

const must = (r: Result<IndividualTournament, TournamentError[]>): IndividualTournament => {
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value
}

/** Twelve players rated 2400 down to 1617 in steps, the order confirmed. */
function twelve(over: Partial<TournamentSettings> = {}): IndividualTournament {
  let t = emptyTournament(logSettings({ totalRounds: 7, ...over }))
  const ratings = [2400, 2350, 2300, 2250, 2200, 2100, 2000, 1950, 1900, 1800, 1700, 1617]
  ratings.forEach((r, i) => {
    t = must(addEntrant(t, newEntrant(`Jugador ${String(i + 1).padStart(2, '0')}`, r)))
  })
  return must(freezeNumbers(t))
}

/** Pairs the next round top half against bottom half (1-7, 8-2 ...) and lets White win. */
function playRound(t: IndividualTournament): IndividualTournament {
  const round = t.rounds.length + 1
  const players = t.entrants.map((e) => e.startNo).filter((n) => !pairingRequestOf(t).absent.has(n))
  const half = players.length / 2
  const games = players.slice(0, half).map((w, i) => ({ white: w, black: players[half + i] ?? 0 }))
  let next = must(applyPairing(t, { round, games, bye: null }))
  for (let b = 1; b <= games.length; b++) next = must(recordResult(next, round, b, '1-0'))
  return next
}

const late = newEntrant('Tardío, Teo', 2150, { fideId: '2299001' })

describe('late entries: FIDE C.04.2 (2026) Art. 2', () => {
  it('Art. 2.3 "pairing numbers may be reassigned": before round 4 is paired, a 2150 entrant is offered no. 6, and nos. 6-12 move down one', () => {
    const t = playRound(twelve())
    const plan = lateEntryPlan(t, late)
    expect(plan.nextNumber).toBe(13)
    expect(plan.ratingOrderNumber).toBe(6)
    expect(plan.joinedRound).toBe(2)
    expect(plan.renumbered.map((r) => `${r.from}->${r.to}`)).toEqual([
      '6->7',
      '7->8',
      '8->9',
      '9->10',
      '10->11',
      '11->12',
      '12->13',
    ])
    expect(plan.renumbered[6]?.name).toBe('Jugador 12')
  })

  it('Art. 2.3: inserting renumbers every round already paired, the entrant takes no. 6 and joins in round 2', () => {
    const t = playRound(twelve())
    const inserted = must(insertEntrant(t, late, 6))
    expect(inserted.entrants.map((e) => [e.startNo, e.fideRating])).toEqual([
      [1, 2400],
      [2, 2350],
      [3, 2300],
      [4, 2250],
      [5, 2200],
      [6, 2150],
      [7, 2100],
      [8, 2000],
      [9, 1950],
      [10, 1900],
      [11, 1800],
      [12, 1700],
      [13, 1617],
    ])
    expect(inserted.entrants[5]).toMatchObject({ name: 'Tardío, Teo', joinedRound: 2 })
    // Round 1 was 1-7, 2-8 ... 6-12: old 7..12 are now 8..13.
    expect(inserted.rounds[0]?.boards.map((b) => `${b.white}-${b.black}`)).toEqual([
      '1-8',
      '2-9',
      '3-10',
      '4-11',
      '5-12',
      '7-13',
    ])
    const scores = snapshotOf(inserted).players.map((p) => [p.startNo, p.rounds[0]?.outcome])
    expect(scores[5]).toEqual([6, 'zero-bye'])
    expect(scores[12]).toEqual([13, 'loss'])
    // With three rounds paired, every one of them is renumbered the same way, board by board.
    let three = twelve()
    for (let r = 0; r < 3; r++) three = playRound(three)
    const later = must(insertEntrant(three, late, 6))
    const shift = (n: number | null) => (n !== null && n >= 6 ? n + 1 : n)
    expect(later.rounds).toHaveLength(3)
    for (let r = 0; r < 3; r++)
      expect(later.rounds[r]?.boards.map((b) => [b.white, b.black])).toEqual(
        three.rounds[r]?.boards.map((b) => [shift(b.white), shift(b.black)]),
      )
    expect(later.entrants[5]).toMatchObject({ name: 'Tardío, Teo', joinedRound: 4 })
  })

  it('Art. 2.3 "not after round 4 has been paired": with round 3 paired the offer stands, with round 4 paired only the next number is given', () => {
    let t = twelve()
    for (let r = 0; r < 3; r++) t = playRound(t)
    expect(lateEntryPlan(t, late).ratingOrderNumber).toBe(6)
    t = playRound(t)
    const plan = lateEntryPlan(t, late)
    expect(plan).toEqual({
      nextNumber: 13,
      ratingOrderNumber: null,
      renumbered: [],
      joinedRound: 5,
    })
    expect(insertEntrant(t, late, 6)).toEqual({
      ok: false,
      error: [{ code: 'entrant/renumber-closed', params: { round: 4 } }],
    })
  })

  it('Art. 2.3: a log may only insert at the rating-order number (the admission check), and never outside 1..n+1', () => {
    const t = playRound(twelve())
    expect(
      admitEvent(t, { type: 'entrant-inserted', payload: { entrant: late, startNo: 3 } }),
    ).toEqual([{ code: 'entrant/not-rating-order', params: { startNo: 6 } }])
    expect(
      admitEvent(t, { type: 'entrant-inserted', payload: { entrant: late, startNo: 6 } }),
    ).toEqual([])
    // Below 1, above n + 1 = 13, or not a whole number: refused with the range.
    for (const startNo of [0, -1, 14, 20, 2.5])
      expect(insertEntrant(t, late, startNo), String(startNo)).toEqual({
        ok: false,
        error: [{ code: 'entrant/bad-start-number', params: { startNo, max: 13 } }],
      })
  })

  it('Art. 2.3: a weaker entrant than everyone is offered no rating-order place (it is the next number)', () => {
    const plan = lateEntryPlan(playRound(twelve()), newEntrant('Último, Ugo', 1500))
    expect(plan.ratingOrderNumber).toBeNull()
    expect(plan.nextNumber).toBe(13)
  })

  it('renumbering carries requests, forbidden pairs, scheduled requests, re-entries and tie decisions', () => {
    const t: IndividualTournament = {
      ...twelve(),
      pendingRequests: { 8: 'half-bye' },
      forbidden: [{ players: [5, 9], fromRound: 1 }],
      scheduledRequests: { 3: { 12: 'zero-bye' } },
      halfByeIneligible: [7],
      reentered: { 10: 3 },
      tieDecisions: [{ kind: 'lot', players: [4, 11], seed: 3 }],
    }
    const m = renumberTournament(t, (n) => (n >= 6 ? n + 1 : n))
    expect(m.pendingRequests).toEqual({ 9: 'half-bye' })
    expect(m.forbidden).toEqual([{ players: [5, 10], fromRound: 1 }])
    expect(m.scheduledRequests).toEqual({ 3: { 13: 'zero-bye' } })
    expect(m.halfByeIneligible).toEqual([8])
    expect(m.reentered).toEqual({ 11: 3 })
    expect(m.tieDecisions).toEqual([{ kind: 'lot', players: [4, 12], seed: 3 }])
  })

  it('Art. 2 "score 0 for the rounds missed" by default; the ½ setting gives a half-point bye for each, written H in the TRF', () => {
    const zero = must(addEntrant(playRound(playRound(twelve())), late))
    const z = snapshotOf(zero).players.find((p) => p.startNo === 13)
    expect(z?.rounds.map((e) => e?.outcome)).toEqual(['zero-bye', 'zero-bye'])
    const half = must(
      addEntrant(playRound(playRound(must(setEntryRules(twelve(), 'half', 'fide')))), late),
    )
    const h = snapshotOf(half).players.find((p) => p.startNo === 13)
    expect(h?.rounds.map((e) => e?.outcome)).toEqual(['half-bye', 'half-bye'])
    const line = tournamentToTrf(half)
      .split('\n')
      .find((l) => l.startsWith('001   13'))
    expect(line?.slice(80, 84)).toBe(' 1.0')
    expect(line?.slice(91)).toBe('0000 - H  0000 - H')
    const zline = tournamentToTrf(zero)
      .split('\n')
      .find((l) => l.startsWith('001   13'))
    expect(zline?.slice(80, 84)).toBe(' 0.0')
    expect(zline?.slice(91)).toBe('0000 - Z  0000 - Z')
  })

  it('the missed-round setting is fixed once a late entrant is registered', () => {
    const t = must(addEntrant(playRound(twelve()), late))
    expect(setEntryRules(t, 'half', 'fide')).toEqual({
      ok: false,
      error: [{ code: 'entrant/entry-rules-fixed' }],
    })
  })
})

describe('late entries: FAPA art. 47.2', () => {
  const fapa = () => must(setEntryRules(twelve(), 'zero', 'fapa'))

  it('art. 47.2 "Finalizado el plazo, los jugadores que se inscriban se incorporarán a la segunda ronda": after the order is confirmed and before round 1 is paired, the entrant joins in round 2', () => {
    const t = fapa()
    expect(lateEntryPlan(t, late).joinedRound).toBe(2)
    const joined = must(addEntrant(t, late))
    expect(joined.entrants.at(-1)?.joinedRound).toBe(2)
    expect(pairingRequestOf(joined).absent.has(13)).toBe(true)
    // Under FIDE rules alone the same entry plays round 1.
    expect(must(addEntrant(twelve(), late)).entrants.at(-1)?.joinedRound).toBe(1)
  })

  it('art. 47.2 "Una vez realizado el emparejamiento de la segunda ronda, no se admitirán inscripciones": accepted with round 1 paired, refused with round 2 paired', () => {
    const one = playRound(fapa())
    const event = { type: 'entrant-registered', payload: { entrant: late } } as const
    expect(admitEvent(one, event)).toEqual([])
    expect(admitEvent(playRound(one), event)).toEqual([{ code: 'entrant/fapa-47-closed' }])
    expect(
      admitEvent(playRound(one), {
        type: 'entrant-inserted',
        payload: { entrant: late, startNo: 6 },
      }),
    ).toEqual([{ code: 'entrant/fapa-47-closed' }])
    // FIDE rules alone still take the entry after round 2.
    expect(admitEvent(playRound(playRound(twelve())), event)).toEqual([])
  })

  it('a round robin is finished after its Berger rounds, not after the Swiss round count of its settings', () => {
    let t = twelve({ system: 'round-robin', totalRounds: 2 })
    t = playRound(playRound(t))
    expect(isTournamentFinished(t)).toBe(false)
    expect(admitEvent(t, { type: 'entrant-registered', payload: { entrant: late } })).not.toEqual([
      { code: 'entrant/tournament-finished' },
    ])
  })

  it('FAPA art. 47.2: a round robin with no entrant and no round paired is open, and takes its first entrant', () => {
    const t = emptyTournament(logSettings({ system: 'round-robin', totalRounds: 3 }))
    expect(isTournamentFinished(t)).toBe(false)
    expect(admitEvent(t, { type: 'entrant-registered', payload: { entrant: late } })).toEqual([])
  })

  it('a Swiss whose last round still has a game without result is not finished', () => {
    let t = twelve({ totalRounds: 2 })
    t = playRound(t)
    const games = [{ white: 1, black: 7 }]
    t = must(applyPairing(t, { round: 2, games, bye: null }))
    expect(isTournamentFinished(t)).toBe(false)
    expect(isTournamentFinished(must(recordResult(t, 2, 1, '0-1')))).toBe(true)
  })

  it('no entry into a finished event', () => {
    let t = twelve({ totalRounds: 2 })
    t = playRound(playRound(t))
    expect(admitEvent(t, { type: 'entrant-registered', payload: { entrant: late } })).toEqual([
      { code: 'entrant/tournament-finished' },
    ])
  })
})
