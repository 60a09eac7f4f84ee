/**
 * Rating-list benchmark: builds a FIDE combined TXT list of 1.3 million players in memory (same
 * header and offsets as the published file) and times the streaming parser on it, for the whole
 * list and for the ESP federation only; then the same players as the FIDE XML list through the XML
 * parser (generated chunk by chunk, only the parser on the clock).
 *
 *   npm run bench:ratings                       parse figures
 *   npm run bench:ratings -- --rows 200000      a smaller list
 *   npm run bench:ratings -- --write out.txt    also write the list to a file (the browser test uses it)
 *   npm run bench:ratings -- --write out.txt --write-only
 *   npm run bench:ratings -- --feda 40000         FEDA CSV against FIDE TXT per row, same players
 */
import { writeFileSync } from 'node:fs'
import {
  buildBlocks,
  buildFedaBlocks,
  createFedaParser,
  createFideTxtParser,
  createFideXmlParser,
  packedFedaPlayer,
  packFideRow,
  type ListParser,
  type PackedEntry,
  type PackedFedaRow,
} from '../../src/domain/ratings/index.ts'
import { FEDA_MAPPING } from '../helpers/ratingListLines.ts'

export const HEADER =
  'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag'
const OFFSETS = [
  0, 15, 76, 80, 84, 89, 94, 109, 113, 119, 123, 126, 132, 136, 139, 145, 149, 152, 158, 162,
]
const FEDS = [
  'ESP',
  'IND',
  'RUS',
  'GER',
  'FRA',
  'USA',
  'ITA',
  'POL',
  'IRI',
  'TUR',
  'ARG',
  'BRA',
  'CHN',
  'NED',
  'ENG',
]
const SURNAMES = [
  'García',
  'Fernández',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Müller',
  'Smith',
  'Kumar',
  'Ivanov',
  'Rossi',
  'Nowak',
  'Yilmaz',
  'Silva',
  'Wang',
]
const GIVEN = [
  'Ana',
  'Luis',
  'Marta',
  'Pablo',
  'Elena',
  'Jorge',
  'Sara',
  'Iván',
  'Lucía',
  'Hugo',
  'Anna',
  'Peter',
  'Raj',
  'Olga',
  'Marco',
  'Li',
]
const TITLES = ['GM', 'IM', 'FM', 'CM', 'WGM', 'WIM', 'WFM']

function field(value: string, i: number): string {
  const width = (OFFSETS[i + 1] as number) - (OFFSETS[i] as number)
  return value.length >= width ? value.slice(0, width) : value + ' '.repeat(width - value.length)
}

/** The fields of generated player `n` in TXT column order; deterministic (a cheap integer hash, no Math.random). */
function generatedValues(n: number): string[] {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) >>> 0
  const next = (mod: number): number => {
    h = (Math.imul(h ^ (h >>> 13), 0xc2b2ae35) + 0x27d4eb2f) >>> 0
    return h % mod
  }
  // About 4 % Spanish players, like the real list.
  const fed = next(100) < 4 ? 'ESP' : (FEDS[1 + next(FEDS.length - 1)] as string)
  const woman = next(10) < 2
  const std = next(100) < 45 ? 1400 + next(1400) : 0
  const rpd = next(100) < 30 ? 1400 + next(1300) : 0
  const blz = next(100) < 30 ? 1400 + next(1300) : 0
  const title = std > 2300 && next(4) === 0 ? (TITLES[next(TITLES.length)] as string) : ''
  return [
    String(100000 + n),
    `${SURNAMES[next(SURNAMES.length)]} ${n.toString(36)}, ${GIVEN[next(GIVEN.length)]}`,
    fed,
    woman ? 'F' : 'M',
    title,
    '',
    '',
    '',
    std ? String(std) : '0',
    String(next(10)),
    std ? '20' : '0',
    rpd ? String(rpd) : '0',
    '0',
    rpd ? '20' : '0',
    blz ? String(blz) : '0',
    '0',
    blz ? '20' : '0',
    String(1940 + next(80)),
    (woman ? 'w' : '') + (next(3) === 0 ? 'i' : ''),
  ]
}

/** One data line of the generated TXT list. */
export function generatedLine(n: number): string {
  return generatedValues(n).map(field).join('')
}

/** The XML elements of a player, in the TXT column order (the XML has no separate FOA column value). */
const XML_FIELDS = [
  'fideid',
  'name',
  'country',
  'sex',
  'title',
  'w_title',
  'o_title',
  'foa_title',
  'rating',
  'games',
  'k',
  'rapid_rating',
  'rapid_games',
  'rapid_k',
  'blitz_rating',
  'blitz_games',
  'blitz_k',
  'birthday',
  'flag',
] as const

