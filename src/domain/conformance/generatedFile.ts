import { err, ok, type HalfPoints, type Result } from '../core/index.ts'
import { gamePoints, mtb26Code } from '../reports/index.ts'
import {
  computeStandings,
  defaultUnplayedModel,
  parseChain,
  type CodeError,
  type UnplayedModel,
} from '../tiebreaks/index.ts'
import type { TournamentSnapshot } from '../tournament/index.ts'
import { trfFromTournament, type TrfDocument, type TrfRecord } from '../trf/index.ts'

/** ETT26 code of a generated Swiss (record 192): the 2026 Dutch rules, Baku when accelerated. @see TRF-2026 ETT26 */
export function generatedType(t: TournamentSnapshot): string {
  return t.acceleration.size > 0 ? 'FIDE_DUTCH_2026_BAKU' : 'FIDE_DUTCH_2026'
}

/** The start date of record 042 as ISO, or null. */
export function startDateOf(doc: TrfDocument): string | null {
  for (const r of doc.records) {
    if (r.kind !== 'header' || r.code !== '042') continue
    const m = /^(\d{4})[/.-](\d{2})[/.-](\d{2})/.exec(r.value.trim())
    if (m) return `${m[1]}-${m[2]}-${m[3]}`
  }
  return null
}

/** The C.07 unplayed-rounds model of a file: the edition in force on its start date, else 2026. @see FIDE C.07 art. 16 */
export function unplayedModelOf(doc: TrfDocument): UnplayedModel {
  return defaultUnplayedModel('fide', startDateOf(doc) ?? '9999-12-31')
}

/**
 * `250` records of virtual points: one per run of start numbers with the same values and per run
 * of rounds with the same non-zero value. @see TRF-2026 record 250, FIDE C.04.7
 */
export function accelerationRecords(
  acceleration: ReadonlyMap<number, readonly HalfPoints[]>,
): TrfRecord[] {
  const out: TrfRecord[] = []
  const players = [...acceleration.keys()].sort((a, b) => a - b)
  const same = (a: readonly HalfPoints[], b: readonly HalfPoints[]) =>
    a.length === b.length && a.every((v, i) => v === b[i])
  for (let i = 0; i < players.length;) {
    const first = players[i] as number
    const values = acceleration.get(first) ?? []
    let j = i
    while (
      j + 1 < players.length &&
      players[j + 1] === (players[j] as number) + 1 &&
      same(acceleration.get(players[j + 1] as number) ?? [], values)
    )
      j++
    for (let r = 0; r < values.length;) {
      let s = r
      while (s + 1 < values.length && values[s + 1] === values[r]) s++
      if ((values[r] ?? 0) > 0)
        out.push({
          kind: 'acceleration',
          matchPoints: null,
          points: values[r] as HalfPoints,
          firstRound: r + 1,
          lastRound: s + 1,
          firstPlayer: first,
          lastPlayer: players[j] as number,
        })
      r = s + 1
    }
    i = j + 1
  }
  return out
}

/**
 * A generated tournament as a TRF-2026 file: 012, 062, 072, 092, 142, 152, 162 when the points
 * are not 1-½-0, 182, 192, 202 and 212 (the tie-break list, and the same after PTS), 250
 * acceleration, the TRF(x) records XXR, XXC and XXA for engines that read those, and the player
 * lines with their points and final ranks under the list (shared when the list leaves a tie).
 * @see FIDE TRF-2026 (fide-facts 3.2), FIDE C.02 (random tournament generator), C.07 art. 2-4
 */
export function generatedTrf2026(
  t: TournamentSnapshot,
  tiebreaks: readonly string[],
): Result<TrfDocument, CodeError[]> {
  const chain = parseChain(tiebreaks)
  if (!chain.ok) return err(chain.error)
  const type = generatedType(t)
  const base = trfFromTournament(t, type)
  const model: UnplayedModel = defaultUnplayedModel('fide', '9999-12-31')
  const standings = computeStandings(t, { tiebreaks, unplayed: model, finalTie: 'shared' })
  if (!standings.ok) return err(standings.error)
  const rank = new Map(standings.value.map((row) => [row.startNo, row.rank]))
  const codes = tiebreaks.map(mtb26Code)
  const h = (code: '062' | '072' | '142' | '152' | '182' | '192' | '202' | '212', value: string) =>
    ({ kind: 'header', code, value }) as const
  const records: TrfRecord[] = []
  for (const r of base.records) {
    if (r.kind === 'player') records.push({ ...r, rank: rank.get(r.startNo) ?? null })
    else if (r.kind !== 'header' || r.code !== '092') records.push(r)
    else
      records.push(
        r,
        h('062', String(t.players.length)),
        h('072', String(t.players.filter((p) => p.rating > 0).length)),
        h('142', String(t.totalRounds)),
        h('152', t.initialColour === 'white' ? 'W' : 'B'),
        ...gamePoints(t.scoring),
        h('182', 'Alfil'),
        h('192', type),
        h('202', codes.join(' ')),
        h('212', ['PTS', ...codes].join(' ')),
        ...accelerationRecords(t.acceleration),
      )
  }
  return ok({ records })
}
