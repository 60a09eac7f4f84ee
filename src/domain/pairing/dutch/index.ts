import { err, ok, type Result } from '../../core/index.ts'
import type { PairedGame, PairingFailure, PairingRequest, RoundPairing } from '../types.ts'
import { pairBracket } from './bracket.ts'
import { colourFor } from './colours.ts'
import { buildPlayers, ranksAbove, type DutchPlayer } from './players.ts'

function boardOrder(
  pairs: readonly (readonly [DutchPlayer, DutchPlayer])[],
): (readonly [DutchPlayer, DutchPlayer])[] {
  const keyed = pairs.map(([a, b]) => (ranksAbove(a, b) ? ([a, b] as const) : ([b, a] as const)))
  return keyed.sort(
    ([a1, b1], [a2, b2]) =>
      a2.score - a1.score || a2.score + b2.score - (a1.score + b1.score) || a1.id - a2.id,
  )
}

/** Optional hooks of a pairing run. */
export interface PairRoundOptions {
  /**
   * Called after each score group is paired with the number of players placed so far (paired,
   * floated down or given the bye) and the number of players to pair; lets a screen show progress.
   */
  readonly onProgress?: (placed: number, total: number) => void
  /**
   * False turns every shortcut off (the perfect candidate, the bracket solved alone, the argued
   * floater equivalence): each bracket is then decided by its exact graph. The pairing is the
   * same either way; tests compare the two. Default true.
   */
  readonly shortcuts?: boolean
}

/**
 * Pairs round `request.round` with the FIDE Dutch system; games in board order, White first.
 * @see FIDE C.04.3 (2025 text, in force from 1 February 2026), C.04.2 board order, C.04.7
 */
export function pairRound(
  request: PairingRequest,
  options: PairRoundOptions = {},
): Result<RoundPairing, PairingFailure> {
  const { round, tournament } = request
  if (round < 1)
    return err({ code: 'pairing/invalid-request', round, detail: 'round must be at least 1' })
  const players = buildPlayers(request)
  const scores = [...new Set(players.map((p) => p.score))]
  let withBye = players.length % 2 === 1
  let mdps: DutchPlayer[] = []
  let bye: DutchPlayer | null = null
  const pairs: (readonly [DutchPlayer, DutchPlayer])[] = []
  for (const score of scores) {
    const residents = players.filter((p) => p.score === score)
    const lower = players.filter((p) => p.score < score)
    const out = pairBracket({
      mdps,
      residents,
      lower,
      withBye,
      initial: tournament.initialColour,
      shortcuts: options.shortcuts ?? true,
    })
    if (!out) return err({ code: 'pairing/no-legal-pairing', round })
    pairs.push(...out.pairs)
    mdps = [...out.downfloaters]
    if (out.bye) {
      bye = out.bye
      withBye = false
    }
    options.onProgress?.(players.length - lower.length, players.length)
  }
  if (mdps.length > 0) return err({ code: 'pairing/no-legal-pairing', round })
  const games: PairedGame[] = boardOrder(pairs).map(([a, b]) => {
    const c = colourFor(a, b, tournament.initialColour)
    return c === 'white' ? { white: a.id, black: b.id } : { white: b.id, black: a.id }
  })
  return ok({ round, games, bye: bye ? bye.id : null })
}
