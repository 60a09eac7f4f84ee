// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { BoardResult } from '../../../src/domain/teams/index.ts'
import { GroupStandings } from '../../../src/features/teams/GroupStandings.tsx'
import type { TeamCompetitionRow } from '../../../src/features/teams/teamsDb.ts'

const team = (id: string) => ({ id, name: id, club: id, zone: '', players: [] })
const all = (r: BoardResult): BoardResult[] => Array.from({ length: 8 }, () => r)

/** Group A: Llanes does not turn up in round 1 (home, every board '-+'); group B plays draws. */
const blitz: TeamCompetitionRow = {
  id: 'b',
  name: 'Blitz por equipos',
  kind: 'blitz',
  division: 1,
  system: 'league',
  seed: 3,
  order: null,
  totalRounds: 5,
  createdAt: '2026-09-15T10:00:00.000Z',
  updatedAt: '2026-09-15T10:00:00.000Z',
  teams: ['Llanes', 'Oviedo', 'Gijón', 'Avilés', 'Mieres', 'Siero', 'Langreo', 'Noreña'].map(team),
  groups: {
    A: ['Llanes', 'Oviedo', 'Gijón', 'Avilés'],
    B: ['Mieres', 'Siero', 'Langreo', 'Noreña'],
  },
  rounds: [
    {
      round: 1,
      bye: null,
      fixtures: [
        { homeId: 'Llanes', awayId: 'Avilés', boards: all('-+'), group: 'A' },
        { homeId: 'Oviedo', awayId: 'Gijón', boards: all('1/2'), group: 'A' },
        { homeId: 'Mieres', awayId: 'Noreña', boards: all('1/2'), group: 'B' },
        { homeId: 'Siero', awayId: 'Langreo', boards: all('1/2'), group: 'B' },
      ],
    },
  ],
}

describe('FAPA art. 92, 65.1 on the screen', () => {
  test('the eliminated team is named with the round, the article and the annulment; Avilés keeps nothing from its forfeit win', () => {
    render(<GroupStandings competition={blitz} />)
    const list = screen.getByRole('list', { name: 'Equipos eliminados' })
    expect(within(list).getByRole('listitem').textContent).toBe(
      'Llanes: eliminado tras la ronda 1 (art. 92). Había jugado menos de la mitad de sus encuentros de grupo: sus resultados y los de sus rivales contra él se anulan (art. 65.1), y no juega más encuentros.',
    )
    const rows = within(screen.getByRole('table', { name: /grupo A/i }))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1, 3)
          .map((c) => c.textContent),
      )
    // Oviedo and Gijón are level after the whole art. 91 chain: the screen says so, no silent lot.
    expect(rows).toEqual([
      ['Oviedo · empatado', '4,0'],
      ['Gijón · empatado', '4,0'],
      ['Avilés', '0,0'],
      ['Llanes · Eliminado (art. 92)', '0,0'],
    ])
  })
})
