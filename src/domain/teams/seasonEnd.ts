import type { ClubId, TeamId } from '../core/index.ts'
import {
  betterForPromotion,
  byPercentage,
  CLUB_LIMIT,
  DIVISION_SIZE,
  PROMOTE,
  RELEGATE,
  type DivisionStanding,
  type Move,
  type MoveReason,
  type RankedTeam,
  type SeasonProposal,
} from './promotion.ts'
import { violation, type Division, type Violation } from './types.ts'

/** What the season's end is computed from. */
export interface SeasonEndInput {
  readonly standings: readonly DivisionStanding[]
  /** Teams withdrawn, eliminated or disqualified (art. 76.1, 76.3). */
  readonly departed: ReadonlySet<TeamId>
  /** Teams that do not register next season (art. 76.8). */
  readonly notRegistering?: ReadonlySet<TeamId>
}

interface Work {
  readonly input: SeasonEndInput
  readonly info: Map<TeamId, RankedTeam & { division: Division }>
  readonly next: Map<TeamId, Division>
  moves: Move[]
  readonly notes: Violation[]
}

const ARTICLE: Record<MoveReason, string> = {
  promoted: '76.1',
  relegated: '76.1',
  departed: '76.1',
  'not-registered': '76.8',
  'club-limit-down': '76.7',
  repechage: '76.9',
}

function move(w: Work, teamId: TeamId, to: Division, reason: MoveReason): void {
  const from = w.info.get(teamId)?.division ?? to
  w.next.set(teamId, to)
  w.moves = w.moves.filter((m) => m.teamId !== teamId)
  if (from !== to) w.moves.push({ teamId, from, to, reason, article: ARTICLE[reason] })
}

function clubCount(w: Work, clubId: ClubId, d: Division, except?: TeamId): number {
  let n = 0
  for (const [id, div] of w.next)
    if (div === d && id !== except && w.info.get(id)?.clubId === clubId) n++
  return n
}

const free = (w: Work, id: TeamId) => !w.moves.some((m) => m.teamId === id)

/** Fills one promotion source (a division or 3rd-division group) under the club limit. @see FAPA art. 76.4-76.6 */
function promoteFrom(w: Work, s: DivisionStanding, to: Division, slots: number): void {
  let taken = 0
  for (const cand of s.ranking) {
    if (taken >= slots) break
    if (w.input.departed.has(cand.teamId) || !free(w, cand.teamId)) continue
    if (clubCount(w, cand.clubId, to) < CLUB_LIMIT[to]) {
      move(w, cand.teamId, to, 'promoted')
      taken++
      continue
    }
    // Two promoted teams of one club: the better by 76.4 goes up, the other yields its place.
    const rival = w.moves.find(
      (m) => m.reason === 'promoted' && m.to === to && w.info.get(m.teamId)?.clubId === cand.clubId,
    )
    const r = rival && w.info.get(rival.teamId)
    if (r && betterForPromotion(cand, r)) {
      move(w, r.teamId, r.division, 'promoted')
      w.notes.push(
        violation('season/promotion-blocked', '76.4', 'promotion-blocked', { teamId: r.teamId }),
      )
      move(w, cand.teamId, to, 'promoted')
      taken++
    } else
      w.notes.push(
        violation('season/promotion-blocked', '76.5', 'promotion-blocked', { teamId: cand.teamId }),
      )
  }
}

/** Pushes the highest letter of a club above the limit one division down, top to bottom. @see FAPA art. 76.7 */
function enforceClubLimits(w: Work): void {
  for (const d of [1, 2, 3] as const) {
    const clubs = new Set(
      [...w.next].filter(([, div]) => div === d).map(([id]) => w.info.get(id)?.clubId),
    )
    for (const club of clubs) {
      if (!club) continue
      while (clubCount(w, club, d) > CLUB_LIMIT[d]) {
        const ids = [...w.next]
          .filter(([id, div]) => div === d && w.info.get(id)?.clubId === club)
          .map(([id]) => id)
        const worst = ids.sort((a, b) =>
          (w.info.get(b)?.letter ?? '').localeCompare(w.info.get(a)?.letter ?? ''),
        )[0]
        if (!worst) break
        move(w, worst, (d + 1) as Division, 'club-limit-down')
      }
    }
  }
}

