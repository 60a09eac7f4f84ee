// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { RestorePreviewPanel } from '../../../src/features/io/RestorePreviewPanel.tsx'

describe('a restore shows what it replaces before replacing it', () => {
  test('each table with its rows on this device and in the file, and the totals under them', () => {
    render(
      <RestorePreviewPanel
        preview={{
          exportedAt: '2026-11-20',
          tables: [
            {
              table: 'clubs',
              current: { rows: 3, newest: '2026-11-18' },
              incoming: { rows: 2, newest: null },
            },
            {
              table: 'players',
              current: { rows: 12500, newest: null },
              incoming: { rows: 13020, newest: null },
            },
          ],
          currentRows: 12503,
          incomingRows: 13022,
        }}
        busy={false}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    )
    const table = screen.getByRole('table', { name: 'Registros por tabla, ahora y en la copia' })
    const rows = within(table)
      .getAllByRole('row')
      .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent))
    expect(rows).toEqual([
      ['Tabla', 'En este dispositivo', 'En la copia'],
      ['Clubes', '3 (más reciente: 18 nov 2026)', '2'],
      ['Jugadores', '12.500', '13.020'],
      ['Total', '12.503', '13.022'],
    ])
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Clubes', 'Jugadores', 'Total'])
  })
})
