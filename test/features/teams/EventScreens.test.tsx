// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { CupBracket } from '../../../src/features/teams/CupBracket.tsx'
import { FinalPlaces, GroupStandings } from '../../../src/features/teams/GroupStandings.tsx'
import type { TeamCompetitionRow } from '../../../src/features/teams/teamsDb.ts'

const team = (id: string, club = id) => ({ id, name: id, club, zone: '', players: [] })
const base = {
  system: 'league' as const,
  seed: 11,
  order: null,
  createdAt: '2026-09-15T10:00:00.000Z',
  updatedAt: '2026-09-15T10:00:00.000Z',
}

/** Six teams: Oviedo and Avilés exempt; Gijón-Mieres level on every board, Langreo wins at Siero. */
const cup: TeamCompetitionRow = {
  ...base,
  id: 'cup',
  name: 'Copa',
  kind: 'cup',
  division: 4,
  totalRounds: 3,
  teams: ['Oviedo', 'Gijón', 'Avilés', 'Mieres', 'Langreo', 'Siero'].map((n) => team(n)),
  rounds: [
    {
      round: 1,
      bye: null,
      exempt: ['Oviedo', 'Avilés'],
      fixtures: [
        {
          homeId: 'Gijón',
          awayId: 'Mieres',
          boards: ['1/2', '1/2', '1/2', '1/2'],
          decided: 'away',
        },
        { homeId: 'Siero', awayId: 'Langreo', boards: ['0-1', '1/2', '1-0', '0-1'] },
      ],
    },
  ],
}

describe('FAPA art. 104-106: the cup bracket on screen', () => {
  test('round 1 with scores, winners and exempt teams; rounds 2 and 3 still to be drawn', () => {
    render(<CupBracket competition={cup} />)
    const round = (n: number) =>
      within(screen.getByRole('region', { name: `Ronda ${n}` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    expect(round(1)).toEqual([
      'Gijón 2-2 Mieres',
      'Siero 1,5-2,5 Langreo',
      'Oviedo · exento, entra en la ronda 2',
      'Avilés · exento, entra en la ronda 2',
    ])
    expect(round(2)).toEqual(['por sortear – por sortear', 'por sortear – por sortear'])
    expect(round(3)).toEqual(['por sortear – por sortear'])
    // The committee sent Mieres through the level tie; Langreo won on the board.
    const winners = screen.getAllByText((_, el) => el?.className === 'winner')
    expect(winners.map((w) => w.textContent)).toEqual(['Mieres', 'Langreo'])
  })
})

/** Four teams, groups A = [a1, a2], B = [b1, b2]: one group round, semifinals, final. */
const blitz: TeamCompetitionRow = {
  ...base,
  id: 'blitz',
  name: 'Relámpago',
  kind: 'blitz',
  division: 1,
  totalRounds: 3,
  teams: ['a1', 'a2', 'b1', 'b2'].map((n) => team(n)),
  groups: { A: ['a1', 'a2'], B: ['b1', 'b2'] },
  rounds: [
    {
      round: 1,
      bye: null,
      fixtures: [
        { homeId: 'a1', awayId: 'a2', group: 'A', boards: Array(8).fill('1-0') },
        {
          homeId: 'b2',
          awayId: 'b1',
          group: 'B',
          boards: [...Array(4).fill('1/2'), ...Array(4).fill('0-1')],
        },
      ],
    },
    {
      round: 2,
      bye: null,
      fixtures: [
        { homeId: 'a1', awayId: 'b1', places: [1, 4], boards: Array(8).fill('1/2') },
        { homeId: 'b1', awayId: 'a2', places: [1, 4], boards: Array(8).fill('0-1') },
      ],
    },
  ],
}

describe('FAPA art. 88, 91: blitz groups and final places on screen', () => {
  test('each group by board points with the art. 91 tie-break columns; TBR as points per board', () => {
    render(<GroupStandings competition={blitz} />)
    const rows = (g: string) =>
      within(screen.getByRole('table', { name: `Clasificación del grupo ${g}` }))
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        )
    expect(rows('A')).toEqual([
      ['1', 'a1', '8,0', '2', '0', '1', '0', '0', '1/1/1/1/1/1/1/1', '0,0'],
      ['2', 'a2', '0,0', '0', '0', '1', '0', '0', '0/0/0/0/0/0/0/0', '0,0'],
    ])
    // b2 drew boards 1-4 against b1: EMGSB 4,0 is its 2 points times b1's 2 match points.
    expect(rows('B')).toEqual([
      ['1', 'b1', '6,0', '2', '0', '1', '0', '0', '0,5/0,5/0,5/0,5/1/1/1/1', '0,0'],
      ['2', 'b2', '2,0', '0', '0', '1', '0', '0', '0,5/0,5/0,5/0,5/0/0/0/0', '4,0'],
    ])
    for (const g of ['A', 'B']) {
      const head = within(screen.getByRole('table', { name: `Clasificación del grupo ${g}` }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
      expect(head).toEqual([
        'Puesto',
        'Equipo',
        'Puntos de tablero',
        'Puntos de encuentro',
        'Incomparecencias',
        'Jugados',
        'DE',
        'HOL',
        'TBR',
        'EMGSB',
      ])
    }
  })

  test('after the semifinals are drawn, places 1-4 are pending until the final', () => {
    render(<FinalPlaces competition={blitz} />)
    const rows = within(screen.getByRole('table', { name: 'Clasificación final del campeonato' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent)
    expect(rows).toEqual(['1pendiente', '2pendiente', '3pendiente', '4pendiente'])
  })

  test('final level on every board: 1st and 2nd pending until the committee decides; 3rd-4th by points', () => {
    const round3 = {
      round: 3,
      bye: null,
      fixtures: [
        {
          homeId: 'a2',
          awayId: 'a1',
          places: [1, 2] as [number, number],
          boards: Array(8).fill('1/2'),
        },
        {
          homeId: 'b1',
          awayId: 'b2',
          places: [3, 4] as [number, number],
          boards: Array(8).fill('1-0'),
        },
      ],
    }
    const c = { ...blitz, rounds: [...blitz.rounds, round3] }
    const { rerender } = render(<FinalPlaces competition={c} />)
    const cells = () =>
      within(screen.getByRole('table', { name: 'Clasificación final del campeonato' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((x) => x.textContent)
            .join(' '),
        )
    expect(cells()).toEqual(['1 pendiente', '2 pendiente', '3 b1', '4 b2'])
    const decided = {
      ...round3,
      fixtures: [{ ...round3.fixtures[0]!, decided: 'away' as const }, round3.fixtures[1]!],
    }
    rerender(<FinalPlaces competition={{ ...blitz, rounds: [...blitz.rounds, decided] }} />)
    expect(cells()).toEqual(['1 a1', '2 a2', '3 b1', '4 b2'])
  })
})
