export * from './foldLog.ts'
export * from './errorCodes.ts'
