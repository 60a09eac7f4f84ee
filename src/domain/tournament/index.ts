export * from './snapshot.ts'
