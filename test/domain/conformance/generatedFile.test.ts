import { describe, expect, test } from 'vitest'
import { halfPoints, pointsFor, type Scoring } from '../../../src/domain/core/index.ts'
import {
  accelerationRecords,
  checkTournamentFile,
  fileAgrees,
  generatedTrf2026,
} from '../../../src/domain/conformance/index.ts'
import {
  DEFAULT_GENERATOR_OPTIONS,
  generateTournament,
  type GeneratorOptions,
} from '../../../src/domain/pairing/generator/index.ts'
import { pairRound } from '../../../src/domain/pairing/index.ts'
import { computeStandings } from '../../../src/domain/tiebreaks/index.ts'
import type { TournamentSnapshot } from '../../../src/domain/tournament/index.ts'
import {
  parseTrf,
  tournamentFromTrf,
  writeTrf,
  type TrfDocument,
  type TrfPlayerRecord,
} from '../../../src/domain/trf/index.ts'

const hp = halfPoints
const TWO_ONE_ZERO: Scoring = {
  win: hp(4),
  draw: hp(2),
  loss: hp(0),
  pab: hp(4),
  fullBye: hp(4),
  halfBye: hp(2),
  zeroBye: hp(0),
  forfeitLoss: hp(0),
}
const OPTIONS: GeneratorOptions = {
  ...DEFAULT_GENERATOR_OPTIONS,
  seed: 11,
  players: 21,
  rounds: 7,
  forfeitRate: 0.08,
  halfByeRate: 0.05,
  retireRate: 0.03,
  acceleration: true,
  scoring: TWO_ONE_ZERO,
}
const LIST = ['BH-C1', 'BH', 'SB', 'PS']

function generated(o: GeneratorOptions = OPTIONS): TournamentSnapshot {
  const r = generateTournament(o, pairRound)
  if (!r.ok) throw new Error(JSON.stringify(r.error[0]).slice(0, 200))
  return r.value
}
function fileOf(t: TournamentSnapshot, list = LIST): { text: string; doc: TrfDocument } {
  const doc = generatedTrf2026(t, list)
  if (!doc.ok) throw new Error(JSON.stringify(doc.error))
  const text = writeTrf(doc.value)
  const parsed = parseTrf(text)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error))
  return { text, doc: parsed.value }
}
const header = (text: string, code: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith(code))
    .map((l) => l.slice(4))

describe('FIDE C.02 generator output: a TRF-2026 file with 192 and 202/212', () => {
  const t = generated()
  const { text, doc } = fileOf(t)

  test('the title-event records: 142, 152, 162, 182, 192 Baku, 202 and 212 in MTB26 notation', () => {
    expect(header(text, '142')).toEqual(['7'])
    expect(header(text, '152')).toEqual([t.initialColour === 'white' ? 'W' : 'B'])
    expect(header(text, '162')).toEqual([' W 2.0    D 1.0    L 0.0    A 0.0    P 2.0'])
    expect(header(text, '182')).toEqual(['Alfil'])
    expect(header(text, '192')).toEqual(['FIDE_DUTCH_2026_BAKU'])
    expect(header(text, '202')).toEqual(['BH/C1 BH SB PS'])
    expect(header(text, '212')).toEqual(['PTS BH/C1 BH SB PS'])
  })

  test('C.04.7: record 250 gives group A (2*ceil(21/4) = 12) a win in rounds 1-2, a draw in 3-4', () => {
    // Columns: points 10-13, rounds 15-17 and 19-21, start numbers 23-26 and 28-31.
    expect(text.split('\n').filter((l) => l.startsWith('250'))).toEqual([
      '250       2.0   1   2    1   12',
      '250       1.0   3   4    1   12',
    ])
    expect(accelerationRecords(new Map([[5, [hp(0), hp(2)]]]))).toEqual([
      {
        kind: 'acceleration',
        matchPoints: null,
        points: 2,
        firstRound: 2,
        lastRound: 2,
        firstPlayer: 5,
        lastPlayer: 5,
      },
    ])
  })

  test('the TRF-2026 records alone (no XXR, XXC, XXA) read as the same tournament', () => {
    const bare = text
      .split('\n')
      .filter((l) => !/^XX[RCA]/.test(l))
      .join('\n')
    const parsed = parseTrf(bare)
    const read = parsed.ok ? tournamentFromTrf(parsed.value) : null
    const full = tournamentFromTrf(doc)
    expect(read?.ok && full.ok && read.value).toEqual(full.ok && full.value)
  })

  test("points and ranks: points under the file's scoring, ranks from the 202 list", () => {
    const standings = computeStandings(t, {
      tiebreaks: LIST,
      unplayed: 'c07-2026',
      finalTie: 'shared',
    })
    if (!standings.ok) throw new Error('standings')
    const lines = doc.records.filter((r): r is TrfPlayerRecord => r.kind === 'player')
    for (const p of t.players) {
      const line = lines.find((l) => l.startNo === p.startNo)
      const points = p.rounds.reduce((s, e) => s + (e ? pointsFor(e.outcome, t.scoring) : 0), 0)
      expect(line?.points).toBe(points)
      expect(line?.rank).toBe(standings.value.find((r) => r.startNo === p.startNo)?.rank)
    }
  })

  test('forfeits, half-point byes and withdrawals are all in the file', () => {
    const blocks = text.split('\n').filter((l) => l.startsWith('001'))
    expect(blocks.some((l) => / [wb] \+/.test(l))).toBe(true)
    expect(blocks.some((l) => /0000 - H/.test(l))).toBe(true)
    expect(blocks.some((l) => /0000 - -\s*$/.test(l))).toBe(true)
  })

  test('an unknown tie-break code is refused, not written', () => {
    const r = generatedTrf2026(t, ['BH', 'XYZ'])
    expect(r.ok ? [] : r.error).toEqual([{ code: 'tiebreak/unknown-code', input: 'XYZ' }])
  })
})

