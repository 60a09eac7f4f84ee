export * from './types.ts'
export * from './checker/index.ts'
export { pairRound, type PairRoundOptions } from './dutch/index.ts'
export { floatIn, pairingScores, type Float } from './dutch/players.ts'
