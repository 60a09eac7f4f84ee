// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { orderVerdict } from '../../../src/domain/teams/index.ts'
import { OrderVerdictView } from '../../../src/features/teams/OrderVerdictView.tsx'

const lines = Array.from({ length: 10 }, (_, i) => ({
  name: `Jugador ${i + 1}`,
  rating: 2000 - i,
  playerId: `p${i}`,
}))

describe('FAPA art. 69, 74.6.b: the board-order verdict on screen', () => {
  test('74.6.b: an order with a licence of another club and a missing licence reads refused, never "conforme"', () => {
    const verdict = orderVerdict({
      violations: [
        {
          code: 'list/other-club-licence',
          article: '74.6.b',
          consequence: 'registration-rejected',
          board: 8,
        },
        {
          code: 'list/no-licence',
          article: '74.6.b',
          consequence: 'registration-rejected',
          board: 10,
        },
      ],
      lines: 10,
      minimum: 8,
      unlinked: 0,
      seasonKnown: true,
      clubKnown: true,
    })
    render(
      <OrderVerdictView
        team="Oviedo A"
        club="Club Oviedo"
        lines={lines}
        verdict={verdict}
        season="2026-27"
        onOverride={() => {}}
      />,
    )
    const box = screen.getByRole('region', { name: 'Orden de fuerza de Oviedo A' })
    expect(within(box).getByRole('alert').textContent).toBe(
      'Oviedo A: orden de fuerza rechazado, 2 problema(s). No se inscribe ni se empareja sin una excepción del director.',
    )
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Oviedo A, tablero 8: Jugador 8 tiene licencia de otro club (art. 74.6.b).',
      'Oviedo A, tablero 10: Jugador 10 no tiene licencia de jugador para la temporada (art. 74.6.b).',
    ])
    expect(box.textContent).not.toMatch(/conforme/)
    expect(within(box).getByRole('button', { name: 'Aceptar con excepción' })).toHaveProperty(
      'disabled',
      true,
    )
  })
})
