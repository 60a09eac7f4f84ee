// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { blankSheet, setBoardPlayer, validateSheet } from '../../../src/domain/matchSheet/index.ts'
import { LineupPicker } from '../../../src/features/matchSheet/LineupPicker.tsx'
import { buildSeasonPackage } from '../../../src/features/matchSheet/seasonPackageExport.ts'
import type { TeamCompetitionRow } from '../../../src/features/teams/teamsDb.ts'

const competition: TeamCompetitionRow = {
  id: 'c',
  name: 'Cuarta',
  division: 4,
  system: 'league',
  totalRounds: 1,
  seed: 1,
  teams: ['Oviedo', 'Gijón'].map((name) => ({
    id: name,
    name,
    club: `Club ${name}`,
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
  createdAt: '2026-09-01T00:00:00.000Z',
  updatedAt: '2026-09-01T00:00:00.000Z',
}

const pkg = buildSeasonPackage(competition, {
  club: 'Club Oviedo',
  firstDate: '2026-10-03',
  time: '17:00',
})

function Harness() {
  const [sheet, setSheet] = useState(() => blankSheet({ ...pkg, fixture: pkg.fixtures[0]! }))
  return (
    <LineupPicker
      pkg={pkg}
      teamId="Oviedo"
      title="Alineación local: Oviedo"
      lineup={sheet.homeLineup}
      colours={['white', 'black', 'white', 'black']}
      violations={validateSheet(pkg, sheet).filter((v) => v.teamId === 'Oviedo')}
      locked={false}
      onChange={(b, id) => setSheet((s) => setBoardPlayer(s, 'home', b, id))}
    />
  )
}

describe('Season package and lineup screen (FAPA art. 73.1, 74.1)', () => {
  test('the package carries the club’s fixture, dated, with every board order', () => {
    expect(pkg.fixtures).toEqual([
      {
        matchId: 'c:r1:Oviedo-Gijón',
        round: 1,
        homeId: 'Oviedo',
        awayId: 'Gijón',
        date: '2026-10-03',
        time: '17:00',
      },
    ])
    expect(pkg.boards).toBe(4)
    // Each team's whole board order, board by board, with the rating of each line.
    const line = (id: string) => {
      const p = pkg.players.find((x) => x.id === id)
      return [p?.name, p?.rating]
    }
    expect(pkg.teams.map((t) => [t.id, t.order.map(line)])).toEqual(
      ['Oviedo', 'Gijón'].map((team) => [
        team,
        ['Ana', 'Bea', 'Carla', 'Dora', 'Eva'].map((p, i) => [`${p} ${team}`, 1800 - 10 * i]),
      ]),
    )
  })

  test('74.1: tapping Ana, Carla, Bea shows the order violation at board 2; emptying and retapping clears it', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    for (const name of ['Ana', 'Carla', 'Bea'])
      await user.click(screen.getByRole('button', { name: `Poner a ${name} Oviedo` }))
    expect(screen.getByRole('list', { name: 'Problemas' }).textContent).toBe(
      'Art. 74.1, tablero 2: orden de fuerza no respetado. Consecuencia: pierde los puntos desde el tablero 2.',
    )
    await user.click(screen.getByRole('button', { name: 'Vaciar tablero 2' }))
    await user.click(screen.getByRole('button', { name: 'Vaciar tablero 3' }))
    await user.click(screen.getByRole('button', { name: 'Poner a Bea Oviedo' }))
    await user.click(screen.getByRole('button', { name: 'Poner a Carla Oviedo' }))
    expect(screen.getByText('Sin problemas en la alineación.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Vaciar tablero 2' }).textContent).toBe(
      'T2 NegrasBea Oviedo (1790)',
    )
  })
})
