export * from './snapshot.ts'
export { scoreBeforeRound, truncateBeforeRound, absentInRound } from './rounds.ts'
