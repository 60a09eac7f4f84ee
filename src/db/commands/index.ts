export * from './command.ts'
export * from './saveClub.ts'
