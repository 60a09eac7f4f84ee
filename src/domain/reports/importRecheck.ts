import { pairRound, repairTournament, type PairedGame } from '../pairing/index.ts'
import type { ImportDifference, TournamentSnapshot } from '../tournament/index.ts'
import { parseTrf, tournamentFromTrf } from '../trf/index.ts'

const pair = (g: PairedGame | undefined): string => (g ? `${g.white}-${g.black}` : '')

/**
 * Every round of an imported file re-paired by the engine from the file's earlier rounds: the
 * boards where the file and the engine differ (a file board with the engine's board of its
 * White, then the engine's boards left over, then the byes). Empty when every round agrees.
 * @see FIDE C.02 (2026) checklist: TRF import; C.04.3
 */
export function importDifferences(snapshot: TournamentSnapshot): ImportDifference[] {
  const out: ImportDifference[] = []
  for (const d of repairTournament(snapshot, pairRound)) {
    const { round, expected, produced } = d
    if (!produced) {
      out.push({ round, file: expected.games.map(pair).join(' '), engine: 'no legal pairing' })
      continue
    }
    const shown = new Set<string>()
    for (const g of d.missing) {
      const theirs = produced.games.find((x) => x.white === g.white || x.black === g.white)
      const engine = theirs && d.unexpected.includes(theirs) ? pair(theirs) : ''
      if (engine) shown.add(engine)
      out.push({ round, file: pair(g), engine })
    }
    for (const g of d.unexpected)
      if (!shown.has(pair(g))) out.push({ round, file: '', engine: pair(g) })
    if (expected.bye !== produced.bye)
      out.push({
        round,
        file: expected.bye === null ? '' : `bye ${expected.bye}`,
        engine: produced.bye === null ? '' : `bye ${produced.bye}`,
      })
  }
  return out
}

/** The differences of a TRF text that reads (an unreadable file gives none: it is refused). */
export function trfImportDifferences(text: string): ImportDifference[] {
  const parsed = parseTrf(text)
  if (!parsed.ok) return []
  const snap = tournamentFromTrf(parsed.value)
  return snap.ok ? importDifferences(snap.value) : []
}
