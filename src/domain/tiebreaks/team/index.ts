export * from './types.ts'
export * from './codes.ts'
export { buildTeamContext, type TeamContext, type TeamRoundView } from './context.ts'
export {
  computeBoardByBoard,
  computeBoardCount,
  computeForfeits,
  gamePointsByBoard,
} from './boardTiebreaks.ts'
export * from './scoreTiebreaks.ts'
export { computeDutchSystem, computeTeamEncounter } from './encounters.ts'
export * from './standings.ts'
