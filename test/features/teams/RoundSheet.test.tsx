// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { RoundSheet } from '../../../src/features/teams/RoundSheet.tsx'
import type { TeamCompetitionRow } from '../../../src/features/teams/teamsDb.ts'
import { twoTeamLeague } from './twoTeamLeague.ts'

/** Oviedo-Gijón in two rounds: round 1 played 1-0, ½-½, 0-1, 1-0 (2,5-1,5), round 2 not played. */
function league(): TeamCompetitionRow {
  const c = twoTeamLeague(2)
  const [r1, r2] = c.rounds
  return {
    ...c,
    rounds: [
      { ...r1!, fixtures: [{ ...r1!.fixtures[0]!, boards: ['1-0', '1/2', '0-1', '1-0'] }] },
      r2!,
    ],
  }
}

const table = (n: number) => screen.getByRole('table', { name: `Encuentros de la ronda ${n}` })
const headers = (n: number) =>
  within(table(n))
    .getAllByRole('columnheader')
    .map((h) => h.textContent)
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name })

describe('FAPA art. 73 on the round screen: one row per match, a result selector per board', () => {
  test('73.1-73.2: the table, the home team (White on odd boards), the away team, the score, the four boards of the 4th division and the improper lineups', () => {
    const c = league()
    render(<RoundSheet competition={c} round={c.rounds[0]!} />)
    expect(headers(1)).toEqual([
      'Mesa',
      'Local (blancas en impares)',
      'Visitante',
      'Resultado',
      // One column a board: four in the 4th division (art. 73.2).
      ...['1', '2', '3', '4'],
      'Alineación indebida local (art. 74.5)',
      'Alineación indebida visitante (art. 74.5)',
    ])
    const cells = within(table(1)).getAllByRole('cell')
    expect(cells.slice(0, 4).map((td) => td.textContent)).toEqual([
      '1',
      'Oviedo',
      'Gijón',
      '2,5-1,5',
    ])
    expect([1, 2, 3, 4].map((b) => select(`Ronda 1, encuentro 1, tablero ${b}`).value)).toEqual([
      '1-0',
      '1/2',
      '0-1',
      '1-0',
    ])
    expect(select('Ronda 1, encuentro 1: alineación indebida del local').value).toBe('')
  })

  test('a round before the last one is locked: its selectors cannot change', () => {
    const c = league()
    const { unmount } = render(<RoundSheet competition={c} round={c.rounds[0]!} />)
    expect(select('Ronda 1, encuentro 1, tablero 1').disabled).toBe(true)
    expect(select('Ronda 1, encuentro 1: alineación indebida del visitante').disabled).toBe(true)
    unmount()
    render(<RoundSheet competition={c} round={c.rounds[1]!} />)
    expect(select('Ronda 2, encuentro 1, tablero 1').disabled).toBe(false)
    expect(select('Ronda 2, encuentro 1, tablero 1').value).toBe('')
    // No score until every board has a result.
    expect(within(table(2)).getAllByRole('cell')[3]!.textContent).toBe('')
  })

  test('a cup match level on every board gets the column of the team that goes through', () => {
    const team = (id: string) => ({ id, name: id, club: id, zone: '', players: [] })
    const cup: TeamCompetitionRow = {
      ...twoTeamLeague(1),
      kind: 'cup',
      teams: ['Gijón', 'Mieres', 'Siero', 'Langreo'].map(team),
      order: null,
      rounds: [
        {
          round: 1,
          bye: null,
          fixtures: [
            { homeId: 'Gijón', awayId: 'Mieres', boards: ['1/2', '1/2', '1/2', '1/2'] },
            { homeId: 'Siero', awayId: 'Langreo', boards: ['0-1', '1/2', '1-0', '0-1'] },
          ],
        },
      ],
    }
    render(<RoundSheet competition={cup} round={cup.rounds[0]!} />)
    expect(headers(1).at(-1)).toBe('Pasa (empate en todos los tableros)')
    const decision = select('Ronda 1, encuentro 1: equipo que pasa')
    expect([...decision.options].map((o) => o.textContent)).toEqual([
      'Sin decidir',
      'Gijón',
      'Mieres',
    ])
    expect(screen.queryByRole('combobox', { name: 'Ronda 1, encuentro 2: equipo que pasa' })).toBe(
      null,
    )
  })
})
