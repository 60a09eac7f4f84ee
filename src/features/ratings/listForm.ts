/** The first day of the current month, `YYYY-MM-DD` (FIDE lists appear on the 1st, B.02 art. 7.1.3). */
export function firstOfThisMonth(): string {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-01`
}

/** Federation codes typed as "esp, FRA ;por" -> ['ESP', 'FRA', 'POR']. */
export function parseFederations(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s !== '')
}
