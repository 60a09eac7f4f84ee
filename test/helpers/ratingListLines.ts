import type { FedaMapping } from '../../src/domain/ratings/index.ts'

/**
 * Builds FIDE list lines at the published 0-based offsets, written out independently of the
 * parser (which reads them from the header); used by the list tests, the fuzz runs and the
 * name tests.
 */
export const FOA_HEADER =
  'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag'
export const LEGACY_HEADER =
  'ID Number      Name                                                         Fed Sex Tit  WTit OTit           SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag'

export interface Row {
  id: string
  name: string
  fed: string
  sex?: string
  tit?: string
  wtit?: string
  otit?: string
  std?: [string, string, string]
  rpd?: [string, string, string]
  blz?: [string, string, string]
  bday?: string
  flag?: string
}

const FOA_OFFSETS = [
  0, 15, 76, 80, 84, 89, 94, 109, 113, 119, 123, 126, 132, 136, 139, 145, 149, 152, 158, 162,
]
const LEGACY_OFFSETS = [
  0, 15, 76, 80, 84, 89, 94, 109, 115, 119, 122, 128, 132, 135, 141, 145, 148, 154, 158,
]

function place(values: string[], offsets: number[]): string {
  let line = ''
  values.forEach((v, i) => {
    const start = offsets[i] as number
    const end = offsets[i + 1] as number
    line = line.padEnd(start, ' ') + v.padEnd(end - start, ' ').slice(0, end - start)
  })
  return line
}

function values(r: Row): string[] {
  const s = r.std ?? ['0', '0', '0']
  const rp = r.rpd ?? ['0', '0', '0']
  const b = r.blz ?? ['0', '0', '0']
  return [
    r.id,
    r.name,
    r.fed,
    r.sex ?? 'M',
    r.tit ?? '',
    r.wtit ?? '',
    r.otit ?? '',
    ...s,
    ...rp,
    ...b,
    r.bday ?? '0',
    r.flag ?? '',
  ]
}

/** A data line of the combined list with the FIDE Online Arena column (162 characters). */
export function foaLine(r: Row): string {
  const v = values(r)
  v.splice(7, 0, '')
  return place(v, FOA_OFFSETS)
}

/** A data line of the older combined list without the FOA column (158 characters). */
export function legacyLine(r: Row): string {
  return place(values(r), LEGACY_OFFSETS)
}

/**
 * The column of each field in a FEDA CSV export laid out as the federation's files are (FEDA id,
 * name, FIDE id, standard, rapid and blitz ratings, birth date, sex, club, federation).
 */
export const FEDA_MAPPING: FedaMapping = {
  fedaId: 0,
  name: 1,
  fideId: 2,
  rating: 3,
  rapid: 4,
  blitz: 5,
  birth: 6,
  sex: 7,
  club: 8,
  federation: 9,
}
