export * from './standingsTable.ts'
export * from './teamsFromTrf.ts'
