/**
 * A generated individual tournament for publishing tests and benchmarks: `players` entrants
 * rated from 2400 down, `rounds` rounds paired inside the score order (neighbours meet, no
 * repeat check: the site does not care), results drawn by rating from a seed, with a half-point
 * bye, a withdrawal, a forfeit and a PAB when the count is odd. The last `openBoards` boards of
 * the last round are left without a result.
 */
import { createRng, DEFAULT_SCORING } from '../../src/domain/core/index.ts'
import type {
  Board,
  GameResult,
  IndividualTournament,
  PairedRound,
  RoundRequest,
} from '../../src/domain/tournament/index.ts'

const SURNAMES = [
  'García',
  'Fernández',
  'González',
  'Rodríguez',
  'López',
  'Martínez',
  'Álvarez',
  'Suárez',
  'Menéndez',
  'Díaz',
]
const NAMES = [
  'Ana María',
  'Luis',
  'Marta',
  'José Manuel',
  'Lucía',
  'Javier',
  'María José',
  'Diego',
  'Elena',
  'Iván',
]

export interface GeneratedOptions {
  readonly players: number
  readonly rounds: number
  readonly seed?: number
  readonly openBoards?: number
  readonly name?: string
}

export function generatedTournament(o: GeneratedOptions): IndividualTournament {
  const rng = createRng(o.seed ?? 7)
  const n = o.players
  const rating = (no: number) => 2400 - Math.floor(((no - 1) * 1000) / n)
  const entrants = Array.from({ length: n }, (_, i) => ({
    startNo: i + 1,
    registryId: null,
    name: `${SURNAMES[i % 10]} ${SURNAMES[Math.floor(i / 10) % 10]}, ${NAMES[(i * 7) % 10]}`,
    sex: i % 3 === 0 ? ('w' as const) : ('m' as const),
    title: i === 0 ? 'GM' : i < 3 ? 'IM' : '',
    federation: i % 5 === 0 ? 'FRA' : 'ESP',
    fideId: String(2200000 + i + 1),
    fedaId: '',
    fideRating: i === n - 1 ? 0 : rating(i + 1),
    fedaRating: 0,
    birthDate: '',
    joinedRound: 1,
  }))
  const score = new Map(entrants.map((e) => [e.startNo, 0]))
  const withdrawn = n > 4 ? n - 1 : 0
  const rounds: PairedRound[] = []
  for (let r = 1; r <= o.rounds; r++) {
    const requests: Record<number, RoundRequest> = {}
    if (r === 2 && n > 4) requests[4] = 'half-bye'
    if (withdrawn && r > o.rounds / 2) requests[withdrawn] = 'withdrawn'
    for (const [no, req] of Object.entries(requests))
      if (req === 'half-bye') score.set(Number(no), (score.get(Number(no)) ?? 0) + 1)
    const active = entrants
      .map((e) => e.startNo)
      .filter((no) => !(no in requests))
      .sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0) || a - b)
    const bye = active.length % 2 === 1 ? (active.pop() ?? null) : null
    if (bye !== null) score.set(bye, (score.get(bye) ?? 0) + 2)
    const boards: Board[] = []
    for (let k = 0; k + 1 < active.length; k += 2) {
      const [a, b] = [active[k] as number, active[k + 1] as number]
      const [white, black] = (r + k / 2) % 2 === 0 ? [a, b] : [b, a]
      const board = boards.length + 1
      const open = r === o.rounds && board > Math.floor(active.length / 2) - (o.openBoards ?? 0)
      let result: GameResult | null = null
      if (!open) {
        const x = rng.next()
        const pWhite = 1 / (1 + 10 ** ((rating(black) - rating(white)) / 400))
        result =
          r === 3 && board === 2 ? '+/-' : x < 0.3 ? '1/2' : rng.next() < pWhite ? '1-0' : '0-1'
        const [w, bl] =
          result === '1-0' || result === '+/-' ? [2, 0] : result === '1/2' ? [1, 1] : [0, 2]
        score.set(white, (score.get(white) ?? 0) + w)
        score.set(black, (score.get(black) ?? 0) + bl)
      }
      boards.push({ board, white, black, result })
    }
    rounds.push({ round: r, boards, bye, requests, manualChanges: [] })
  }
  return {
    settings: {
      name: o.name ?? `Abierto de ${n} jugadores`,
      place: 'Oviedo',
      startDate: '2026-07-01',
      endDate: '2026-07-09',
      chiefArbiter: 'Ana Árbitro',
      deputyArbiters: ['Luis Adjunto'],
      timeControl: '90+30',
      ratingType: 'standard',
      totalRounds: o.rounds,
      system: 'dutch',
      scoring: DEFAULT_SCORING,
      tiebreaks: ['BH-C1', 'BH', 'SB', 'PS'],
      unplayed: 'fapa',
      initialColour: 'white',
      fideMode: false,
      lotSeed: 11,
    },
    entrants,
    numbersFrozen: true,
    rounds,
    pendingRequests: {},
    fideModeLeftAt: null,
  }
}