/** The same player `n` as a `<player>` element of the FIDE XML list, one field per line. */
export function generatedXmlPlayer(n: number): string {
  const values = generatedValues(n)
  const lines = XML_FIELDS.map((tag, i) => {
    const v = values[i] as string
    return v === '' ? `\t\t<${tag}/>` : `\t\t<${tag}>${v}</${tag}>`
  })
  return `\t<player>\n${lines.join('\n')}\n\t</player>\n`
}

/** The XML list as chunks of `playersPerChunk` players, root element open first and closed last. */
export function* generatedXmlChunks(rows: number, playersPerChunk = 10_000): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<playerslist>\n'
  for (let start = 0; start < rows; start += playersPerChunk) {
    let chunk = ''
    for (let n = start; n < Math.min(rows, start + playersPerChunk); n++)
      chunk += generatedXmlPlayer(n)
    yield chunk
  }
  yield '</playerslist>\n'
}

/** The list as chunks of about `linesPerChunk` lines, header first. */
export function* generatedListChunks(rows: number, linesPerChunk = 10_000): Generator<string> {
  yield `${HEADER}\n`
  for (let start = 0; start < rows; start += linesPerChunk) {
    const lines: string[] = []
    for (let n = start; n < Math.min(rows, start + linesPerChunk); n++) lines.push(generatedLine(n))
    yield `${lines.join('\n')}\n`
  }
}

export const FEDA_HEADER = 'ID FEDA;Nombre;ID FIDE;Elo;Rápido;Blitz;Nacimiento;Sexo;Club;Federación'

/**
 * The same player `n` as a line of a FEDA CSV export (semicolons, as the federation's files):
 * FEDA id, name, FIDE id for a third of the players, the standard rating as the FEDA rating.
 */
export function generatedFedaLine(n: number): string {
  const v = generatedValues(n)
  const fide = n % 3 === 0 ? v[0] : ''
  const club = `Club ${n % 90}`
  return `${200000 + n};${v[1]};${fide};${v[8] === '0' ? '' : v[8]};${v[11] === '0' ? '' : v[11]};${v[14] === '0' ? '' : v[14]};${v[17]};${v[3]};${club};${n % 5 ? 'AST' : 'MAD'}`
}

/** The FEDA list as chunks of about `linesPerChunk` lines, header first. */
export function* generatedFedaChunks(rows: number, linesPerChunk = 10_000): Generator<string> {
  yield `${FEDA_HEADER}\n`
  for (let start = 0; start < rows; start += linesPerChunk) {
    const lines: string[] = []
    for (let n = start; n < Math.min(rows, start + linesPerChunk); n++)
      lines.push(generatedFedaLine(n))
    yield `${lines.join('\n')}\n`
  }
}

/**
 * What the import worker does per row of either list, on the clock: parse, pack each player and
 * cut the packed rows into the blocks the database stores (FIDE: name and id blocks; FEDA: blocks
 * sorted by folded name). Only the database writes are left out.
 */
function timeImportCpu(chunks: readonly string[], list: 'fide' | 'feda') {
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  let imported: number
  let blocks: number
  if (list === 'fide') {
    const parser = createFideTxtParser({ federations: null })
    const entries: PackedEntry[] = []
    for (const c of chunks) for (const p of parser.push(c).players) entries.push(packFideRow(p))
    for (const p of parser.finish().players) entries.push(packFideRow(p))
    const b = buildBlocks(entries)
    imported = entries.length
    blocks = b.names.length + b.ids.length
  } else {
    const parser = createFedaParser({ mapping: FEDA_MAPPING, federations: null })
    const rows: PackedFedaRow[] = []
    for (const c of chunks) for (const p of parser.push(c).players) rows.push(packedFedaPlayer(p))
    for (const p of parser.finish().players) rows.push(packedFedaPlayer(p))
    imported = rows.length
    blocks = buildFedaBlocks(rows).length
  }
  const cpu = process.cpuUsage(cpu0)
  return { ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000, imported, blocks }
}

/** FIDE TXT against FEDA CSV, the same players, per row: parse alone and parse, pack and block. */
function compareFeda(rows: number): void {
  const fide = [...generatedListChunks(rows)]
  const feda = [...generatedFedaChunks(rows)]
  const us = (ms: number) => ((ms * 1000) / rows).toFixed(2)
  console.log(
    `FIDE TXT against FEDA CSV, the same ${rows.toLocaleString('en')} players (${(fide.join('').length / 1e6).toFixed(1)} and ${(feda.join('').length / 1e6).toFixed(1)} M characters), µs of CPU per row:`,
  )
  for (let run = 1; run <= 3; run++) {
    const fp = timeParse(fide, createFideTxtParser({ federations: null }))
    const dp = timeParse(feda, createFedaParser({ mapping: FEDA_MAPPING, federations: null }))
    const fi = timeImportCpu(fide, 'fide')
    const di = timeImportCpu(feda, 'feda')
    console.log(
      `run ${run}: parse FIDE ${us(fp.cpuMs)}, FEDA ${us(dp.cpuMs)} (${(fp.cpuMs / dp.cpuMs).toFixed(2)}x); ` +
        `parse+pack+blocks FIDE ${us(fi.cpuMs)} (${Math.round((rows / fi.ms) * 1000).toLocaleString('en')} rows/s), ` +
        `FEDA ${us(di.cpuMs)} (${Math.round((rows / di.ms) * 1000).toLocaleString('en')} rows/s, ${di.imported.toLocaleString('en')} players in ${di.blocks} blocks)`,
    )
  }
}

