import type { Rng } from '../../core/index.ts'
import type { RoundEntry } from '../../tournament/index.ts'
import type { PairedGame } from '../types.ts'
import type { GeneratorOptions } from './options.ts'

/** Expected score of a player rated `a` against `b` (logistic Elo curve). @see FIDE B.02 */
export function expectedScore(a: number, b: number): number {
  return 1 / (1 + 10 ** ((b - a) / 400))
}

/** Draws a rating-weighted result for one board: the two players' round entries. @see FIDE B.02 expected score */
export function drawResult(
  game: PairedGame,
  ratings: ReadonlyMap<number, number>,
  o: GeneratorOptions,
  rng: Rng,
): [RoundEntry, RoundEntry] {
  const w = (outcome: RoundEntry['outcome']): RoundEntry => ({
    opponent: game.black,
    colour: 'white',
    outcome,
  })
  const b = (outcome: RoundEntry['outcome']): RoundEntry => ({
    opponent: game.white,
    colour: 'black',
    outcome,
  })
  if (rng.next() < o.forfeitRate) {
    if (rng.next() < 0.1) return [w('double-forfeit'), b('double-forfeit')]
    return rng.next() < 0.5
      ? [w('forfeit-win'), b('forfeit-loss')]
      : [w('forfeit-loss'), b('forfeit-win')]
  }
  if (rng.next() < o.drawRate) return [w('draw'), b('draw')]
  const e = expectedScore(ratings.get(game.white) ?? 0, ratings.get(game.black) ?? 0)
  return rng.next() < e ? [w('win'), b('loss')] : [w('loss'), b('win')]
}
