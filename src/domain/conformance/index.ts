export * from './generatedFile.ts'
export * from './checkFile.ts'
export * from './describe.ts'
export * from './campaign.ts'
