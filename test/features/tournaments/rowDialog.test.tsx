// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { besideRow, RowDialog } from '../../../src/features/tournaments/RowDialog.tsx'

const VIEW = { width: 1366, height: 768 }

describe('the player card and tie-break dialog sits beside the row clicked', () => {
  it('level with the row, to the right of its control when there is room', () => {
    expect(
      besideRow({ top: 300 }, { left: 300, right: 560 }, { width: 540, height: 200 }, VIEW),
    ).toEqual({ top: 300, left: 576 })
  })

  it('to the left of the control when the right has no room', () => {
    expect(
      besideRow({ top: 300 }, { left: 930, right: 960 }, { width: 540, height: 200 }, VIEW),
    ).toEqual({ top: 300, left: 374 })
  })

  it('moved up for a row low in the window, so its bottom stays 8 px inside', () => {
    expect(
      besideRow({ top: 700 }, { left: 300, right: 560 }, { width: 540, height: 300 }, VIEW),
    ).toEqual({ top: 460, left: 576 })
  })

  it('taller than the window: its top stays 8 px inside', () => {
    expect(
      besideRow({ top: 700 }, { left: 300, right: 560 }, { width: 540, height: 900 }, VIEW),
    ).toEqual({ top: 8, left: 576 })
  })

  it('wider than both sides: against the right edge of the window', () => {
    expect(
      besideRow({ top: 100 }, { left: 500, right: 700 }, { width: 900, height: 200 }, VIEW),
    ).toEqual({ top: 100, left: 458 })
  })
})

function Harness() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <table>
      <tbody>
        <tr>
          <td>
            <button type="button" onClick={(e) => setAnchor(e.currentTarget)}>
              Fila 25
            </button>
            {anchor && (
              <RowDialog
                anchor={anchor}
                title="Ficha de Pérez, Ana"
                onClose={() => setAnchor(null)}
              >
                <p>Contenido</p>
              </RowDialog>
            )}
          </td>
        </tr>
      </tbody>
    </table>
  )
}

describe('the row dialog is an accessible dialog', () => {
  it('is labelled by its title, and Escape closes it with the focus back on the row', () => {
    render(<Harness />)
    const open = screen.getByRole('button', { name: 'Fila 25' })
    fireEvent.click(open)
    const dialog = screen.getByRole('dialog', { name: 'Ficha de Pérez, Ana' })
    expect(dialog.getAttribute('aria-modal')).toBe('false')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(open)
  })

  it('its close button closes it the same way', () => {
    render(<Harness />)
    const open = screen.getByRole('button', { name: 'Fila 25' })
    fireEvent.click(open)
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(open)
  })
})
