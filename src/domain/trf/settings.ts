import { DEFAULT_SCORING, halfPoints, type HalfPoints, type Scoring } from '../core/index.ts'
import type { Colour, TournamentPlayer, TournamentSnapshot } from '../tournament/index.ts'
import type { TrfAccelerationRecord, TrfDocument, TrfRecord } from './types.ts'

type Settings = Omit<TournamentSnapshot, 'players'>

/** Half-points from the `162` record's symbol values (A: zero-point byes and forfeit losses), defaults elsewhere. @see TRF-2026 record 162 */
export function scoringFromValues(
  values: readonly { symbol: string; points: HalfPoints | null }[],
): Scoring {
  const get = (symbol: string): HalfPoints | undefined => {
    const v = values.find((x) => x.symbol.toUpperCase() === symbol)?.points
    return v === null || v === undefined ? undefined : halfPoints(v)
  }
  const win = get('W') ?? DEFAULT_SCORING.win
  const draw = get('D') ?? DEFAULT_SCORING.draw
  const loss = get('L') ?? DEFAULT_SCORING.loss
  // A is the value of a zero-point bye and of a forfeit loss alike.
  const absent = get('A') ?? DEFAULT_SCORING.zeroBye
  return {
    win,
    draw,
    loss,
    pab: get('P') ?? win,
    fullBye: win,
    halfBye: draw,
    zeroBye: absent,
    ...(absent !== loss ? { forfeitLoss: absent } : {}),
  }
}

function header(doc: TrfDocument, code: string): string | undefined {
  for (const r of doc.records) if (r.kind === 'header' && r.code === code) return r.value
  return undefined
}

function only<K extends TrfRecord['kind']>(
  doc: TrfDocument,
  kind: K,
): Extract<TrfRecord, { kind: K }>[] {
  return doc.records.filter((r): r is Extract<TrfRecord, { kind: K }> => r.kind === kind)
}

/** XXC first (its colour word wherever it stands), then TRF-2026 `152`, then the colour of the top-ranked player paired in round 1. */
function initialColourOf(doc: TrfDocument, players: readonly TournamentPlayer[]): Colour {
  const xxc = only(doc, 'initial-colour')[0]?.value.toLowerCase().split(/\s+/) ?? []
  if (xxc.includes('black1')) return 'black'
  if (xxc.includes('white1')) return 'white'
  const h152 = header(doc, '152')?.trim().toUpperCase()
  if (h152 === 'B') return 'black'
  if (h152 === 'W') return 'white'
  const top = players.find((p) => p.rounds[0]?.colour)
  return top?.rounds[0]?.colour ?? 'white'
}

function addAcceleration(
  map: Map<number, HalfPoints[]>,
  r: TrfAccelerationRecord,
  players: readonly TournamentPlayer[],
  totalRounds: number,
): void {
  const first = r.firstRound ?? 1
  const last = r.lastRound ?? totalRounds
  for (const p of players) {
    if (p.startNo < (r.firstPlayer ?? 1) || p.startNo > (r.lastPlayer ?? Number.MAX_SAFE_INTEGER))
      continue
    const values = map.get(p.startNo) ?? []
    for (let round = first; round <= last; round++) {
      while (values.length < round) values.push(halfPoints(0))
      values[round - 1] = halfPoints((values[round - 1] ?? 0) + (r.points ?? 0))
    }
    map.set(p.startNo, values)
  }
}

/** Virtual points per start number: `XXA` records, or TRF-2026 `250` records when there is no `XXA`. */
function accelerationOf(
  doc: TrfDocument,
  players: readonly TournamentPlayer[],
  totalRounds: number,
): Map<number, HalfPoints[]> {
  const map = new Map<number, HalfPoints[]>()
  const xxa = only(doc, 'virtual-points')
  for (const r of xxa)
    map.set(
      r.startNo,
      r.points.map((v) => halfPoints(v ?? 0)),
    )
  if (xxa.length === 0)
    for (const r of only(doc, 'acceleration')) addAcceleration(map, r, players, totalRounds)
  return map
}

/** Forbidden groups: `XXP` lines and TRF-2026 `260` records that cover the whole event. */
function forbiddenOf(doc: TrfDocument, totalRounds: number): number[][] {
  const groups = only(doc, 'forbidden').map((r) => [...r.players])
  for (const r of only(doc, 'prohibited')) {
    const whole = (r.firstRound ?? 1) <= 1 && (r.lastRound ?? totalRounds) >= totalRounds
    if (whole) groups.push(r.players.filter((n): n is number => n !== null))
  }
  return groups
}

/** Tournament-wide settings of a TRF document (rounds, initial colour, scoring in half-points, acceleration, forbidden pairs). @see TRF-2026 142 152 162 250 260, TRF(x) XXR XXC XXA XXP XXZ */
export function readTournamentSettings(
  doc: TrfDocument,
  players: readonly TournamentPlayer[],
): Settings & {
  /** `XXZ`: start numbers absent in the round being paired (the one after the last paired). */
  readonly absentInNextRound: readonly number[]
  readonly roundForbiddenPairs: readonly {
    readonly firstRound: number
    readonly lastRound: number
    readonly players: readonly number[]
  }[]
} {
  const played = Math.max(0, ...players.map((p) => p.rounds.length))
  const xxr = only(doc, 'rounds')[0]?.total
  const h142 = Number(header(doc, '142')?.trim() ?? '')
  const totalRounds = xxr ?? (Number.isInteger(h142) && h142 > 0 ? h142 : played)
  const points = only(doc, 'game-points')[0]
  return {
    name: header(doc, '012') ?? '',
    totalRounds,
    initialColour: initialColourOf(doc, players),
    scoring: points ? scoringFromValues(points.values) : DEFAULT_SCORING,
    forbiddenPairs: forbiddenOf(doc, totalRounds),
    absentInNextRound: [...new Set(only(doc, 'absent').flatMap((r) => r.players))].sort(
      (a, b) => a - b,
    ),
    roundForbiddenPairs: only(doc, 'prohibited')
      .filter((r) => !((r.firstRound ?? 1) <= 1 && (r.lastRound ?? totalRounds) >= totalRounds))
      .map((r) => ({
        firstRound: r.firstRound ?? 1,
        lastRound: r.lastRound ?? totalRounds,
        players: r.players.filter((n): n is number => n !== null),
      })),
    acceleration: accelerationOf(doc, players, totalRounds),
  }
}
