export * from './types.ts'
export * from './checker/index.ts'
export { pairRound, type PairRoundOptions } from './dutch/index.ts'
