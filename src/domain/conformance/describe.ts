import type { PairedGame, RoundDiscrepancy } from '../pairing/index.ts'
import type { FileCheck, StandingsDiscrepancy } from './checkFile.ts'

const board = (g: PairedGame): string => `${g.white}-${g.black}`
const boards = (gs: readonly PairedGame[]): string =>
  gs.length === 0 ? '(none)' : gs.map(board).join(' ')
const points = (hp: number | null): string => (hp === null ? '-' : (hp / 2).toFixed(1))

/** One line per round where the engine and the file differ: the boards only one side has, and the byes. */
export function describeRound(d: RoundDiscrepancy): string {
  if (d.failure)
    return `round ${d.round}: ${d.failure.code}; the file pairs ${boards(d.expected.games)} bye ${d.expected.bye ?? '-'}`
  const bye =
    d.expected.bye === d.produced?.bye
      ? ''
      : `; bye file ${d.expected.bye ?? '-'} engine ${d.produced?.bye ?? '-'}`
  return `round ${d.round}: file ${boards(d.missing)}, engine ${boards(d.unexpected)}${bye}`
}

/** One line per player whose points or rank in the file differ from the standings. */
export function describeStanding(s: StandingsDiscrepancy): string {
  const [from, to] = s.ranks
  const places = from === to ? String(from) : `${from}-${to}`
  return `standings: player ${s.startNo}: file ${points(s.filePoints)} points rank ${s.fileRank ?? '-'}, list ${points(s.points)} points rank ${places}`
}

/** Every finding of the checker as text lines, rounds first. */
export function describeFileCheck(check: FileCheck): string[] {
  return [
    ...check.pairing.map(describeRound),
    ...check.violations.map(
      (v) =>
        `round ${v.round}: ${v.code} ${v.players.join(' ')}${v.detail === undefined ? '' : ` (${v.detail})`}`,
    ),
    ...check.unknownTiebreaks.map((e) => `standings: ${e.code} ${e.input}`),
    ...check.standings.map(describeStanding),
  ]
}

/** The checker's summary line: rounds that agree, and the standings when the file has a list. */
export function summaryOf(name: string, check: FileCheck): string {
  const rounds = `${check.rounds - check.pairing.length} of ${check.rounds} rounds agree`
  if (check.tiebreaks.length === 0) return `${name}: ${rounds}`
  const standings =
    check.standings.length === 0 && check.unknownTiebreaks.length === 0
      ? 'standings agree'
      : `standings differ for ${check.standings.length} players`
  return `${name}: ${rounds}; ${standings} (${check.tiebreaks.join(' ')})`
}
