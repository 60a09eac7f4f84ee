import { goldenSuite } from './dutchGoldenSuite.ts'

goldenSuite('dutch-accelerated')
