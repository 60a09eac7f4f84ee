/** The championship kinds of chapters 7 to 11 of the competition regulations. */
export const CHAMPIONSHIP_KINDS = ['zonal', 'final', 'age', 'blitz', 'rapid'] as const
export type ChampionshipKind = (typeof CHAMPIONSHIP_KINDS)[number]

/** A pairing system and playing rhythm: base minutes and increment seconds per move. */
export interface ChampionshipFormat {
  readonly system: 'swiss' | 'swiss-accelerated'
  readonly rounds: number
  readonly baseMinutes: number
  readonly incrementSeconds: number
  readonly article: string
}

/**
 * The format a championship uses unless its rules say otherwise (rounds may change with the
 * number of entries). Null for the final phase, which the regulation leaves to the circular.
 * @see FAPA art. 55.1.6, 59, 60, 62
 */
export function defaultFormat(kind: ChampionshipKind): ChampionshipFormat | null {
  switch (kind) {
    case 'zonal':
      return {
        system: 'swiss',
        rounds: 6,
        baseMinutes: 90,
        incrementSeconds: 30,
        article: 'FAPA art. 55.1.6',
      }
    case 'age':
      return {
        system: 'swiss',
        rounds: 6,
        baseMinutes: 90,
        incrementSeconds: 30,
        article: 'FAPA art. 59',
      }
    case 'blitz':
      return {
        system: 'swiss-accelerated',
        rounds: 11,
        baseMinutes: 5,
        incrementSeconds: 0,
        article: 'FAPA art. 60',
      }
    case 'rapid':
      return {
        system: 'swiss',
        rounds: 7,
        baseMinutes: 20,
        incrementSeconds: 0,
        article: 'FAPA art. 62',
      }
    case 'final':
      return null
  }
}
