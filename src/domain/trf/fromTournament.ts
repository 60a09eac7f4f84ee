import { heldTitles, highestTitle } from '../norms/titleScope.ts'
import { pointsFor, type Outcome } from '../core/index.ts'
import type { RoundEntry, TournamentPlayer, TournamentSnapshot } from '../tournament/index.ts'
import type {
  TrfDocument,
  TrfPlayerRecord,
  TrfRecord,
  TrfResultCode,
  TrfRoundCell,
} from './types.ts'

const CODE: Readonly<Record<Outcome, TrfResultCode>> = {
  win: '1',
  draw: '=',
  loss: '0',
  'forfeit-win': '+',
  'forfeit-loss': '-',
  'double-forfeit': '-',
  pab: 'U',
  'full-bye': 'F',
  'half-bye': 'H',
  'zero-bye': 'Z',
  absent: '-',
}
const UNRATED: Partial<Record<Outcome, TrfResultCode>> = { win: 'W', draw: 'D', loss: 'L' }

/** The TRF round block of an entry (blank result for a round not yet played). @see TRF-16 result codes */
export function cellOfEntry(entry: RoundEntry | undefined): TrfRoundCell {
  if (!entry) return { opponent: null, colour: '-', result: null }
  const result = (entry.unrated ? UNRATED[entry.outcome] : undefined) ?? CODE[entry.outcome]
  const colour = entry.colour === 'white' ? 'w' : entry.colour === 'black' ? 'b' : '-'
  return { opponent: entry.opponent, colour, result }
}

function playerRecord(t: TournamentSnapshot, p: TournamentPlayer, rank: number): TrfPlayerRecord {
  const points = p.rounds.reduce((s, e) => s + (e ? pointsFor(e.outcome, t.scoring) : 0), 0)
  return {
    kind: 'player',
    startNo: p.startNo,
    sex: p.sex ?? '',
    title: highestTitle(heldTitles(p)),
    name: p.name,
    rating: p.rating > 0 ? p.rating : null,
    federation: p.federation ?? '',
    fideId: p.fideId ?? '',
    birthDate: p.birthDate ?? '',
    points: points as TrfPlayerRecord['points'],
    rank,
    rounds: p.rounds.map(cellOfEntry),
  }
}

/** Final ranks by points, then start number (the file's rank column; tie-breaks are not applied). */
function ranks(t: TournamentSnapshot): Map<number, number> {
  const score = (p: TournamentPlayer) =>
    p.rounds.reduce((s, e) => s + (e ? pointsFor(e.outcome, t.scoring) : 0), 0)
  const order = [...t.players].sort((a, b) => score(b) - score(a) || a.startNo - b.startNo)
  return new Map(order.map((p, i) => [p.startNo, i + 1]))
}

/**
 * Writes a tournament snapshot as a TRF document: title, type, XXR, XXC, XXA virtual points,
 * XXP forbidden groups, TRF-2026 260 ranges, then the player lines.
 * @see FIDE TRF-16 / TRF-2026 (fide-facts section 3), C.04.7 (acceleration records)
 */
export function trfFromTournament(t: TournamentSnapshot, type = 'FIDE_DUTCH_2025'): TrfDocument {
  const records: TrfRecord[] = [
    { kind: 'header', code: '012', value: t.name },
    { kind: 'header', code: '092', value: type },
    { kind: 'rounds', total: t.totalRounds },
    { kind: 'initial-colour', value: t.initialColour === 'white' ? 'white1' : 'black1' },
  ]
  for (const [startNo, values] of [...t.acceleration.entries()].sort((a, b) => a[0] - b[0])) {
    if (values.some((v) => v > 0))
      records.push({ kind: 'virtual-points', startNo, points: [...values] })
  }
  for (const group of t.forbiddenPairs) records.push({ kind: 'forbidden', players: [...group] })
  for (const g of t.roundForbiddenPairs ?? []) {
    records.push({
      kind: 'prohibited',
      firstRound: g.firstRound,
      lastRound: g.lastRound,
      players: [...g.players],
    })
  }
  const rank = ranks(t)
  for (const p of t.players) records.push(playerRecord(t, p, rank.get(p.startNo) ?? 0))
  return { records }
}
