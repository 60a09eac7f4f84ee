import { describe, expect, it } from 'vitest'
import {
  pairingsMessage,
  resultsMessage,
  standingsMessage,
  teamMatchMessage,
} from '../../../src/domain/publish/index.ts'
import { smallLeague, smallSwiss } from './smallEvents.ts'

describe('messages for the group (FAPA art. 41.1.e-f: the arbiter publishes pairings, results and standings)', () => {
  it("pairings of a round: board by board with each player's points before the round, then the PAB", () => {
    expect(pairingsMessage(smallSwiss, 3, 'es')).toBe(
      [
        '*Abierto de Gijón · Ronda 3 · Emparejamientos*',
        '',
        '1. FM Pérez, Ana (2) – Díaz, Sara (1½)',
        '2. García, Eva (½) – López, Juan (½)',
        '',
        'Exento: Ruiz, Pablo',
        '',
      ].join('\n'),
    )
  })

  it('results of a round: ½ and 1-0 notation, a forfeit as +/-, a game still played says so', () => {
    expect(resultsMessage(smallSwiss, 3, 'es')).toBe(
      [
        '*Abierto de Gijón · Ronda 3 · Resultados*',
        '',
        '1. FM Pérez, Ana – Díaz, Sara (pendiente)',
        '2. García, Eva +/- López, Juan',
        '',
        'Exento: Ruiz, Pablo',
        '',
      ].join('\n'),
    )
    expect(resultsMessage(smallSwiss, 2, 'en')).toBe(
      [
        '*Abierto de Gijón · Round 2 · Results*',
        '',
        '1. López, Juan 0-1 FM Pérez, Ana',
        '2. Díaz, Sara ½-½ Ruiz, Pablo',
        '',
        'Not playing: García, Eva (half-point bye)',
        '',
      ].join('\n'),
    )
  })

  it('top of the standings after the last complete round (FAPA art. 29.1), with the full table address', () => {
    const r = standingsMessage(smallSwiss, 'en', { top: 3, url: 'https://club.example/abierto/' })
    expect(r).toEqual({
      ok: true,
      value: [
        '*Abierto de Gijón · Standings after round 2*',
        '',
        '1. FM Pérez, Ana 2',
        '2. Díaz, Sara 1½',
        '3. Ruiz, Pablo 1',
        '',
        'Full standings: https://club.example/abierto/standings.html',
        '',
      ].join('\n'),
    })
  })

  it('a round not paired has no message; standings before any complete round have none', () => {
    expect(pairingsMessage(smallSwiss, 4, 'es')).toBeNull()
    expect(standingsMessage({ ...smallSwiss, rounds: [] }, 'es', { top: 3 })).toEqual({
      ok: true,
      value: null,
    })
  })

  it('a team match board by board, the score after FAPA art. 77 (an absent player loses his board)', () => {
    expect(teamMatchMessage(smallLeague, 2, 1, 'es')).toBe(
      [
        '*Liga de prueba · Ronda 2*',
        '*Club B 1½-2½ Club C*',
        '',
        '1. Dos, Bea 1-0 Cinco, Eva',
        '2. Tres, Carla ½-½ Cuatro, Dora',
        '3. (sin jugador) -/+ Siete, Gil',
        '4. Seis, Fede 0-1 Ocho, Hugo',
        '',
      ].join('\n'),
    )
  })

  it('a team match whose sheet was not received: the result of each board only', () => {
    expect(teamMatchMessage(smallLeague, 1, 1, 'en')).toBe(
      [
        '*Liga de prueba · Round 1*',
        '*Club A 2½-1½ Club B*',
        '',
        'Board 1: 1-0',
        'Board 2: 1-0',
        'Board 3: ½-½',
        'Board 4: 0-1',
        '',
      ].join('\n'),
    )
    expect(teamMatchMessage(smallLeague, 3, 1, 'en')).toBeNull()
  })
})
