// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { DeadlinesPanel } from '../../../src/features/matchSheet/DeadlinesPanel.tsx'
import type { ReceivedActaRow } from '../../../src/features/teams/matchSheetDb.ts'
import type { TeamCompetitionRow } from '../../../src/features/teams/teamsDb.ts'

const team = (name: string) => ({
  id: name,
  name,
  club: `Club ${name}`,
  zone: '',
  players: [{ name: `Ana ${name}`, rating: 1800 }],
})
const fixture = (homeId: string, awayId: string) => ({ homeId, awayId, boards: [null] })

const competition: TeamCompetitionRow = {
  id: 'c',
  name: 'Cuarta',
  division: 4,
  system: 'league',
  totalRounds: 2,
  seed: 1,
  teams: ['Oviedo', 'Gijón', 'Avilés', 'Mieres'].map(team),
  order: null,
  rounds: [
    { round: 1, fixtures: [fixture('Oviedo', 'Gijón'), fixture('Avilés', 'Mieres')], bye: null },
    { round: 2, fixtures: [fixture('Gijón', 'Avilés'), fixture('Mieres', 'Oviedo')], bye: null },
  ],
  createdAt: '2026-09-01T00:00:00.000Z',
  updatedAt: '2026-09-01T00:00:00.000Z',
}

const got = (matchId: string) => ({ matchId }) as ReceivedActaRow

describe('FAPA art. 82.1, 82.3 at the federation: the sheets still owed', () => {
  test('82.1: on the Wednesday morning after round 2 the missing round-1 sheet is overdue, round 2 not yet', () => {
    render(
      <DeadlinesPanel
        competition={competition}
        firstDate="2026-11-28"
        received={[got('c:r1:Oviedo-Gijón')]}
        now={new Date(2026, 11, 9, 9, 0)}
      />,
    )
    const items = screen.getByRole('list', { name: 'Actas pendientes' }).querySelectorAll('li')
    expect([...items].map((li) => li.textContent)).toEqual([
      'Ronda 1 · Avilés – Mieres · Resultado antes del 30/11/2026, 19:00; acta antes del 02/12/2026, 21:00 · acta fuera de plazo (art. 82.1)',
      'Ronda 2 · Gijón – Avilés · Resultado antes del 07/12/2026, 19:00; acta antes del 09/12/2026, 21:00',
      'Ronda 2 · Mieres – Oviedo · Resultado antes del 07/12/2026, 19:00; acta antes del 09/12/2026, 21:00',
    ])
    expect(screen.queryByText(/art\. 82\.3/)).toBeNull()
  })

  test('82.3: six days after the last round each sheet never sent is a serious infraction of the home club', () => {
    const { unmount } = render(
      <DeadlinesPanel
        competition={competition}
        firstDate="2026-11-28"
        received={[got('c:r1:Oviedo-Gijón'), got('c:r1:Avilés-Mieres'), got('c:r2:Gijón-Avilés')]}
        now={new Date(2026, 11, 11, 9, 0)}
      />,
    )
    expect(screen.getAllByText(/art\. 82\.3/).map((e) => e.textContent)).toEqual([
      'Club Mieres: acta de Ronda 2 · Mieres – Oviedo no enviada a los cinco días del final: infracción grave (art. 82.3)',
    ])
    unmount()
    // Three sheets never sent: each is named against its own home club.
    render(
      <DeadlinesPanel
        competition={competition}
        firstDate="2026-11-28"
        received={[got('c:r1:Oviedo-Gijón')]}
        now={new Date(2026, 11, 11, 9, 0)}
      />,
    )
    expect(screen.getAllByText(/art\. 82\.3/).map((e) => e.textContent)).toEqual([
      'Club Avilés: acta de Ronda 1 · Avilés – Mieres no enviada a los cinco días del final: infracción grave (art. 82.3)',
      'Club Gijón: acta de Ronda 2 · Gijón – Avilés no enviada a los cinco días del final: infracción grave (art. 82.3)',
      'Club Mieres: acta de Ronda 2 · Mieres – Oviedo no enviada a los cinco días del final: infracción grave (art. 82.3)',
    ])
  })
})
