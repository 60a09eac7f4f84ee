// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { db } from '../../../src/db/db.ts'
import { routes } from '../../../src/app/routes.tsx'
import { useLocaleStore } from '../../../src/i18n/index.ts'
import { useRegistryStore } from '../../../src/state/registryStore.ts'

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  return render(<RouterProvider router={router} />)
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()))
  useRegistryStore.setState({ openPlayer: null, playerDrafts: {}, playerQuery: '' })
  useLocaleStore.setState({ locale: 'es' })
})

describe('player screen', () => {
  it('a refused save shows Spanish messages on the fields and keeps everything typed', async () => {
    const user = userEvent.setup()
    renderAt('/players')
    await user.click(
      await screen.findByRole('button', { name: 'Nuevo jugador' }, { timeout: 15_000 }),
    )
    const form = screen.getByRole('form', { name: 'Nuevo jugador' })
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Pelayo')
    await user.type(within(form).getByRole('textbox', { name: 'Elo FIDE clásico' }), '1390')
    await user.type(within(form).getByRole('textbox', { name: 'Elo FIDE blitz' }), '1500')
    await user.click(within(form).getByRole('button', { name: 'Guardar' }))

    expect(await within(form).findByText('Escriba el primer apellido.')).toBeTruthy()
    expect(within(form).getByText('Valor entre 1400 y 3000.')).toBeTruthy()
    expect(within(form).getByText('Un Elo FIDE exige el ID FIDE del jugador.')).toBeTruthy()
    expect((within(form).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe(
      'Pelayo',
    )
    expect(
      (within(form).getByRole('textbox', { name: 'Elo FIDE clásico' }) as HTMLInputElement).value,
    ).toBe('1390')
    expect(await db.players.count()).toBe(0)
  })

  it('a valid record is stored and listed', async () => {
    const user = userEvent.setup()
    renderAt('/players')
    await user.click(
      await screen.findByRole('button', { name: 'Nuevo jugador' }, { timeout: 15_000 }),
    )
    const form = screen.getByRole('form', { name: 'Nuevo jugador' })
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Pelayo')
    await user.type(within(form).getByRole('textbox', { name: 'Primer apellido' }), 'Fernández')
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Sexo' }), 'M')
    await user.click(within(form).getByRole('button', { name: 'Guardar' }))

    expect(await screen.findByText('1 de 1 jugadores')).toBeTruthy()
    const rows = await db.players.toArray()
    expect(rows.map((p) => [p.givenName, p.firstSurname, p.sex, p.federation])).toEqual([
      ['Pelayo', 'Fernández', 'M', 'ESP'],
    ])
  })

  it('switching the language to English relabels the navigation', async () => {
    const user = userEvent.setup()
    renderAt('/settings')
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Idioma de la aplicación' }, { timeout: 15_000 }),
      'en',
    )
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toContain('Players')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings')
  })
})
