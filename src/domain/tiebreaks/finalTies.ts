import { drawLots } from './lots.ts'

/**
 * What settles players the whole tie-break chain leaves level: a playoff (FAPA art. 29.2.d: a
 * two-game 5-minute match with colours alternating, then one armageddon game, colour drawn, 5
 * minutes for White and 4 for Black, White obliged to win) or a lot drawn with the tournament's
 * recorded seed (art. 29.1.e, 29.2.e, FIDE C.07 art. 4). Pure and independent of any screen, so
 * standings, category standings and prize lists apply the same decisions.
 */

/** One playoff game between two of the level players. */
export interface PlayoffGame {
  readonly white: number
  readonly black: number
  readonly result: '1-0' | '0-1' | '1/2'
  /** The deciding game of art. 29.2.d: a draw counts as a win for Black. */
  readonly armageddon?: boolean
}

/** How one group of level players (by start number or team id) was separated. */
export type TieDecision =
  | {
      readonly kind: 'playoff'
      readonly players: readonly number[]
      readonly games: readonly PlayoffGame[]
      /** Why it was played, e.g. 'prize' (art. 29.2.d: only to decide prizes). */
      readonly note?: string
    }
  | { readonly kind: 'lot'; readonly players: readonly number[]; readonly seed: number }

/** A line of any standings: who and the place. Equal ranks are players level. */
export interface RankedRow {
  readonly startNo: number
  readonly rank: number
}

/** A row after the decisions: how its place among level players was settled, if it was. */
export type DecidedRow<R extends RankedRow> = R & {
  /** Still level with others after the chain and every decision recorded. */
  readonly level?: true
  readonly decidedBy?: 'playoff' | 'lot'
  /** The lot number when a lot placed the player (1 = best). */
  readonly lot?: number
}

/** Groups of two or more rows sharing a rank, in standings order. */
export function levelGroups<R extends RankedRow>(rows: readonly R[]): R[][] {
  const byRank = new Map<number, R[]>()
  for (const r of rows) byRank.set(r.rank, [...(byRank.get(r.rank) ?? []), r])
  return [...byRank.values()].filter((g) => g.length > 1)
}

const sameSet = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x))

/**
 * Tiers of a playoff, best first: points of the match games among the group, then, for those
 * still level, the armageddon games among them (a draw is Black's win). Players the games do not
 * separate share a tier.
 * @see FAPA art. 29.2.d
 */
export function playoffTiers(
  players: readonly number[],
  games: readonly PlayoffGame[],
): number[][] {
  const inGroup = (g: PlayoffGame, set: readonly number[]) =>
    set.includes(g.white) && set.includes(g.black)
  const tiersBy = (set: readonly number[], score: (p: number) => number): number[][] => {
    const levels = [...new Set(set.map(score))].sort((x, y) => y - x)
    return levels.map((l) => set.filter((p) => score(p) === l))
  }
  const matchPoints = (p: number) =>
    games
      .filter((g) => !g.armageddon && inGroup(g, players))
      .reduce((s, g) => s + gamePoints(g, p), 0)
  return tiersBy(players, matchPoints).flatMap((tier) => {
    if (tier.length < 2) return [tier]
    const wins = (p: number) =>
      games
        .filter((g) => g.armageddon && inGroup(g, tier))
        .reduce((s, g) => s + armageddonWin(g, p), 0)
    return tiersBy(tier, wins)
  })
}

function gamePoints(g: PlayoffGame, p: number): number {
  if (g.result === '1/2') return p === g.white || p === g.black ? 1 : 0
  const winner = g.result === '1-0' ? g.white : g.black
  return p === winner ? 2 : 0
}

function armageddonWin(g: PlayoffGame, p: number): number {
  const winner = g.result === '1-0' ? g.white : g.black
  return p === winner ? 1 : 0
}

/** Tiers a decision makes of its players, best first. */
export function decisionTiers(d: TieDecision): number[][] {
  if (d.kind === 'playoff') return playoffTiers(d.players, d.games)
  const lots = drawLots(d.players, d.seed)
  return d.players
    .slice()
    .sort((a, b) => (lots.get(a) ?? 0) - (lots.get(b) ?? 0))
    .map((p) => [p])
}

/**
 * Applies the recorded decisions, in the order recorded, to standings whose level players share
 * a rank: a decision whose players are exactly one level group (or one tier a previous decision
 * left level) re-ranks them; players still level are marked `level`. Decisions about players who
 * are no longer level (a result changed) are ignored.
 */
export function applyTieDecisions<R extends RankedRow>(
  rows: readonly R[],
  decisions: readonly TieDecision[],
): DecidedRow<R>[] {
  let out: DecidedRow<R>[] = rows.map((r) => ({ ...r }))
  for (const d of decisions) {
    const group = levelGroups(out).find((g) =>
      sameSet(
        g.map((r) => r.startNo),
        d.players,
      ),
    )
    if (!group) continue
    const base = group[0]?.rank ?? 0
    const tiers = decisionTiers(d)
    const lots = d.kind === 'lot' ? drawLots(d.players, d.seed) : null
    const place = new Map<number, number>()
    let next = base
    for (const tier of tiers) {
      for (const p of tier) place.set(p, next)
      next += tier.length
    }
    out = out
      .map((r) => {
        const rank = place.get(r.startNo)
        if (rank === undefined) return r
        const lot = lots?.get(r.startNo)
        return { ...r, rank, decidedBy: d.kind, ...(lot === undefined ? {} : { lot }) }
      })
      .sort((a, b) => a.rank - b.rank)
  }
  const stillLevel = new Set(levelGroups(out).flatMap((g) => g.map((r) => r.startNo)))
  return out.map((r) => {
    const { level: _drop, ...rest } = r
    return stillLevel.has(r.startNo) ? { ...rest, level: true } : (rest as DecidedRow<R>)
  }) as DecidedRow<R>[]
}

/** Codes of a decision that cannot be recorded. */
export type TieDecisionError =
  | 'tie/too-few-players'
  | 'tie/repeated-player'
  | 'tie/game-outside-group'
  | 'tie/self-game'
  | 'tie/no-games'
  | 'tie/wrong-seed'

/**
 * Checks a decision's shape against the players it is about: two or more distinct players, every
 * playoff game between two of them, a lot drawn with the tournament's seed.
 */
export function checkTieDecision(d: TieDecision, recordedSeed: number): TieDecisionError[] {
  const errors: TieDecisionError[] = []
  if (d.players.length < 2) errors.push('tie/too-few-players')
  if (new Set(d.players).size !== d.players.length) errors.push('tie/repeated-player')
  if (d.kind === 'lot') {
    if (d.seed !== recordedSeed) errors.push('tie/wrong-seed')
    return errors
  }
  if (d.games.length === 0) errors.push('tie/no-games')
  if (d.games.some((g) => g.white === g.black)) errors.push('tie/self-game')
  if (d.games.some((g) => !d.players.includes(g.white) || !d.players.includes(g.black)))
    errors.push('tie/game-outside-group')
  return errors
}
