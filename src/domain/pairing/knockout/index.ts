export * from './bracket.ts'
export * from './cup.ts'
