export * from './foldLog.ts'
