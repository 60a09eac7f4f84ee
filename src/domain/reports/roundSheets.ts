import type { HalfPoints } from '../core/index.ts'
import {
  scoreBeforeRound,
  snapshotOf,
  type GameResult,
  type IndividualTournament,
  type RoundRequest,
} from '../tournament/index.ts'

/** A player as a pairing list shows him: number, name, rating and points before the round. */
export interface SheetPlayer {
  readonly startNo: number
  readonly name: string
  readonly rating: number
  readonly points: HalfPoints
}

export interface SheetBoard {
  readonly board: number
  readonly white: SheetPlayer
  readonly black: SheetPlayer
  readonly result: GameResult | null
}

/** The pairing list of one round: boards in order, the PAB, and who is not paired and why. */
export interface PairingSheet {
  readonly round: number
  readonly boards: readonly SheetBoard[]
  readonly bye: SheetPlayer | null
  readonly notPaired: readonly { readonly player: SheetPlayer; readonly request: RoundRequest }[]
}

/** One result slip: what the players and the arbiter fill in and sign at one board. */
export interface ResultSlip {
  readonly tournament: string
  readonly round: number
  readonly board: number
  readonly white: SheetPlayer
  readonly black: SheetPlayer
}

const RESULT_TEXT: Readonly<Record<GameResult, string>> = {
  '1-0': '1-0',
  '0-1': '0-1',
  '1/2': '½-½',
  '+/-': '+/-',
  '-/+': '-/+',
  '-/-': '-/-',
}

/** A result as printed on pairing lists and reports (ASCII signs, `½` for draws). */
export function resultText(result: GameResult | null): string {
  return result === null ? '' : RESULT_TEXT[result]
}

/**
 * The pairing list of `round`: each board with both players' numbers, names, ratings and points
 * before the round, the pairing-allocated bye, and the players not paired with their request.
 * Null when the round has not been paired.
 * @see FAPA art. 41.1.e-f (the chief arbiter publishes the pairings), FIDE C.04.2 (board order)
 */
export function pairingSheet(t: IndividualTournament, round: number): PairingSheet | null {
  const r = t.rounds.find((x) => x.round === round)
  if (!r) return null
  const snap = snapshotOf(t)
  const player = (startNo: number): SheetPlayer => {
    const p = snap.players.find((x) => x.startNo === startNo)
    return {
      startNo,
      name: p?.name ?? `#${startNo}`,
      rating: p?.rating ?? 0,
      points: p ? scoreBeforeRound(p, round, snap.scoring) : (0 as HalfPoints),
    }
  }
  return {
    round,
    boards: r.boards.map((b) => ({
      board: b.board,
      white: player(b.white),
      black: player(b.black),
      result: b.result,
    })),
    bye: r.bye === null ? null : player(r.bye),
    notPaired: Object.entries(r.requests)
      .map(([no, request]) => ({ player: player(Number(no)), request }))
      .sort((a, b) => a.player.startNo - b.player.startNo),
  }
}

/**
 * One result slip per board of `round`, in board order (empty when the round is not paired).
 * @see FAPA art. 41.1.e (the arbiter collects each game's result)
 */
export function resultSlips(t: IndividualTournament, round: number): ResultSlip[] {
  const sheet = pairingSheet(t, round)
  if (!sheet) return []
  return sheet.boards.map((b) => ({
    tournament: t.settings.name,
    round,
    board: b.board,
    white: b.white,
    black: b.black,
  }))
}
