import { cleanInputText } from '../core/index.ts'

/**
 * Trims and collapses inner runs of spaces, as names are typed by hand, and removes control and
 * bidirectional-override characters (the one input cleaning of `core/inputText.ts`).
 */
export function cleanText(s: string): string {
  return cleanInputText(s)
}

/** Lower-case text without accents, used to compare and search names ("Ñ" stays "n"). */
export function foldText(s: string): string {
  return cleanText(s)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}
