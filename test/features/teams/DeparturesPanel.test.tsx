// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { BoardResult } from '../../../src/domain/teams/index.ts'
import { DeparturesPanel } from '../../../src/features/teams/DeparturesPanel.tsx'
import { StandingsTable } from '../../../src/features/teams/StandingsTable.tsx'
import type { TeamCompetitionRow } from '../../../src/features/teams/teamsDb.ts'

const team = (id: string) => ({ id, name: `${id} A`, club: id, zone: '', players: [] })
const b = (...r: BoardResult[]) => r

/**
 * A 4-team 4th-division league (4 boards, 3 matches a team): Llanes misses 3 boards in round 1
 * and 2 in round 2, five absences; Siero withdrew after round 1.
 */
const league: TeamCompetitionRow = {
  id: 'c',
  name: '4.ª categoría',
  division: 4,
  system: 'league',
  totalRounds: 3,
  seed: 1,
  teams: ['Llanes', 'Oviedo', 'Gijón', 'Siero'].map(team),
  order: ['Llanes', 'Oviedo', 'Gijón', 'Siero'],
  withdrawals: [
    { teamId: 'Siero', afterRound: 1, reason: 'Falta de jugadores', at: '2026-10-10T10:00:00Z' },
  ],
  rounds: [
    {
      round: 1,
      bye: null,
      fixtures: [
        { homeId: 'Llanes', awayId: 'Oviedo', boards: b('1-0', '-+', '-+', '-+') },
        { homeId: 'Gijón', awayId: 'Siero', boards: b('1-0', '1-0', '1/2', '0-1') },
      ],
    },
    {
      round: 2,
      bye: null,
      fixtures: [
        { homeId: 'Gijón', awayId: 'Llanes', boards: b('1/2', '0-1', '+-', '+-') },
        { homeId: 'Siero', awayId: 'Oviedo', boards: b('-+', '-+', '-+', '-+') },
      ],
    },
  ],
  createdAt: '2026-09-15T10:00:00.000Z',
  updatedAt: '2026-09-15T10:00:00.000Z',
}

describe('FAPA art. 65 and 78.1 on the division screen: each departure with its cause and effect', () => {
  test('78.1: five individual absences in the 4th division eliminate after round 2, results kept (65.2); a withdrawal after 1 of 3 is annulled (65.1)', () => {
    render(<DeparturesPanel competition={league} />)
    const items = within(
      screen.getByRole('list', { name: 'Retiradas y eliminaciones (art. 65, 78)' }),
    ).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'Siero A: retirado tras la ronda 1 (art. 65). Había jugado menos de la mitad de sus encuentros: se anula su único resultado, a favor y en contra, y no juega más (art. 65.1).',
      'Llanes A: eliminado tras la ronda 2 por 5 incomparecencias individuales; el límite de la categoría es 5 (art. 78.1). Había jugado la mitad o más: sus resultados se mantienen y su último encuentro se da ganado al rival con todos los puntos (art. 65.2).',
    ])
  })

  test('the standings name a withdrawn team as withdrawn and an eliminated one as eliminated', () => {
    render(<StandingsTable competition={league} />)
    const rows = screen.getAllByRole('row').map((r) => r.textContent ?? '')
    expect(rows.find((r) => r.includes('Siero A'))).toContain('Retirado (art. 65)')
    expect(rows.find((r) => r.includes('Llanes A'))).toContain('Eliminado (art. 78.1)')
  })

  test('no departure, no panel', () => {
    const { container } = render(
      <DeparturesPanel competition={{ ...league, withdrawals: [], rounds: [] }} />,
    )
    expect(container.textContent).toBe('')
  })
})
