/**
 * The category standings a published site shows under the main table: women, and the age
 * categories of the players whose birth date or birth year is known (the youngest category each fits, by age
 * on 31 December of the year the tournament starts, and the veterans). Each table keeps the
 * order of the main standings and ranks its players 1, 2, 3...
 * @see FAPA art. 56, 58 (age categories, age on 31 December; veterans from 55)
 */
import type { StandingRow } from '../tiebreaks/index.ts'
import type { IndividualTournament } from '../tournament/index.ts'
import type { CategoryTable } from './individualPages.ts'
import type { Say } from './words.ts'

/** Oldest age on 31 December of each youth category, youngest first. */
const YOUTH: readonly (readonly [string, number])[] = [
  ['U10', 10],
  ['U12', 12],
  ['U14', 14],
  ['U16', 16],
  ['U18', 18],
]
const VETERAN_MIN_AGE = 55

/** The age category of a player born in `birthYear`, for a tournament of `year`, if any. */
function ageCategory(birthYear: number, year: number): string | null {
  const age = year - birthYear
  if (age >= VETERAN_MIN_AGE) return 'veterans'
  return YOUTH.find(([, max]) => age <= max)?.[0] ?? null
}

/**
 * The category tables of a tournament's standings, each only when it has a player: women,
 * then U10 to U18, then veterans. No age table without the tournament's start date.
 */
export function categoryTables(
  t: IndividualTournament,
  rows: readonly StandingRow[],
  say: Say,
): CategoryTable[] {
  const byNo = new Map(t.entrants.map((e) => [e.startNo, e]))
  const year = /^\d{4}/.test(t.settings.startDate) ? Number(t.settings.startDate.slice(0, 4)) : null
  const groups = new Map<string, StandingRow[]>()
  const put = (key: string, r: StandingRow) => groups.set(key, [...(groups.get(key) ?? []), r])
  for (const r of rows) {
    const e = byNo.get(r.startNo)
    if (!e) continue
    if (e.sex === 'w') put('women', r)
    // A day (ISO, or YYYY/MM/DD as a TRF gives it) or the year alone.
    const born = /^(\d{4})(?:([-/])\d{2}\2\d{2})?$/.exec(e.birthDate)?.[1]
    const cat = year !== null && born ? ageCategory(Number(born), year) : null
    if (cat) put(cat, r)
  }
  const order = ['women', ...YOUTH.map(([k]) => k), 'veterans']
  return order.flatMap((key) => {
    const list = groups.get(key)
    if (!list) return []
    const title =
      key === 'women'
        ? say('catWomen')
        : key === 'veterans'
          ? say('catVeterans')
          : say('catYouth', { n: key.slice(1) })
    return [{ title, rows: list.map((r, i) => ({ ...r, rank: i + 1 })) }]
  })
}
