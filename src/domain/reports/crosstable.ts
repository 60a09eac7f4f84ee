import type { HalfPoints, Outcome } from '../core/index.ts'
import { floatIn, pairingScores, type Float } from '../pairing/index.ts'
import type { StandingRow } from '../tiebreaks/index.ts'
import {
  snapshotOf,
  type Colour,
  type IndividualTournament,
  type TournamentSnapshot,
} from '../tournament/index.ts'

/** One round of one player in the crosstable: the opponent's place, the colour and the outcome. */
export interface CrosstableCell {
  /** Place of the opponent in the standings order (null for byes and absences). */
  readonly opponentPlace: number | null
  readonly colour: Colour | null
  readonly outcome: Outcome
}

export interface CrosstableRow {
  /** Position in the standings order (1, 2, 3, ... even when ranks are shared). */
  readonly place: number
  readonly rank: number
  readonly startNo: number
  readonly name: string
  readonly rating: number
  readonly points: number
  /** One cell per paired round (null when the player has no entry for it). */
  readonly cells: readonly (CrosstableCell | null)[]
}

const MARK: Readonly<Record<Outcome, string>> = {
  win: '1',
  draw: '½',
  loss: '0',
  'forfeit-win': '+',
  'forfeit-loss': '-',
  'double-forfeit': '-',
  pab: 'PAB',
  'half-bye': '½B',
  'full-bye': '1B',
  'zero-bye': '0B',
  absent: '0B',
}

/**
 * The crosstable in standings order: every round of every player as the opponent's place,
 * colour and outcome, up to the last paired round.
 * @see FAPA art. 41.1.e (final standings), FIDE C.07 art. 2 (standings order)
 */
export function crosstableRows(
  t: IndividualTournament,
  standings: readonly StandingRow[],
): CrosstableRow[] {
  const snap = snapshotOf(t)
  const place = new Map(standings.map((r, i) => [r.startNo, i + 1]))
  const rounds = t.rounds.length
  return standings.map((r, i) => {
    const p = snap.players.find((x) => x.startNo === r.startNo)
    const cells: (CrosstableCell | null)[] = []
    for (let k = 0; k < rounds; k++) {
      const e = p?.rounds[k]
      cells.push(
        e
          ? {
              opponentPlace: e.opponent === null ? null : (place.get(e.opponent) ?? null),
              colour: e.colour,
              outcome: e.outcome,
            }
          : null,
      )
    }
    return {
      place: i + 1,
      rank: r.rank,
      startNo: r.startNo,
      name: p?.name ?? `#${r.startNo}`,
      rating: p?.rating ?? 0,
      points: r.points,
      cells,
    }
  })
}

/**
 * A crosstable cell as text: opponent's place, colour letter, result sign (`12w1`, `3b½`, `PAB`);
 * the colour letters are the reader's language (`b`/`n` in Spanish).
 */
export function crosstableCellText(
  cell: CrosstableCell | null,
  letters: { readonly white: string; readonly black: string },
): string {
  if (!cell) return ''
  const mark = MARK[cell.outcome]
  if (cell.opponentPlace === null) return mark
  const colour =
    cell.colour === 'white' ? letters.white : cell.colour === 'black' ? letters.black : ''
  return `${cell.opponentPlace}${colour}${mark}`
}

/** A float received in a round. @see FIDE C.04.3 (2025) A.4 */
export type FloatDirection = NonNullable<Float>

/** One round of a player's card: opponent, colour, outcome, scores before the round and float. */
export interface CardRound {
  readonly round: number
  readonly opponent: number | null
  readonly colour: Colour | null
  readonly outcome: Outcome
  /** Pairing score before the round, with any acceleration points (C.04.7). */
  readonly score: HalfPoints
  readonly opponentScore: HalfPoints | null
  readonly float: FloatDirection | null
}

/**
 * The rounds of one player with the float each gave him: a game against an opponent with a
 * different pairing score is a downfloat for the higher score and an upfloat for the lower; a
 * round not played that scored more than a loss (PAB, half- or full-point bye, forfeit win) is a
 * downfloat; a zero-point absence or a forfeit loss is none. Scores and floats are the Dutch
 * engine's own, so the card shows what the pairing program read.
 * @see FIDE C.04.3 (2025 text) A.4 floats, fide-facts 1.5
 */
export function playerCardRounds(snap: TournamentSnapshot, startNo: number): CardRound[] {
  const p = snap.players.find((x) => x.startNo === startNo)
  if (!p) return []
  const scores = pairingScores(snap, p.rounds.length)
  const out: CardRound[] = []
  p.rounds.forEach((e, i) => {
    if (!e) return
    const round = i + 1
    const score = (scores.get(startNo)?.[i] ?? 0) as HalfPoints
    const opponentScore =
      e.opponent === null ? null : ((scores.get(e.opponent)?.[i] ?? 0) as HalfPoints)
    const float = floatIn(p, round, scores, snap.scoring)
    out.push({
      round,
      opponent: e.opponent,
      colour: e.colour,
      outcome: e.outcome,
      score,
      opponentScore,
      float,
    })
  })
  return out
}
