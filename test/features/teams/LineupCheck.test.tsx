// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { LineupCheck } from '../../../src/features/teams/LineupCheck.tsx'
import { twoTeamLeague } from './twoTeamLeague.ts'
import { checkScreenLineup } from '../../../src/domain/teams/index.ts'

const competition = twoTeamLeague()

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
