import { goldenSuite } from './dutchGoldenSuite.ts'

goldenSuite('dutch', (file) => Number(file.slice(6, 10)) > 75)
