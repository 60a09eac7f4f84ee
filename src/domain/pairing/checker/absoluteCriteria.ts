import type { TournamentPlayer, TournamentSnapshot } from '../../tournament/index.ts'
import type { PairedGame, RoundPairing } from '../types.ts'
import {
  colourBreaks,
  isTopscorer,
  pabIneligible,
  playedColours,
  previousMeeting,
} from './history.ts'
import type { PairingViolation } from './violations.ts'

/** Start-number pairs forbidden in `round`: `XXP` groups and `260` groups whose range covers it. */
function forbiddenIn(t: TournamentSnapshot, round: number): Set<string> {
  const groups = [
    ...t.forbiddenPairs,
    ...(t.roundForbiddenPairs ?? [])
      .filter((g) => g.firstRound <= round && round <= g.lastRound)
      .map((g) => g.players),
  ]
  const out = new Set<string>()
  for (const g of groups) for (const a of g) for (const b of g) if (a < b) out.add(`${a}-${b}`)
  return out
}

function checkPresence(
  t: TournamentSnapshot,
  pairing: RoundPairing,
  absent: ReadonlySet<number>,
  byNo: ReadonlyMap<number, TournamentPlayer>,
): PairingViolation[] {
  const round = pairing.round
  const out: PairingViolation[] = []
  const seen = new Set<number>()
  const people = [
    ...pairing.games.flatMap((g) => [g.white, g.black]),
    ...(pairing.bye === null ? [] : [pairing.bye]),
  ]
  for (const n of people) {
    if (!byNo.has(n)) out.push({ code: 'pairing/unknown-player', round, players: [n] })
    else if (seen.has(n)) out.push({ code: 'pairing/paired-twice', round, players: [n] })
    else if (absent.has(n)) out.push({ code: 'pairing/absent-paired', round, players: [n] })
    seen.add(n)
  }
  for (const p of t.players) {
    if (!absent.has(p.startNo) && !seen.has(p.startNo))
      out.push({ code: 'pairing/unpaired', round, players: [p.startNo] })
  }
  return out
}

function checkColours(
  t: TournamentSnapshot,
  round: number,
  game: PairedGame,
  byNo: ReadonlyMap<number, TournamentPlayer>,
): PairingViolation[] {
  const white = byNo.get(game.white)
  const black = byNo.get(game.black)
  if (!white || !black) return []
  // C.04.3 C10/C11: in the final round topscorers and their opponents may break the limits.
  const exempt =
    isTopscorer(white, round, t.totalRounds, t.scoring) ||
    isTopscorer(black, round, t.totalRounds, t.scoring)
  if (exempt) return []
  const out: PairingViolation[] = []
  for (const [p, colour] of [
    [white, 'white'],
    [black, 'black'],
  ] as const) {
    const breaks = colourBreaks(playedColours(p, round), colour)
    if (breaks.threeInARow)
      out.push({ code: 'pairing/colour-three-in-a-row', round, players: [p.startNo] })
    if (Math.abs(breaks.difference) > 2)
      out.push({
        code: 'pairing/colour-difference',
        round,
        players: [p.startNo],
        detail: breaks.difference,
      })
  }
  return out
}

function checkGame(
  t: TournamentSnapshot,
  round: number,
  game: PairedGame,
  byNo: ReadonlyMap<number, TournamentPlayer>,
  forbidden: ReadonlySet<string>,
): PairingViolation[] {
  const players = [game.white, game.black]
  if (game.white === game.black) return [{ code: 'pairing/self-pairing', round, players }]
  const white = byNo.get(game.white)
  if (!white || !byNo.has(game.black)) return []
  const out: PairingViolation[] = []
  const met = previousMeeting(white, game.black, round)
  if (met !== null) out.push({ code: 'pairing/repeat-opponent', round, players, detail: met })
  const key =
    game.white < game.black ? `${game.white}-${game.black}` : `${game.black}-${game.white}`
  if (forbidden.has(key)) out.push({ code: 'pairing/forbidden-pair', round, players })
  return [...out, ...checkColours(t, round, game, byNo)]
}

/**
 * Lists every absolute criterion a round's pairing breaks, given the state before the round:
 * each present player paired exactly once, absent players not paired, no rematch of a played
 * game, no forbidden pair, colour limits (final-round topscorer exemption), PAB eligibility.
 * @see FIDE C.04.1 b-d f-g, C.04.3 (2025) C1-C3 and A.7
 */
export function checkRoundPairing(
  tournament: TournamentSnapshot,
  pairing: RoundPairing,
  absent: ReadonlySet<number>,
): PairingViolation[] {
  const round = pairing.round
  const byNo = new Map(tournament.players.map((p) => [p.startNo, p]))
  const forbidden = forbiddenIn(tournament, round)
  const out = checkPresence(tournament, pairing, absent, byNo)
  for (const game of pairing.games) out.push(...checkGame(tournament, round, game, byNo, forbidden))
  const byePlayer = pairing.bye === null ? undefined : byNo.get(pairing.bye)
  if (byePlayer && pabIneligible(byePlayer, round, tournament.scoring)) {
    out.push({ code: 'pairing/pab-ineligible', round, players: [byePlayer.startNo] })
  }
  return out
}
