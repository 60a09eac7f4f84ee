import { describe, expect, test } from 'vitest'
import {
  DEFAULT_GENERATOR_OPTIONS,
  generateTournament,
} from '../../../src/domain/pairing/generator/index.ts'
import { pairRound } from '../../../src/domain/pairing/index.ts'

describe('Dutch engine progress report', () => {
  test('reports the players placed after each score group, rising to the whole field', () => {
    const generated = generateTournament(
      { ...DEFAULT_GENERATOR_OPTIONS, players: 41, rounds: 5, seed: 11 },
      pairRound,
    )
    if (!generated.ok) throw new Error('generator failed')
    const t = generated.value
    const calls: [number, number][] = []
    const truncated = {
      ...t,
      players: t.players.map((p) => ({ ...p, rounds: p.rounds.slice(0, 4) })),
    }
    const plain = pairRound({ tournament: truncated, round: 5, absent: new Set() })
    const tracked = pairRound(
      { tournament: truncated, round: 5, absent: new Set() },
      { onProgress: (placed, total) => calls.push([placed, total]) },
    )
    expect(tracked).toEqual(plain)
    expect(calls.length).toBeGreaterThan(1)
    expect(calls.every(([, total]) => total === 41)).toBe(true)
    expect(calls.at(-1)).toEqual([41, 41])
    const placed = calls.map(([p]) => p)
    expect([...placed].sort((a, b) => a - b)).toEqual(placed)
    expect(new Set(placed).size).toBe(placed.length)
  })
})
