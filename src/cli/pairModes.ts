/**
 * The three modes of `npm run pair` (pair.ts checks the command line first): `-p` pairs the next
 * round of a TRF file, `-c` re-pairs and checks every round, `-g` generates a tournament. Loaded
 * only once the command line is valid, so that a usage error or `--help` starts without the
 * pairing engine, the checker and the generator.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { decodeText, hasOpponent } from '../domain/core/index.ts'
import { generateTournament } from '../domain/pairing/generator/index.ts'
import {
  checkTournamentFile,
  describeFileCheck,
  fileAgrees,
  generatedTrf2026,
  summaryOf,
} from '../domain/conformance/index.ts'
import { pairRound, type RoundPairing } from '../domain/pairing/index.ts'
import { isUnplayedModel, parseChain } from '../domain/tiebreaks/index.ts'
import { absentInRound, type TournamentSnapshot } from '../domain/tournament/index.ts'
import {
  parseTrf,
  tournamentFromTrf,
  writeTrf,
  type TrfDocument,
  type TrfTournament,
} from '../domain/trf/index.ts'
import { flagValue, type CliOutput, type ParsedArgs } from './args.ts'
import { done, EXIT, USAGE } from './pairCodes.ts'
import { parseGeneratorConfig } from './pairConfig.ts'

type Loaded = { ok: true; value: TrfTournament; doc: TrfDocument } | { ok: false; out: CliOutput }

/** Strict UTF-8 (a byte-order mark dropped), as decodeText reads it, but by node's own decoder. */
const UTF8 = new TextDecoder('utf-8', { fatal: true })

/**
 * A TRF's text as decodeText reads it: UTF-8 when the bytes are valid UTF-8, else Windows-1252.
 * Node's decoder reads a 1,000-player UTF-8 file in 1-2 ms of CPU; decodeText's code-unit loop
 * took 35-60 ms of it on a cold start.
 */
function trfText(bytes: Uint8Array): string {
  try {
    return UTF8.decode(bytes)
  } catch {
    return decodeText(bytes).text
  }
}

/** A file's text; a TRF that is not valid UTF-8 is read as Windows-1252 (`trf` = true). */
function readText(
  path: string,
  trf = false,
): { ok: true; text: string } | { ok: false; out: CliOutput } {
  try {
    return {
      ok: true,
      text: trf ? trfText(readFileSync(path)) : readFileSync(path, 'utf8'),
    }
  } catch (e) {
    return {
      ok: false,
      out: done(EXIT.fileError, '', `pair/file-unreadable: ${path}: ${(e as Error).message}\n`),
    }
  }
}

function loadTournament(path: string): Loaded {
  const read = readText(path, true)
  if (!read.ok) return read
  const parsed = parseTrf(read.text)
  if (!parsed.ok) {
    const lines = parsed.error.map((e) => `${path}:${e.line}:${e.column}: ${e.code} ${e.message}`)
    return { ok: false, out: done(EXIT.invalidInput, '', lines.join('\n') + '\n') }
  }
  const t = tournamentFromTrf(parsed.value)
  if (!t.ok) {
    const lines = t.error.map(
      (e) =>
        `${path}:${e.line}:${e.column ?? 1}: ${e.code} player ${e.startNo ?? '-'} round ${e.round ?? '-'}: ${e.message}`,
    )
    return { ok: false, out: done(EXIT.invalidInput, '', lines.join('\n') + '\n') }
  }
  return { ok: true, value: t.value, doc: parsed.value }
}

/** The first round nobody has been paired in (games or PAB); requested byes may already be there. */
export function nextRoundOf(t: TournamentSnapshot): number {
  let last = 0
  for (const p of t.players) {
    p.rounds.forEach((e, i) => {
      if (e && (hasOpponent(e.outcome) || e.outcome === 'pab')) last = Math.max(last, i + 1)
    })
  }
  return last + 1
}

/** JaVaFo output: the number of pairs, then `WHITE BLACK` per board and `N 0` for the PAB. */
export function formatPairs(p: RoundPairing): string {
  const lines = p.games.map((g) => `${g.white} ${g.black}`)
  if (p.bye !== null) lines.push(`${p.bye} 0`)
  return [String(lines.length), ...lines].join('\n') + '\n'
}

