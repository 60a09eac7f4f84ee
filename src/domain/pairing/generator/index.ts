export * from './options.ts'
export { expectedScore, drawResult } from './results.ts'
export {
  generateTournament,
  bakuAcceleration,
  type GeneratorError,
  type GeneratorPairingError,
} from './generateTournament.ts'