/** Wall time and this process's CPU time (the machine may be shared, so both are printed). */
function timeParse(
  chunks: readonly string[],
  parser: ListParser<unknown>,
): { ms: number; cpuMs: number; imported: number } {
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  let imported = 0
  for (const c of chunks) imported += parser.push(c).players.length
  imported += parser.finish().players.length
  const cpu = process.cpuUsage(cpu0)
  return { ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000, imported }
}

/**
 * Times the XML parser while the list is generated chunk by chunk (the whole XML list would need
 * gigabytes as strings): only the parser's calls are on the clock.
 */
function timeXmlParse(
  rows: number,
  federations: ReadonlySet<string> | null,
): { ms: number; cpuMs: number; imported: number; mb: number } {
  const parser = createFideXmlParser({ federations })
  let ms = 0
  let cpuMs = 0
  let imported = 0
  let chars = 0
  const clock = (f: () => number): void => {
    const cpu0 = process.cpuUsage()
    const t0 = performance.now()
    imported += f()
    ms += performance.now() - t0
    const cpu = process.cpuUsage(cpu0)
    cpuMs += (cpu.user + cpu.system) / 1000
  }
  for (const chunk of generatedXmlChunks(rows)) {
    chars += chunk.length
    clock(() => parser.push(chunk).players.length)
  }
  clock(() => parser.finish().players.length)
  return { ms, cpuMs, imported, mb: chars / 1e6 }
}

function main(): void {
  const args = process.argv.slice(2)
  const rowsArg = args.indexOf('--rows')
  const rows = rowsArg >= 0 ? Number(args[rowsArg + 1]) : 1_300_000
  const writeArg = args.indexOf('--write')
  const fedaArg = args.indexOf('--feda')
  if (fedaArg >= 0) {
    compareFeda(Number(args[fedaArg + 1]) || 40_000)
    return
  }
  const t0 = performance.now()
  const chunks: string[] = [...generatedListChunks(rows)]
  const genMs = performance.now() - t0
  const mb = chunks.reduce((s, c) => s + c.length, 0) / 1e6
  if (writeArg >= 0) {
    const path = args[writeArg + 1] as string
    writeFileSync(path, chunks.join(''))
    console.log(`wrote ${path}`)
  }
  if (args.includes('--write-only')) return
  console.log(
    `FIDE TXT list: ${rows.toLocaleString('en')} rows, ${mb.toFixed(0)} M characters, generated in ${genMs.toFixed(0)} ms`,
  )
  for (let run = 1; run <= 2; run++) {
    const all = timeParse(chunks, createFideTxtParser({ federations: null }))
    const esp = timeParse(chunks, createFideTxtParser({ federations: new Set(['ESP']) }))
    console.log(
      `run ${run}: all federations ${all.ms.toFixed(0)} ms wall, ${all.cpuMs.toFixed(0)} ms CPU (${all.imported.toLocaleString('en')} players, ${((rows / all.ms) * 1000).toFixed(0)} rows/s); ` +
        `ESP only ${esp.ms.toFixed(0)} ms wall, ${esp.cpuMs.toFixed(0)} ms CPU (${esp.imported.toLocaleString('en')} players)`,
    )
  }
  chunks.length = 0
  for (let run = 1; run <= 2; run++) {
    const all = timeXmlParse(rows, null)
    const esp = timeXmlParse(rows, new Set(['ESP']))
    console.log(
      `XML run ${run} (${all.mb.toFixed(0)} M characters): all federations ${all.ms.toFixed(0)} ms wall, ${all.cpuMs.toFixed(0)} ms CPU (${all.imported.toLocaleString('en')} players, ${((rows / all.ms) * 1000).toFixed(0)} rows/s); ` +
        `ESP only ${esp.ms.toFixed(0)} ms wall, ${esp.cpuMs.toFixed(0)} ms CPU (${esp.imported.toLocaleString('en')} players)`,
    )
  }
}

if (process.argv[1]?.endsWith('ratings.bench.ts')) main()
