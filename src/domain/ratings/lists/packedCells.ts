/** The cells of a packed (tab-separated) list row: empty for none. Shared by the FIDE and FEDA blocks. */
export const packCell = (v: number | string | null): string => (v === null ? '' : String(v))
export const numberCell = (s: string | undefined): number | null =>
  s === undefined || s === '' ? null : Number(s)
export const textCell = (s: string | undefined): string | null =>
  s === undefined || s === '' ? null : s