export function pairNext(input: string, output: string | undefined): CliOutput {
  const loaded = loadTournament(input)
  if (!loaded.ok) return loaded.out
  const t = loaded.value
  const round = nextRoundOf(t)
  const declared = loaded.doc.records.some(
    (r) => r.kind === 'rounds' || (r.kind === 'header' && r.code === '142'),
  )
  if (!declared)
    return done(
      EXIT.invalidInput,
      '',
      `pair/missing-round-count: ${input}: add an XXR record with the number of rounds\n`,
    )
  if (round > t.totalRounds)
    return done(
      EXIT.invalidInput,
      '',
      `pair/tournament-complete: ${input}: all ${t.totalRounds} rounds are paired\n`,
    )
  const truncated = {
    ...t,
    players: t.players.map((p) => ({ ...p, rounds: p.rounds.slice(0, round - 1) })),
  }
  // Absent: byes and absences written in the round's column, and JaVaFo's XXZ list.
  const absent = new Set([...absentInRound(t, round), ...t.absentInNextRound])
  const result = pairRound({ tournament: truncated, round, absent })
  if (!result.ok) return done(EXIT.noPairing, '', `${result.error.code}: round ${round}\n`)
  const text = formatPairs(result.value)
  if (output === undefined) return done(EXIT.ok, text)
  try {
    writeFileSync(output, text)
  } catch (e) {
    return done(EXIT.fileError, '', `pair/file-unwritable: ${output}: ${(e as Error).message}\n`)
  }
  return done(EXIT.ok)
}

export function check(input: string, unplayed: string | undefined): CliOutput {
  if (unplayed !== undefined && !isUnplayedModel(unplayed))
    return done(
      EXIT.invalidInput,
      '',
      `pair/bad-option: bad value for --unplayed: ${unplayed}\n${USAGE}\n`,
    )
  const loaded = loadTournament(input)
  if (!loaded.ok) return loaded.out
  const found = checkTournamentFile(loaded.value, loaded.doc, pairRound, unplayed)
  const lines = [...describeFileCheck(found), summaryOf(input, found)]
  return done(fileAgrees(found) ? EXIT.ok : EXIT.noPairing, lines.join('\n') + '\n')
}

export function generate(args: ParsedArgs): CliOutput {
  const seedText = flagValue(args, '-s') ?? '1'
  if (!/^\d+$/.test(seedText)) return done(EXIT.invalidInput, '', `pair/bad-seed: ${seedText}\n`)
  const configPath = flagValue(args, '-g')
  let configText = ''
  if (configPath !== undefined) {
    const read = readText(configPath)
    if (!read.ok) return read.out
    configText = read.text
  }
  const config = parseGeneratorConfig(configText, Number(seedText))
  if (config.errors.length > 0) {
    return done(
      EXIT.invalidInput,
      '',
      config.errors.map((e) => `${configPath}:${e.line}: ${e.code} ${e.message}`).join('\n') + '\n',
    )
  }
  const unknown = parseChain(config.tiebreaks)
  if (!unknown.ok)
    return done(
      EXIT.invalidInput,
      '',
      unknown.error.map((e) => `${configPath}: ${e.code} ${e.input}`).join('\n') + '\n',
    )
  const result = generateTournament(config.options, pairRound)
  if (!result.ok) {
    const lines = result.error.map((e) =>
      'option' in e ? `${e.code}: ${e.option} must be ${e.detail}` : `${e.code}: round ${e.round}`,
    )
    return done(
      'option' in (result.error[0] ?? {}) ? EXIT.invalidInput : EXIT.noPairing,
      '',
      lines.join('\n') + '\n',
    )
  }
  const file = generatedTrf2026(result.value, config.tiebreaks)
  if (!file.ok)
    return done(EXIT.invalidInput, '', `${file.error[0]?.code ?? 'tiebreak/unknown-code'}\n`)
  const text = writeTrf(file.value)
  const out = flagValue(args, '-o')
  if (out === undefined) return done(EXIT.ok, text)
  try {
    writeFileSync(out, text)
  } catch (e) {
    return done(EXIT.fileError, '', `pair/file-unwritable: ${out}: ${(e as Error).message}\n`)
  }
  return done(EXIT.ok)
}
