export * from './berger.ts'