describe('FIDE C.02 checker: every round re-paired, the standings against the list', () => {
  const t = generated({ ...OPTIONS, acceleration: false, seed: 12 })
  const { text, doc } = fileOf(t)
  const read = tournamentFromTrf(doc)
  if (!read.ok) throw new Error('read')

  test('a generated file agrees in every round and in its standings', () => {
    const check = checkTournamentFile(read.value, doc, pairRound)
    expect([check.rounds, check.pairing, check.violations, check.standings]).toEqual([
      7,
      [],
      [],
      [],
    ])
    expect(check.tiebreaks).toEqual(['BH/C1', 'BH', 'SB', 'PS'])
    expect(fileAgrees(check)).toBe(true)
  })

  function tampered(edit: (r: TrfPlayerRecord) => TrfPlayerRecord): TrfDocument {
    return {
      records: doc.records.map((r) => (r.kind === 'player' ? edit(r) : r)),
    }
  }

  test('a wrong rank or wrong points in the file are discrepancies, named by player', () => {
    const first = doc.records.find((r): r is TrfPlayerRecord => r.kind === 'player' && r.rank === 1)
    const leaderPoints = first?.points
    if (!first || leaderPoints == null) throw new Error('no leader')
    const bad = tampered((r) =>
      r.startNo === first.startNo ? { ...r, rank: 5, points: hp(leaderPoints + 1) } : r,
    )
    const check = checkTournamentFile(read.value, bad, pairRound)
    expect(check.standings).toEqual([
      {
        startNo: first.startNo,
        filePoints: leaderPoints + 1,
        points: leaderPoints,
        fileRank: 5,
        ranks: [1, 1],
      },
    ])
    expect(fileAgrees(check)).toBe(false)
  })

  test('players the list leaves tied may be ranked in either order', () => {
    const standings = computeStandings(read.value, {
      tiebreaks: ['PS'],
      unplayed: 'c07-2026',
      finalTie: 'shared',
    })
    if (!standings.ok) throw new Error('standings')
    const tie = standings.value.find(
      (row, _, all) => all.filter((o) => o.rank === row.rank).length > 1,
    )
    if (!tie) throw new Error('no tie in the sample')
    const group = standings.value.filter((r) => r.rank === tie.rank).map((r) => r.startNo)
    const ps = {
      ...doc,
      records: doc.records.map((r) =>
        r.kind === 'header' && r.code === '202' ? { ...r, value: 'PS' } : r,
      ),
    }
    const unique = {
      records: ps.records.map((r) =>
        r.kind === 'player'
          ? {
              ...r,
              rank: group.includes(r.startNo)
                ? tie.rank + group.length - 1 - group.indexOf(r.startNo)
                : (standings.value.find((s) => s.startNo === r.startNo)?.rank ?? null),
            }
          : r,
      ),
    }
    expect(checkTournamentFile(read.value, unique, pairRound).standings).toEqual([])
  })

  test('unplayed rounds counted as the tournament counted them: a file ranked by the FAPA model agrees when the checker is told so', () => {
    const fapa = computeStandings(read.value, {
      tiebreaks: LIST,
      unplayed: 'fapa',
      finalTie: 'shared',
    })
    if (!fapa.ok) throw new Error('standings')
    const rankOf = new Map(fapa.value.map((row) => [row.startNo, row.rank]))
    const ranked = tampered((r) => ({ ...r, rank: rankOf.get(r.startNo) ?? null }))
    const byDefault = checkTournamentFile(read.value, ranked, pairRound)
    // By default the checker counts them by C.07 (2026 here), which places some players elsewhere.
    expect(byDefault.standings.length).toBeGreaterThan(0)
    for (const d of byDefault.standings) {
      expect(d.fileRank).toBe(rankOf.get(d.startNo))
      expect(d.ranks[0] > d.fileRank! || d.ranks[1] < d.fileRank!).toBe(true)
    }
    expect(checkTournamentFile(read.value, ranked, pairRound, 'fapa').standings).toEqual([])
  })

  test('a file without 202 or 212 is checked for its pairings only (blank ranks are no finding)', () => {
    const bare = {
      records: tampered((r) => ({ ...r, rank: null })).records.filter(
        (r) => !(r.kind === 'header' && (r.code === '202' || r.code === '212')),
      ),
    }
    const check = checkTournamentFile(read.value, bare, pairRound)
    expect([check.tiebreaks, check.standings]).toEqual([[], []])
    expect(text).toContain('202 BH/C1 BH SB PS')
  })
})
