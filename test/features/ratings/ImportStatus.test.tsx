// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ImportStatus } from '../../../src/features/ratings/ImportStatus.tsx'

describe('rating-list import status', () => {
  test('while running: a progress bar in bytes and a cancel button', async () => {
    const onCancel = vi.fn()
    render(
      <ImportStatus
        view={{
          phase: 'running',
          bytesRead: 1048576,
          totalBytes: 4194304,
          records: 5000,
          imported: 4990,
        }}
        onCancel={onCancel}
      />,
    )
    const bar = screen.getByRole('progressbar', { name: 'Progreso de la importación' })
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['1048576', '4194304'])
    expect(screen.getByText('1,0 de 4,0 MB leídos · 5000 líneas · 4990 jugadores')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  test('when done: the figures and the located errors of the summary', () => {
    render(
      <ImportStatus
        view={{
          phase: 'finished',
          event: {
            type: 'done',
            millis: 2500,
            state: {
              list: 'fide',
              table: 'A',
              listDate: '2026-11-01',
              count: 2,
              federations: ['ESP'],
              fileName: 'players_list_foa.txt',
              importedAt: '2026-11-02T10:00:00.000Z',
              summary: {
                records: 4,
                imported: 2,
                filteredOut: 1,
                errorCount: 1,
                errors: [{ code: 'rating-list/bad-rating', line: 4, column: 114, text: '' }],
                fatal: false,
              },
            },
          },
        }}
        onCancel={() => {}}
      />,
    )
    expect(screen.getByText('Lista importada: 2 jugadores en 2,5 s.')).toBeTruthy()
    expect(screen.getByText('Línea 4, columna 114: rating no numérico')).toBeTruthy()
    expect(screen.getByText('Omitidos por federación').nextElementSibling?.textContent).toBe('1')
  })

  test('a cancelled import says the previous list is kept', () => {
    render(
      <ImportStatus
        view={{ phase: 'finished', event: { type: 'cancelled' } }}
        onCancel={() => {}}
      />,
    )
    expect(screen.getByRole('status').textContent).toBe(
      'Importación cancelada; se conserva la lista anterior.',
    )
  })
})