/** Repechage to keep 12 / 12 / 24 teams in the divisions played. @see FAPA art. 76.2, 76.3, 76.9.2 */
function fillUp(w: Work): void {
  for (const d of [1, 2, 3] as const) {
    if (!w.input.standings.some((s) => s.division === d)) continue
    const count = () => [...w.next.values()].filter((x) => x === d).length
    const below = (d + 1) as Division
    const relegated = w.moves
      .filter((m) => m.from === d && m.reason === 'relegated')
      .map((m) => w.info.get(m.teamId))
    const lower = [...w.info.values()].filter(
      (t) => t.division === below && w.next.get(t.teamId) === below,
    )
    const pools = [relegated, lower].map((p) =>
      p
        .filter(
          (t): t is RankedTeam & { division: Division } => !!t && !w.input.departed.has(t.teamId),
        )
        .sort(byPercentage),
    )
    for (const t of pools.flat()) {
      if (count() >= DIVISION_SIZE[d]) break
      if (w.next.get(t.teamId) === d || clubCount(w, t.clubId, d) >= CLUB_LIMIT[d]) continue
      move(w, t.teamId, d, 'repechage')
    }
  }
}

/**
 * Next season's divisions: the champion, the relegated and promoted teams of art. 76.1, departed
 * and unregistered teams down (76.1, 76.8), the club limits of 68.2 (76.4-76.7), and repechage to
 * keep the division sizes (76.2, 76.9). The result is a proposal the committee may edit.
 * @see FAPA art. 76
 */
export function proposeSeasonEnd(input: SeasonEndInput): SeasonProposal {
  const w: Work = { info: new Map(), next: new Map(), moves: [], notes: [], input }
  for (const s of input.standings)
    for (const t of s.ranking) w.info.set(t.teamId, { ...t, division: s.division })
  for (const [id, t] of w.info) w.next.set(id, t.division)
  for (const id of input.notRegistering ?? []) move(w, id, 4, 'not-registered')
  for (const id of input.departed) {
    const d = w.info.get(id)?.division
    if (d && free(w, id)) move(w, id, Math.min(4, d + 1) as Division, 'departed')
  }
  for (const s of input.standings) {
    if (s.division === 4) continue
    const n = RELEGATE[s.division]
    for (const t of s.ranking.slice(-n))
      if (free(w, t.teamId)) move(w, t.teamId, (s.division + 1) as Division, 'relegated')
  }
  for (const to of [1, 2, 3] as const) {
    const from = (to + 1) as 2 | 3 | 4
    for (const s of input.standings.filter((x) => x.division === from))
      promoteFrom(w, s, to, PROMOTE[from])
  }
  enforceClubLimits(w)
  fillUp(w)
  enforceClubLimits(w)
  return finish(w, input)
}

function finish(w: Work, input: SeasonEndInput): SeasonProposal {
  const divisions: Record<Division, TeamId[]> = { 1: [], 2: [], 3: [], 4: [] }
  for (const [id, d] of w.next) divisions[d].push(id)
  const first = input.standings
    .find((s) => s.division === 1)
    ?.ranking.find((t) => !input.departed.has(t.teamId))
  return { champion: first?.teamId ?? null, moves: w.moves, divisions, notes: w.notes }
}

/** Club-limit and size problems of a (possibly edited) proposal. @see FAPA art. 68.2, 71 */
export function checkProposal(
  p: SeasonProposal,
  clubOf: (t: TeamId) => ClubId | undefined,
): Violation[] {
  const out: Violation[] = []
  for (const d of [1, 2, 3] as const) {
    const teams = p.divisions[d]
    if (teams.length !== DIVISION_SIZE[d])
      out.push(
        violation('season/division-size', '71', 'not-allowed', {
          detail: `${d}: ${teams.length}/${DIVISION_SIZE[d]}`,
        }),
      )
    const count = new Map<ClubId | undefined, number>()
    for (const t of teams) {
      const c = clubOf(t)
      count.set(c, (count.get(c) ?? 0) + 1)
      if ((count.get(c) ?? 0) > CLUB_LIMIT[d])
        out.push(violation('season/club-limit', '68.2', 'not-allowed', { teamId: t }))
    }
  }
  return out
}

/** The committee's edit: places a team in another division and keeps the move list in step. @see FAPA art. 76.9, 116 */
export function editProposal(
  p: SeasonProposal,
  teamId: TeamId,
  to: Division,
  from: Division,
): SeasonProposal {
  const divisions = { ...p.divisions } as Record<Division, readonly TeamId[]>
  for (const d of [1, 2, 3, 4] as const) divisions[d] = divisions[d].filter((t) => t !== teamId)
  divisions[to] = [...divisions[to], teamId]
  const moves = p.moves.filter((m) => m.teamId !== teamId)
  const original = p.moves.find((m) => m.teamId === teamId)?.from ?? from
  if (original !== to)
    moves.push({ teamId, from: original, to, reason: 'repechage', article: '76.9' })
  return { ...p, divisions, moves }
}
