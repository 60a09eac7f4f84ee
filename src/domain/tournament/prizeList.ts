/**
 * The prize list of an individual tournament as the bases announce it: each prize with the
 * category it is for (the whole field, an age group, women, a rating band, a club or a province), in the
 * order the bases rank them, and whether a player may take more than one.
 * @see FAPA art. 58 (age groups), art. 29.2.d (playoffs for prizes)
 */
import { err, ok, type Result } from '../core/index.ts'
import type { IndividualTournament } from './individual.ts'
import type { TournamentError } from './operations.ts'

/** The age groups of FAPA art. 58, by age on 31 December of the year the season ends. */
export const AGE_GROUPS = ['U10', 'U12', 'U14', 'U16', 'U18', 'veterans'] as const
export type AgeGroup = (typeof AGE_GROUPS)[number]

export type PrizeCategory =
  | { readonly kind: 'general' }
  | { readonly kind: 'age'; readonly group: AgeGroup }
  | { readonly kind: 'women' }
  /** Tournament rating from `min` to `max` inclusive (unrated players count as 0). */
  | { readonly kind: 'rating'; readonly min: number; readonly max: number }
  | { readonly kind: 'club'; readonly club: string }
  /** Players whose club is in this province (the registry club's province). */
  | { readonly kind: 'province'; readonly province: string }

export const PRIZE_CATEGORY_KINDS = [
  'general',
  'age',
  'women',
  'rating',
  'club',
  'province',
] as const

export interface Prize {
  /** What the bases call it: "1.º general", "Mejor Sub 12", "150 €". */
  readonly label: string
  readonly category: PrizeCategory
}

export interface PrizeList {
  /** In the order of the bases: each prize goes before the ones after it. */
  readonly prizes: readonly Prize[]
  /** One prize per player unless the bases say otherwise. */
  readonly onePerPlayer: boolean
  /** The year whose 31 December the ages are counted on (the year the season ends). */
  readonly referenceYear: number
}

/** Largest prize list kept. */
export const PRIZES_MAX = 200

/** Stores the prize list, checked: labels given, bands in range, a plausible reference year. */
export function setPrizeList(
  t: IndividualTournament,
  list: PrizeList,
): Result<IndividualTournament, TournamentError[]> {
  if (list.prizes.length > PRIZES_MAX)
    return err([{ code: 'prize/too-many', params: { max: PRIZES_MAX } }])
  if (
    !Number.isInteger(list.referenceYear) ||
    list.referenceYear < 1900 ||
    list.referenceYear > 9999
  )
    return err([{ code: 'prize/bad-year' }])
  for (const [i, p] of list.prizes.entries()) {
    if (p.label.trim() === '')
      return err([{ code: 'prize/label-required', params: { line: i + 1 } }])
    const c = p.category
    if (
      c.kind === 'rating' &&
      !(
        Number.isInteger(c.min) &&
        Number.isInteger(c.max) &&
        c.min >= 0 &&
        c.max >= c.min &&
        c.max <= 4000
      )
    )
      return err([{ code: 'prize/bad-band', params: { line: i + 1 } }])
    if (c.kind === 'club' && c.club.trim() === '')
      return err([{ code: 'prize/club-required', params: { line: i + 1 } }])
    if (c.kind === 'province' && c.province.trim() === '')
      return err([{ code: 'prize/province-required', params: { line: i + 1 } }])
  }
  return ok({ ...t, prizes: list })
}

const AGE_WORDS: Readonly<Record<string, AgeGroup>> = {
  sub10: 'U10',
  sub12: 'U12',
  sub14: 'U14',
  sub16: 'U16',
  sub18: 'U18',
  u10: 'U10',
  u12: 'U12',
  u14: 'U14',
  u16: 'U16',
  u18: 'U18',
  veteranos: 'veterans',
  veterano: 'veterans',
  veterans: 'veterans',
}

/**
 * The category written after the bar of a prize line: general, sub12, mujer, elo 1600-1800,
 * club X, provincia X.
 */
export function readPrizeCategory(text: string): PrizeCategory | null {
  const s = text.trim()
  const lower = s.toLowerCase().replace(/\s+/g, ' ')
  if (lower === '' || lower === 'general') return { kind: 'general' }
  if (['mujer', 'mujeres', 'femenino', 'women', 'woman'].includes(lower)) return { kind: 'women' }
  const age = AGE_WORDS[lower.replace(/[\s-]/g, '')]
  if (age) return { kind: 'age', group: age }
  const band = /^(?:elo|rating) (\d{1,4}) ?- ?(\d{1,4})$/.exec(lower)
  if (band) return { kind: 'rating', min: Number(band[1]), max: Number(band[2]) }
  const club = /^club (.+)$/i.exec(s)
  if (club?.[1]) return { kind: 'club', club: club[1].trim() }
  const province = /^(?:provincia|province) (.+)$/i.exec(s)
  if (province?.[1]) return { kind: 'province', province: province[1].trim() }
  return null
}

/** Reads one prize a line, `label | category`, with a located error for each bad line. */
export function readPrizeLines(
  text: string,
): Result<Prize[], { readonly code: string; readonly params: { line: number } }[]> {
  const prizes: Prize[] = []
  const errors: { code: string; params: { line: number } }[] = []
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === '') return
    const [label = '', category = ''] = raw.split('|')
    const c = readPrizeCategory(category)
    if (label.trim() === '') errors.push({ code: 'prize/label-required', params: { line: i + 1 } })
    else if (c === null) errors.push({ code: 'prize/bad-category', params: { line: i + 1 } })
    else prizes.push({ label: label.trim(), category: c })
  })
  return errors.length > 0 ? err(errors) : ok(prizes)
}

/** A prize as a line of the editor (the inverse of `readPrizeLines`). */
export function prizeLine(p: Prize): string {
  const c = p.category
  const words: Record<AgeGroup, string> = {
    U10: 'sub10',
    U12: 'sub12',
    U14: 'sub14',
    U16: 'sub16',
    U18: 'sub18',
    veterans: 'veteranos',
  }
  const cat =
    c.kind === 'general'
      ? 'general'
      : c.kind === 'women'
        ? 'mujer'
        : c.kind === 'age'
          ? words[c.group]
          : c.kind === 'rating'
            ? `elo ${c.min}-${c.max}`
            : c.kind === 'club'
              ? `club ${c.club}`
              : `provincia ${c.province}`
  return `${p.label} | ${cat}`
}
