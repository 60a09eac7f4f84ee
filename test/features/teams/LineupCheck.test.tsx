// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { checkScreenLineup } from '../../../src/features/teams/competition.ts'
import { LineupCheck } from '../../../src/features/teams/LineupCheck.tsx'
import type { TeamCompetitionRow } from '../../../src/features/teams/teamsDb.ts'

const competition: TeamCompetitionRow = {
  id: 'c',
  name: 'Liga',
  division: 4,
  system: 'league',
  totalRounds: 1,
  seed: 1,
  teams: ['Oviedo', 'Gijón'].map((name) => ({
    id: name,
    name,
    club: name,
    zone: '',
    players: ['Ana', 'Bea', 'Carla', 'Dora', 'Eva'].map((p, i) => ({
      name: `${p} ${name}`,
      rating: 1800 - 10 * i,
    })),
  })),
  order: ['Oviedo', 'Gijón'],
  rounds: [
    {
      round: 1,
      fixtures: [{ homeId: 'Oviedo', awayId: 'Gijón', boards: [null, null, null, null] }],
      bye: null,
    },
  ],
  createdAt: '2026-09-15T10:00:00.000Z',
  updatedAt: '2026-09-15T10:00:00.000Z',
}

describe('FAPA art. 74.1: lineups checked against the board order', () => {
  test('players 1, 3, 2, 4 break the order from board 2; 1, 2, 4, 5 is fine', () => {
    expect(
      checkScreenLineup(competition, 'Oviedo', [0, 2, 1, 3]).map((v) => [
        v.code,
        v.article,
        v.fromBoard,
      ]),
    ).toEqual([['lineup/order-violated', '74.1', 2]])
    expect(checkScreenLineup(competition, 'Oviedo', [0, 1, 3, 4])).toEqual([])
  })

  test('the screen shows the violation with its article and the board the points are lost from', async () => {
    render(<LineupCheck competition={competition} round={1} fixture={0} side="home" />)
    const boards = screen.getAllByRole('combobox')
    await userEvent.selectOptions(boards[1]!, '3. Carla Oviedo')
    await userEvent.selectOptions(boards[2]!, '2. Bea Oviedo')
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar alineación' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Art. 74.1, tablero 2: orden de fuerza no respetado. Consecuencia: pierde los puntos desde el tablero 2.',
    )
    expect(
      screen.getByRole('button', { name: 'Aplicar alineación indebida desde el tablero 2' }),
    ).toBeTruthy()
  })
})
