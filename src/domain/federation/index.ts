export * from './errors.ts'
export * from './text.ts'
export * from './club.ts'
