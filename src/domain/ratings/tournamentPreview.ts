import { isPlayed, pointsFor } from '../core/index.ts'
import type { TournamentPlayer, TournamentSnapshot } from '../tournament/index.ts'
import { initialRating, performanceRating, type InitialRating } from './performance.ts'
import { previewRatingChange, type RatingPreview } from './preview.ts'
import type { RatingGame } from './ratingChange.ts'
import type { IsoDate, RatingKind } from './types.ts'

/** What the tournament file does not say about a player but K depends on. */
export interface PlayerRatingFacts {
  readonly gamesBefore: number
  readonly birthYear: number | null
  readonly hasReached2400: boolean
}

/** The end-of-tournament figures of one player. */
export interface TournamentRatingLine {
  readonly startNo: number
  readonly name: string
  readonly rating: number
  /** Rated players: the change per B.02 art. 8.3. */
  readonly change: RatingPreview | null
  /** Unrated players: the first rating these games would give (before pooling with other events). */
  readonly initial: InitialRating | null
  /** Performance against rated opponents in played, rated games. */
  readonly performance: number | null
}

/** Facts assumed when none are given: an established adult, K from the rating alone. */
function assumedFacts(p: TournamentPlayer): PlayerRatingFacts {
  const year = p.birthDate ? Number.parseInt(p.birthDate.slice(0, 4), 10) : Number.NaN
  return {
    gamesBefore: 30,
    birthYear: Number.isNaN(year) ? null : year,
    hasReached2400: p.rating >= 2400,
  }
}

function gamesOf(
  p: TournamentPlayer,
  byStartNo: ReadonlyMap<number, TournamentPlayer>,
): RatingGame[] {
  const games: RatingGame[] = []
  for (const entry of p.rounds) {
    if (!entry || entry.opponent === null) continue
    const opponent = byStartNo.get(entry.opponent)
    // A game marked unrated in the file (fewer than one move each) counts as not played.
    const outcome = entry.unrated ? 'forfeit-win' : entry.outcome
    games.push({
      outcome,
      opponentRating: opponent && opponent.rating > 0 ? opponent.rating : null,
    })
  }
  return games
}

/**
 * The rating-change preview of every player at the end of a tournament: change for rated players,
 * a first rating for unrated ones, and the performance. `facts` supplies K inputs per start number.
 * @see FIDE B.02 art. 8.2, 8.3; fide-facts section 6.2-6.3
 */
export function previewTournamentRatings(
  t: TournamentSnapshot,
  kind: RatingKind,
  date: IsoDate,
  facts: ReadonlyMap<number, PlayerRatingFacts> = new Map(),
): TournamentRatingLine[] {
  const byStartNo = new Map(t.players.map((p) => [p.startNo, p]))
  return t.players.map((p) => {
    const games = gamesOf(p, byStartNo)
    const rated = games.filter((g) => isPlayed(g.outcome) && g.opponentRating !== null)
    const opponents = rated.map((g) => g.opponentRating as number)
    const score = rated.reduce((s, g) => s + pointsFor(g.outcome), 0)
    const performance = performanceRating(opponents, score)
    if (p.rating <= 0) {
      return {
        startNo: p.startNo,
        name: p.name,
        rating: 0,
        change: null,
        initial: initialRating(opponents, score, date),
        performance,
      }
    }
    const f = facts.get(p.startNo) ?? assumedFacts(p)
    const change = previewRatingChange({ kind, date, rating: p.rating, ...f, games })
    return {
      startNo: p.startNo,
      name: p.name,
      rating: p.rating,
      change,
      initial: null,
      performance,
    }
  })
}
