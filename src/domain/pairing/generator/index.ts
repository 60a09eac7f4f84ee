export * from './options.ts'
export { expectedScore, drawResult } from './results.ts'
export { generateTournament, bakuAcceleration, type GeneratorError } from './generateTournament.ts'
