import { shortcutsSuite } from './dutchShortcutsSuite.ts'

shortcutsSuite('dutch-accelerated')
