// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { BoardOrderEditor } from '../../../src/features/teams/BoardOrderEditor.tsx'
import type { BoardOrderLine } from '../../../src/features/teams/teamsDb.ts'
import { playerRow } from '../../db/playerRow.ts'

const data = {
  players: [
    playerRow('p1', { givenName: 'Ana', firstSurname: 'Oviedo', fedaId: 2401, fideId: 2290001 }),
  ],
  clubs: [],
  seasons: [],
  licences: [],
}
const lines: BoardOrderLine[] = [
  { name: 'Ana Oviedo', rating: 1850, playerId: 'p1', ratingSource: 'feda' },
  { name: 'Bea Gijón', rating: 1700 },
]

function editor(onLines = vi.fn()) {
  render(
    <BoardOrderEditor data={data} lines={lines} onLines={onLines} paste="" onPaste={() => {}} />,
  )
  return onLines
}

describe('FAPA art. 69-70: the board order being registered', () => {
  test('each board shows its player, the rating with its source and the registry ids', () => {
    editor()
    const rows = within(screen.getByRole('table', { name: 'Orden de fuerza del equipo' }))
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [...tr.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent))
    expect(rows).toEqual([
      ['1', 'Ana Oviedo', '1850 (FEDA)', '2401 / 2290001'],
      ['2', 'Bea Gijón', '1700 (escrito)', 'texto, sin registro'],
    ])
  })

  test('a player moves up one board, or leaves the order; board 1 cannot move up', async () => {
    const onLines = editor()
    expect(screen.queryByRole('button', { name: 'Subir Ana Oviedo' })).toBe(null)
    await userEvent.click(screen.getByRole('button', { name: 'Subir Bea Gijón' }))
    expect(onLines).toHaveBeenLastCalledWith([lines[1], lines[0]])
    await userEvent.click(screen.getByRole('button', { name: 'Quitar Ana Oviedo' }))
    expect(onLines).toHaveBeenLastCalledWith([lines[1]])
  })
})
