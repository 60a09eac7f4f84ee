export * from './unplayedModels.ts'
export * from './values.ts'
export * from './codes.ts'
export {
  buildContext,
  roundsWithResults,
  type ContextOptions,
  type PairingSystem,
  type RoundView,
  type TieBreakContext,
} from './context.ts'
export { selectCuts, sumUncut, sumWithCuts, type Contribution, type CutRule } from './modifiers.ts'
export { computeBuchholz } from './buchholz.ts'
export { computeSonnebornBerger } from './sonnebornBerger.ts'
export { computeProgressive } from './progressive.ts'
export * from './counts.ts'
export { computeKoya } from './koya.ts'
export * from './ratingTiebreaks.ts'
export { computeAverageOpponentBuchholz } from './averageBuchholz.ts'
export {
  computeDirectEncounter,
  rankByMiniTable,
  tierValues,
  type DirectEncounterOptions,
  type EncounterReading,
} from './directEncounter.ts'
export { drawLots } from './lots.ts'
export { LOWER_IS_BETTER, TIEBREAK_REGISTRY, type TieBreakFunction } from './registry.ts'
export { computeForeBuchholz } from './finalRoundBuchholz.ts'
export * from './standings.ts'
export * from './chainEngine.ts'
export * from './chains.ts'
export * from './team/index.ts'
export * from './finalTies.ts'
export * from './errorCodes.ts'
