import type { ListError, ListParser } from '../../src/domain/ratings/index.ts'

/** Feeds `text` to a streaming list parser in chunks of `chunkSize`, then finishes it. */
export function parseChunks<P>(
  parser: ListParser<P>,
  text: string,
  chunkSize = text.length,
): { players: P[]; errors: ListError[] } {
  const players: P[] = []
  const errors: ListError[] = []
  for (let i = 0; i < text.length; i += Math.max(1, chunkSize)) {
    const b = parser.push(text.slice(i, i + Math.max(1, chunkSize)))
    players.push(...b.players)
    errors.push(...b.errors)
  }
  const end = parser.finish()
  return { players: [...players, ...end.players], errors: [...errors, ...end.errors] }
}

/** The players a streaming list parser reads from `text` fed in chunks of `chunkSize`. */
export function parseAll<P>(parser: ListParser<P>, text: string, chunkSize = text.length): P[] {
  return parseChunks(parser, text, chunkSize).players
}
