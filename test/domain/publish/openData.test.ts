import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { asTeamId } from '../../../src/domain/core/index.ts'
import {
  OPEN_DATA_VERSION,
  teamOpenData,
  tournamentOpenData,
} from '../../../src/domain/publish/index.ts'
import { computeTeamStandings } from '../../../src/domain/teams/index.ts'
import { generatedTournament } from '../../helpers/generatedTournament.ts'
import { smallLeague, smallSwiss } from './smallEvents.ts'

const SCHEMAS = join(import.meta.dirname, '..', '..', '..', 'docs', 'schema')
const schema = (name: string) => JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8')) as object
const ajv = new Ajv2020({ allErrors: true, strict: true })
const validTournament = ajv.compile(schema(`alfil-tournament.v${OPEN_DATA_VERSION}.schema.json`))
const validTeam = ajv.compile(schema(`alfil-team-competition.v${OPEN_DATA_VERSION}.schema.json`))

function tournamentJson(...args: Parameters<typeof tournamentOpenData>): Record<string, unknown> {
  const r = tournamentOpenData(...args)
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return JSON.parse(r.value) as Record<string, unknown>
}

describe('open data file validates against its published JSON Schema (docs/schema)', () => {
  it('an individual tournament: a round in play, a PAB, a forfeit, a half-point bye', () => {
    const data = tournamentJson(smallSwiss, { publicUrl: 'https://club.example/abierto/' })
    expect(validTournament(data), JSON.stringify(validTournament.errors)).toBe(true)
  })

  it('a generated 30-player Swiss with a withdrawal and games still played', () => {
    const data = tournamentJson(generatedTournament({ players: 30, rounds: 7, openBoards: 3 }))
    expect(validTournament(data), JSON.stringify(validTournament.errors)).toBe(true)
  })

  it('a team league with its standings and the season moves', () => {
    const standings = computeTeamStandings(
      ['a', 'b', 'c'].map(asTeamId),
      smallLeague.rounds.flatMap((r) => r.matches.map((m) => m.match)),
      { primary: 'board-points', chain: 'league', lotSeed: 1 },
    )
    const season = {
      champion: 'a',
      moves: [{ teamId: asTeamId('c'), from: 3, to: 2, reason: 'promoted', article: '76.1' }],
    } as const
    const data = JSON.parse(teamOpenData({ ...smallLeague, standings, season })) as object
    expect(validTeam(data), JSON.stringify(validTeam.errors)).toBe(true)
  })

  it('the schema refuses a file whose points are half-points or whose result is not a TRF result', () => {
    const data = tournamentJson(smallSwiss) as {
      standings: { rows: { points: number }[] }
      rounds: { boards: { result: string | null }[] }[]
    }
    const bad = structuredClone(data)
    const row = bad.standings.rows[0]
    if (row) row.points = 4.25
    expect(validTournament(bad)).toBe(false)
    const bad2 = structuredClone(data)
    const board = bad2.rounds[0]?.boards[0]
    if (board) board.result = '1:0'
    expect(validTournament(bad2)).toBe(false)
  })

  it('carries every tie-break value with the rounds that make it up (FIDE C.07), in points', () => {
    const data = tournamentJson(smallSwiss) as {
      standings: {
        afterRound: number
        rows: {
          startNo: number
          points: number
          tiebreaks: {
            code: string
            value: number
            breakdown: { round: number; opponent: number | null }[]
          }[]
        }[]
      }
    }
    expect(data.standings.afterRound).toBe(2)
    const first = data.standings.rows[0]
    expect([first?.startNo, first?.points, first?.tiebreaks.map((t) => t.code)]).toEqual([
      1,
      2,
      ['BH-C1', 'BH', 'SB', 'PS'],
    ])
    // Pérez's Buchholz: López ½ + García ½ (her half-point bye) after round 2.
    const bh = first?.tiebreaks[1]
    expect([bh?.value, bh?.breakdown.map((b) => [b.round, b.opponent])]).toEqual([
      1,
      [
        [1, 3],
        [2, 2],
      ],
    ])
  })

  it('each player carries the rating of the event and its source (FIDE C.02 checklist: ratings), valid against the schema', () => {
    const [a, b, c, ...rest] = smallSwiss.entrants
    if (!a || !b || !c) throw new Error('fixture')
    const t = {
      ...smallSwiss,
      settings: { ...smallSwiss.settings, ratingMethod: 'fide-then-national' as const },
      entrants: [
        { ...a, fideRatingList: 'rapid' as const },
        { ...b, fideRating: 0, fedaRating: 1750, ratingTyped: true },
        { ...c, fideRating: 0, fedaRating: 0 },
        ...rest,
      ],
    }
    const data = tournamentJson(t)
    expect(validTournament(data), JSON.stringify(validTournament.errors)).toBe(true)
    const players = data.players as Record<string, unknown>[]
    expect(players.slice(0, 3).map((p) => [p.rating, p.ratingSource, p.ratingTyped])).toEqual([
      [2200, 'fide-rapid', false],
      [1750, 'national', true],
      [0, 'none', false],
    ])
  })

  it('leaves out birth dates and registry ids, and is the same text for the same tournament', () => {
    const a = tournamentOpenData(smallSwiss)
    expect(a).toEqual(tournamentOpenData(smallSwiss))
    expect(a.ok && a.value.includes('birthDate')).toBe(false)
    expect(a.ok && a.value.includes('registryId')).toBe(false)
  })
})
