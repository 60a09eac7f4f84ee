import type { FinalTieRule } from './chainEngine.ts'
import type { UnplayedModel } from './unplayedModels.ts'
import type { EncounterReading } from './directEncounter.ts'

/** The default chains of the FAPA competition regulations, by article. */
export const FAPA_CHAIN_IDS = [
  'fapa-29.1',
  'fapa-29.2',
  'fapa-29.3',
  'fapa-29.4',
  'fapa-91',
  'fapa-99',
] as const
export type FapaChainId = (typeof FAPA_CHAIN_IDS)[number]

/** A chain as a starting point the arbiter may edit before round 1. */
export interface ChainDefinition {
  readonly id: FapaChainId
  readonly article: string
  readonly kind: 'individual' | 'team'
  readonly system: 'swiss' | 'round-robin'
  /** Codes in order (individual: FIDE C.07; team: see `TEAM_BASE_CODES`). */
  readonly tiebreaks: readonly string[]
  readonly unplayed: UnplayedModel
  /**
   * Last step: lots, or a playoff where the article asks for one (prizes in 29.2.d; title,
   * promotion and relegation in 29.3.f and 29.4.g, otherwise lots).
   */
  readonly finalTie: FinalTieRule
  /** DE read as the FAPA "liguilla": mini-league points once, no re-run (art. 29.2.b, 29.3.b). */
  readonly directEncounter: EncounterReading
}

/**
 * FAPA default tie-break chains. Readings: "Sonnebörn-Berger" for teams is EMGSB (opponent's match
 * points x game points obtained, the Olympiad form); "victoria en el primer tablero..." is FIDE TBR
 * (game points board by board over all matches); "incomparecencias" are boards not filled.
 * @see FAPA art. 29.1-29.4, 91, 99
 */
export const FAPA_CHAINS: Readonly<Record<FapaChainId, ChainDefinition>> = {
  'fapa-29.1': {
    id: 'fapa-29.1',
    article: 'FAPA art. 29.1',
    kind: 'individual',
    system: 'swiss',
    tiebreaks: ['BH-C1', 'BH', 'SB', 'PS'],
    unplayed: 'fapa',
    finalTie: 'lots',
    directEncounter: 'liguilla',
  },
  'fapa-29.2': {
    id: 'fapa-29.2',
    article: 'FAPA art. 29.2',
    kind: 'individual',
    system: 'round-robin',
    tiebreaks: ['SB', 'DE', 'WIN'],
    unplayed: 'fapa',
    finalTie: 'playoff',
    directEncounter: 'liguilla',
  },
  'fapa-29.3': {
    id: 'fapa-29.3',
    article: 'FAPA art. 29.3',
    kind: 'team',
    system: 'round-robin',
    tiebreaks: ['FORF', 'DE', 'HOL', 'TBR', 'EMGSB'],
    unplayed: 'fapa',
    finalTie: 'playoff',
    directEncounter: 'liguilla',
  },
  'fapa-29.4': {
    id: 'fapa-29.4',
    article: 'FAPA art. 29.4',
    kind: 'team',
    system: 'swiss',
    tiebreaks: ['FORF', 'BH:MP/C1', 'BH:MP', 'EMGSB', 'PS:MP', 'GP'],
    unplayed: 'fapa',
    finalTie: 'playoff',
    directEncounter: 'liguilla',
  },
  'fapa-91': {
    id: 'fapa-91',
    article: 'FAPA art. 91',
    kind: 'team',
    system: 'round-robin',
    tiebreaks: ['DE', 'HOL', 'TBR', 'EMGSB'],
    unplayed: 'fapa',
    finalTie: 'lots',
    directEncounter: 'liguilla',
  },
  'fapa-99': {
    id: 'fapa-99',
    article: 'FAPA art. 99',
    kind: 'team',
    system: 'round-robin',
    tiebreaks: ['DE', 'HOL', 'TBR', 'EMGSB'],
    unplayed: 'fapa',
    finalTie: 'lots',
    directEncounter: 'liguilla',
  },
}

/** True when a string names a FAPA chain. */
export function isFapaChainId(value: string): value is FapaChainId {
  return (FAPA_CHAIN_IDS as readonly string[]).includes(value)
}
