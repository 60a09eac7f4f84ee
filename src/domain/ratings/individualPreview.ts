import { err, isPlayed, ok, pointsFor, type Outcome, type Result } from '../core/index.ts'
import {
  isRoundComplete,
  snapshotOf,
  type IndividualTournament,
  type TournamentSnapshot,
} from '../tournament/index.ts'
import type { KFactor } from './kFactor.ts'
import type { InitialRating } from './performance.ts'
import { startingRating } from './performance.ts'
import { appliesFourHundredRule, type UnratedGameReason } from './ratingChange.ts'
import { previewTournamentRatings, type PlayerRatingFacts } from './tournamentPreview.ts'
import { b02EditionOn, type B02Edition, type IsoDate, type RatingKind } from './types.ts'

/** A player's published ratings when the registry knows them (by start number). */
export interface KnownRatings {
  /** The rating of the tournament's own list (rapid for a rapid event), null when unrated. */
  readonly own: number | null
  readonly standard: number | null
}

/** Where the rating used for a player came from. */
export type PreviewRatingFrom = 'own-list' | 'standard-list' | 'registration' | 'unrated'

/** One game in the preview: the figures of B.02 art. 8.3, in hundredths where fractional. */
export interface PreviewGame {
  readonly round: number
  readonly opponentNo: number
  readonly opponentName: string
  readonly opponentRating: number | null
  readonly outcome: Outcome
  readonly rated: boolean
  readonly reason: UnratedGameReason | null
  readonly difference: number
  /** The difference after the 400-point rule. */
  readonly differenceUsed: number
  /** True when the 400-point rule changed the difference. */
  readonly capped: boolean
  readonly expected: number
  readonly delta: number
}

/** One player's row of the end-of-tournament preview. */
export interface PreviewRow {
  readonly startNo: number
  readonly name: string
  readonly rating: number | null
  readonly ratingFrom: PreviewRatingFrom
  /** Whether the 400-point rule applies to this player (it does not at 2650+ in standard from Oct 2025). */
  readonly fourHundredRule: boolean
  readonly games: readonly PreviewGame[]
  readonly ratedGames: number
  /** Score in the rated games, half-points. */
  readonly ratedScore: number
  /** Sum of the expected scores of the rated games, hundredths. */
  readonly expectedSum: number
  readonly k: KFactor | null
  readonly change: number | null
  readonly newRating: number | null
  readonly initial: InitialRating | null
  readonly performance: number | null
}

export interface TournamentRatingPreview {
  readonly kind: RatingKind
  readonly date: IsoDate
  readonly edition: B02Edition
  readonly rows: readonly PreviewRow[]
}

export type RatingPreviewError = { readonly code: 'rating-preview/not-finished' }

/** The rating each entrant starts from: the own list, in rapid/blitz else the standard one. @see fide-facts 6.4 */
function resolveRating(
  kind: RatingKind,
  registered: number,
  known: KnownRatings | undefined,
): { rating: number | null; from: PreviewRatingFrom } {
  if (!known) {
    // The registration keeps the standard rating; in rapid and blitz an unrated player starts from it.
    return registered > 0
      ? { rating: registered, from: kind === 'standard' ? 'registration' : 'standard-list' }
      : { rating: null, from: 'unrated' }
  }
  const rating = startingRating(kind, known.own, known.standard)
  if (rating === null) return { rating: null, from: 'unrated' }
  return { rating, from: known.own !== null ? 'own-list' : 'standard-list' }
}

function withRatings(s: TournamentSnapshot, ratings: ReadonlyMap<number, number | null>) {
  return {
    ...s,
    players: s.players.map((p) => ({ ...p, rating: ratings.get(p.startNo) ?? 0 })),
  }
}

/**
 * The rating-change preview of every player of a finished individual tournament, in the tournament's
 * rating list (standard, rapid or blitz) on its last day: per game the difference, the 400-point
 * rule, the expected score; per player K, the change and the new rating, or a first rating for an
 * unrated player, and the performance. `known` gives the list ratings by start number when the
 * registry has them; `facts` the K inputs (an established adult is assumed otherwise).
 * @see FIDE B.02 art. 8.1-8.3, fide-facts section 6.2-6.4
 */
export function previewIndividualTournament(
  t: IndividualTournament,
  known: ReadonlyMap<number, KnownRatings> = new Map(),
  facts: ReadonlyMap<number, PlayerRatingFacts> = new Map(),
): Result<TournamentRatingPreview, RatingPreviewError> {
  const total = t.settings.totalRounds
  if (t.rounds.length < total || !t.rounds.every(isRoundComplete))
    return err({ code: 'rating-preview/not-finished' })
  const kind = t.settings.ratingType
  const date = t.settings.endDate || t.settings.startDate
  const resolved = new Map(
    t.entrants.map((e) => [e.startNo, resolveRating(kind, e.fideRating, known.get(e.startNo))]),
  )
  const snapshot = withRatings(
    snapshotOf(t),
    new Map([...resolved].map(([no, r]) => [no, r.rating])),
  )
  const lines = previewTournamentRatings(snapshot, kind, date, facts)
  const byNo = new Map(snapshot.players.map((p) => [p.startNo, p]))
  const rows = snapshot.players.map((p, i): PreviewRow => {
    const line = lines[i]
    const r = resolved.get(p.startNo) ?? { rating: null, from: 'unrated' as const }
    const rated = line?.change?.lines ?? []
    let g = 0
    const games: PreviewGame[] = []
    p.rounds.forEach((entry, round) => {
      if (!entry || entry.opponent === null) return
      const opp = byNo.get(entry.opponent)
      const l = rated[g++]
      const opponentRating = opp && opp.rating > 0 ? opp.rating : null
      // An unrated player's games against rated opponents count towards a first rating (art. 8.2).
      const countsForFirst = r.rating === null && isPlayed(entry.outcome) && opponentRating !== null
      games.push({
        round: round + 1,
        opponentNo: entry.opponent,
        opponentName: opp?.name ?? '',
        opponentRating,
        outcome: entry.outcome,
        rated: l?.rated ?? countsForFirst,
        reason: l?.reason ?? null,
        difference: l?.difference ?? 0,
        differenceUsed: l?.differenceUsed ?? 0,
        capped: l !== undefined && l.rated && l.difference !== l.differenceUsed,
        expected: l?.expected ?? 0,
        delta: l?.delta ?? 0,
      })
    })
    const ratedGames = games.filter((x) => x.rated)
    return {
      startNo: p.startNo,
      name: p.name,
      rating: r.rating,
      ratingFrom: r.from,
      fourHundredRule: r.rating !== null && appliesFourHundredRule(r.rating, kind, date),
      games,
      ratedGames: ratedGames.length,
      ratedScore: ratedGames.reduce((s, x) => s + pointsFor(x.outcome), 0),
      expectedSum: ratedGames.reduce((s, x) => s + x.expected, 0),
      k: line?.change?.k ?? null,
      change: line?.change?.change ?? null,
      newRating: line?.change?.newRating ?? null,
      initial: line?.initial ?? null,
      performance: line?.performance ?? null,
    }
  })
  return ok({ kind, date, edition: b02EditionOn(date), rows })
}
