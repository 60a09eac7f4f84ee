import { shortcutsSuite } from './dutchShortcutsSuite.ts'

shortcutsSuite('dutch', (file) => Number(file.slice(6, 10)) <= 50)
