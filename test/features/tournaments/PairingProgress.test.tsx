// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PairingProgress } from '../../../src/features/tournaments/PairingProgress.tsx'
import { useLocaleStore } from '../../../src/i18n/localeStore.ts'

afterEach(() => useLocaleStore.setState({ locale: 'es' }))

describe('pairing progress (FIDE C.04.3 A.9: score groups are paired from the top)', () => {
  it('shows a progress bar of the players placed and "n / total jugadores"', () => {
    render(<PairingProgress placed={12} total={29} />)
    const bar = screen.getByRole('progressbar', { name: 'Jugadores colocados' })
    expect(bar.getAttribute('value')).toBe('12')
    expect(bar.getAttribute('max')).toBe('29')
    expect(screen.getByText('12 / 29 jugadores')).toBeTruthy()
  })

  it('in English the count reads "n / total players"', () => {
    useLocaleStore.setState({ locale: 'en' })
    render(<PairingProgress placed={0} total={30} />)
    expect(screen.getByRole('progressbar', { name: 'Players placed' }).getAttribute('value')).toBe(
      '0',
    )
    expect(screen.getByText('0 / 30 players')).toBeTruthy()
  })
})
