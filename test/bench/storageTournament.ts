/**
 * Open Swiss tournaments for the storage figures: rated players, rounds paired quickly by score
 * (no rematch, alternating colours by board; a stand-in for the engine, which is timed by
 * bench:pairing) and rating-weighted results.
 */
import { createRng, type Rng } from '../../src/domain/core/index.ts'
import type { RoundPairing } from '../../src/domain/pairing/index.ts'
import {
  addEntrant,
  applyPairing,
  emptyTournament,
  freezeNumbers,
  nextRound,
  recordResult,
  resultPoints,
  type GameResult,
  type IndividualTournament,
  type NewEntrant,
  type TournamentSettings,
} from '../../src/domain/tournament/index.ts'
import { logSettings } from '../domain/tournament/commandPlayer.ts'

export const benchSettings = (players: number, totalRounds: number): TournamentSettings =>
  logSettings({
    name: `Abierto de ${players}`,
    place: 'Gijón',
    startDate: '2026-08-01',
    endDate: '2026-08-09',
    deputyArbiters: ['Árbitro Adjunto'],
    totalRounds,
    tiebreaks: ['BH-C1', 'BH', 'SB', 'PS'],
    lotSeed: 17,
  })

/** Player i of n: a Spanish name, ids and a rating falling from 2600. */
export function benchEntrant(i: number, n: number): NewEntrant {
  return {
    registryId: null,
    name: `Fernández García${i}, María José`,
    sex: i % 3 === 0 ? 'w' : 'm',
    title: i < 5 ? 'GM' : i < 20 ? 'IM' : '',
    federation: 'ESP',
    fideId: String(2_200_000 + i),
    fedaId: String(34_000 + i),
    fideRating: 2600 - Math.floor((i * 1400) / n),
    fedaRating: 2550 - Math.floor((i * 1400) / n),
    birthDate: '1990-05-17',
  }
}

/** The next round paired by score, highest first, each with the first player not met yet. */
export function quickPairing(t: IndividualTournament): RoundPairing {
  const score = new Map<number, number>()
  const met = new Map<number, Set<number>>()
  for (const e of t.entrants) {
    score.set(e.startNo, 0)
    met.set(e.startNo, new Set())
  }
  for (const r of t.rounds) {
    for (const b of r.boards) {
      met.get(b.white)?.add(b.black)
      met.get(b.black)?.add(b.white)
      if (!b.result) continue
      const [w, bl] = resultPoints(b.result)
      score.set(b.white, (score.get(b.white) ?? 0) + w)
      score.set(b.black, (score.get(b.black) ?? 0) + bl)
    }
    if (r.bye !== null) score.set(r.bye, (score.get(r.bye) ?? 0) + 2)
  }
  const order = t.entrants
    .map((e) => e.startNo)
    .sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0) || a - b)
  const free = new Set(order)
  const games: { white: number; black: number }[] = []
  let bye: number | null = null
  for (const a of order) {
    if (!free.has(a)) continue
    free.delete(a)
    let b: number | undefined
    for (const x of free)
      if (!met.get(a)?.has(x)) {
        b = x
        break
      }
    if (b === undefined) {
      bye = a
      continue
    }
    free.delete(b)
    games.push(games.length % 2 ? { white: b, black: a } : { white: a, black: b })
  }
  return { round: nextRound(t), games, bye }
}

/** A result drawn from the rating difference (30 % draws). */
export function benchResult(
  rng: Rng,
  t: IndividualTournament,
  white: number,
  black: number,
): GameResult {
  const rating = (no: number) => t.entrants[no - 1]?.fideRating ?? 0
  const expected = 1 / (1 + 10 ** ((rating(black) - rating(white)) / 400))
  const x = rng.next()
  return x < 0.3 ? '1/2' : x < 0.3 + 0.7 * expected ? '1-0' : '0-1'
}

/** A tournament of `players` with `rounds` rounds paired and played, built in memory. */
export function playedTournament(
  players: number,
  rounds: number,
  totalRounds: number,
  seed = 1,
): IndividualTournament {
  const must = (r: { ok: boolean; value?: IndividualTournament }) => {
    if (!r.ok || !r.value) throw new Error('bench tournament refused')
    return r.value
  }
  const rng = createRng(seed)
  let t = emptyTournament(benchSettings(players, totalRounds))
  for (let i = 0; i < players; i++) t = must(addEntrant(t, benchEntrant(i, players)))
  t = must(freezeNumbers(t))
  for (let r = 1; r <= rounds; r++) {
    t = must(applyPairing(t, quickPairing(t)))
    for (const b of t.rounds[r - 1]?.boards ?? [])
      t = must(recordResult(t, r, b.board, benchResult(rng, t, b.white, b.black)))
  }
  return t
}
