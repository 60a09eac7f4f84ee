/** Trims and collapses inner runs of spaces, as names are typed by hand. */
export function cleanText(s: string): string {
  return s.trim().replace(/\s+/g, ' ')
}

/** Lower-case text without accents, used to compare and search names ("Ñ" stays "n"). */
export function foldText(s: string): string {
  return cleanText(s)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}
