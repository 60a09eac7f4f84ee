export * from './tables.ts'
