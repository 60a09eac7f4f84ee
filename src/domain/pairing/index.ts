export * from './types.ts'
export * from './checker/index.ts'
export { pairRound } from './dutch/index.ts'
