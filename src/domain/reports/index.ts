export * from './standingsTable.ts'
export * from './teamsFromTrf.ts'
export * from './individualTrf.ts'
export * from './individualStandings.ts'
