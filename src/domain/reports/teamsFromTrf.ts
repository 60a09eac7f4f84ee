import { pointsFor, type Outcome } from '../core/index.ts'
import type { TournamentSnapshot } from '../tournament/index.ts'
import type { TrfDocument } from '../trf/index.ts'
import {
  MATCH_SCORING_2_1_0,
  type MatchScoring,
  type TeamBoard,
  type TeamCompetition,
  type TeamMatch,
} from '../tiebreaks/index.ts'

interface RosterTeam {
  readonly teamNo: number
  readonly name: string
  readonly players: readonly number[]
}

/** Team records of a TRF: TRF-2026 `310` rosters, else TRF-16 `013` teams numbered in order. */
export function teamRostersFromTrf(doc: TrfDocument): RosterTeam[] {
  const clean = (ps: readonly (number | null)[]): number[] =>
    ps.filter((p): p is number => p !== null && p > 0)
  const rosters = doc.records.flatMap((r) =>
    r.kind === 'team-roster' ? [{ teamNo: r.teamNo, name: r.name, players: clean(r.players) }] : [],
  )
  if (rosters.length > 0) return rosters
  return doc.records
    .flatMap((r) => (r.kind === 'team' ? [r] : []))
    .map((r, k) => ({ teamNo: k + 1, name: r.name, players: clean(r.players) }))
}

function forfeitSide(home: Outcome, away: Outcome): TeamBoard['forfeit'] {
  if (home === 'double-forfeit' || away === 'double-forfeit') return 'both'
  if (home === 'forfeit-loss') return 'home'
  return away === 'forfeit-loss' ? 'away' : undefined
}

/**
 * Team matches read from a TRF's player rounds: in each round a team's paired players, in roster
 * order, are its boards 1, 2, ...; the opponents' team is the other side. A team with no paired
 * player and a PAB gets a bye.
 * @see TRF-16 record 013, TRF-2026 record 310; FIDE C.07 art. 11
 */
export function teamCompetitionFromTrf(
  doc: TrfDocument,
  snapshot: TournamentSnapshot,
  matchScoring: MatchScoring = MATCH_SCORING_2_1_0,
): TeamCompetition {
  const teams = teamRostersFromTrf(doc)
  const teamOf = new Map<number, number>()
  teams.forEach((t) => t.players.forEach((p) => teamOf.set(p, t.teamNo)))
  const bySn = new Map(snapshot.players.map((p) => [p.startNo, p]))
  const rounds = Math.max(0, ...snapshot.players.map((p) => p.rounds.length))
  const matches: TeamMatch[] = []
  let boards = 0
  for (let r = 0; r < rounds; r++) {
    const done = new Set<number>()
    for (const t of teams) {
      if (done.has(t.teamNo)) continue
      const paired = t.players.filter((p) => bySn.get(p)?.rounds[r]?.opponent != null)
      if (paired.length === 0) {
        if (t.players.some((p) => bySn.get(p)?.rounds[r]?.outcome === 'pab'))
          matches.push({ round: r + 1, home: t.teamNo, away: null, boards: [] })
        continue
      }
      const away = teamOf.get(bySn.get(paired[0] as number)?.rounds[r]?.opponent ?? 0) ?? null
      const list: TeamBoard[] = paired.map((p) => {
        const e = bySn.get(p)?.rounds[r]
        const mine: Outcome = e?.outcome ?? 'absent'
        const theirs: Outcome = bySn.get(e?.opponent ?? 0)?.rounds[r]?.outcome ?? 'absent'
        const forfeit = forfeitSide(mine, theirs)
        return {
          home: pointsFor(mine, snapshot.scoring),
          away: pointsFor(theirs, snapshot.scoring),
          ...(forfeit ? { forfeit } : {}),
        }
      })
      boards = Math.max(boards, list.length)
      matches.push({ round: r + 1, home: t.teamNo, away, boards: list })
      done.add(t.teamNo)
      if (away !== null) done.add(away)
    }
  }
  return {
    teams: teams.map((t) => ({ teamNo: t.teamNo, name: t.name })),
    boards,
    matches,
    matchScoring,
  }
}
