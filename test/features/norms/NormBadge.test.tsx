// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NormBadge } from '../../../src/features/norms/NormBadge.tsx'
import { NormReportPanel } from '../../../src/features/norms/NormReportPanel.tsx'
import { useLocaleStore } from '../../../src/i18n/localeStore.ts'
import { normTournament, type Opp } from '../../domain/norms/helpers.ts'

const FEDS = ['FRA', 'ESP', 'ITA']
const field = (res: readonly Opp['res'][]): Opp[] =>
  res.map((r, i) => ({ rating: 2500, title: 'GM', fed: FEDS[i % 3] as string, res: r }))
const B01 = { rules: 'b01-2024' } as const
const cand = { rating: 2450, fed: 'GER' }

afterEach(() => useLocaleStore.setState({ locale: 'es' }))

describe('NormBadge (standings row)', () => {
  it('B.01 1.4.8: 6/9 against Ra 2500 (Rp 2625) shows the GM norm', () => {
    const s = normTournament({
      candidate: cand,
      opponents: field([1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]),
    })
    render(<NormBadge snapshot={s} startNo={1} context={B01} />)
    expect(screen.getByRole('img', { name: 'Norma de GM conseguida' }).textContent).toBe(
      'Norma de GM',
    )
  })

  it('after round 6 of 9 with 4/6: GM in range, 2 points from 3 rounds (English)', () => {
    useLocaleStore.setState({ locale: 'en' })
    const s = normTournament({
      candidate: cand,
      opponents: field([1, 1, 0.5, 0.5, 0.5, 0.5]),
      totalRounds: 9,
    })
    render(<NormBadge snapshot={s} startNo={1} context={B01} />)
    const badge = screen.getByRole('img', {
      name: 'GM norm in range: needs 2 points from the last 3 rounds',
    })
    expect(badge.textContent).toBe('GM: 2 in 3')
  })

  it('nothing when no norm is in reach: 1/9 finished', () => {
    const s = normTournament({ candidate: cand, opponents: field([0.5, 0.5, 0, 0, 0, 0, 0, 0, 0]) })
    const { container } = render(<NormBadge snapshot={s} startNo={1} context={B01} />)
    expect(container.innerHTML).toBe('')
  })
})

describe('NormReportPanel (player card)', () => {
  it('shows each condition with its article, numbers and verdict, and offers the certificate of an achieved norm', async () => {
    const s = normTournament({
      candidate: cand,
      opponents: field([1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]),
    })
    const onCertificate = vi.fn()
    render(<NormReportPanel snapshot={s} startNo={1} context={B01} onCertificate={onCertificate} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Normas de título')
    // Every row of both tables: condition, article, numbers and verdict (B.01 1.1, 1.4.1-1.4.8).
    const rows = (title: string) =>
      within(within(screen.getByRole('article', { name: title })).getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((r) => [
          within(r).getByRole('rowheader').textContent,
          ...within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ])
    const common = (ra: string, rp: string) => [
      ['Partidas contadas', '1.4.1', '9 ≥ 9', 'Cumple'],
      ['Puntuación mínima (35 %)', '1.4.8b', '6 ≥ 3,5', 'Cumple'],
      ['Media mínima de los rivales', '1.4.8', ra, 'Cumple'],
      ['Performance', '1.4.8', rp, 'Cumple'],
      ['Otras federaciones', '1.4.3', '3 ≥ 2', 'Cumple'],
      ['Rivales de la propia federación', '1.4.3', '0 ≤ 5', 'Cumple'],
      ['Rivales de una misma federación', '1.4.3', '3 ≤ 6', 'Cumple'],
      ['Rivales titulados', '1.4.5', '9 ≥ 5', 'Cumple'],
      ['Rivales con el título o superior', '1.4.5', '9 ≥ 3', 'Cumple'],
      ['Rondas por día', '1.1', '1 ≤ 2', 'Cumple'],
    ]
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'GM',
      'IM',
    ])
    expect(rows('GM')).toEqual(common('2500 ≥ 2380', '2625 ≥ 2600'))
    expect(rows('IM')).toEqual(common('2500 ≥ 2230', '2625 ≥ 2450'))
    const gm = screen.getByRole('article', { name: 'GM' })
    expect(within(gm).getByRole('heading', { level: 3 }).textContent).toBe('GM: Conseguida')
    expect(
      within(screen.getByRole('article', { name: 'IM' })).getByRole('heading', { level: 3 })
        .textContent,
    ).toBe('IM: Conseguida')
    await userEvent.click(within(gm).getByRole('button', { name: 'Certificado (PDF) GM' }))
    expect(onCertificate).toHaveBeenCalledTimes(1)
    expect(onCertificate.mock.calls[0]?.[0]).toMatchObject({
      title: 'GM',
      achieved: true,
      rp: 2625,
    })
  })

  it('seed rules: a failed condition reads "No cumple" with the 8.5 numbers (3 foreign of 9, needs 4); the score row cites 11.3 with its table in Spanish', () => {
    const o: Opp[] = field(Array(9).fill(0.5)).map((x, i) => ({ ...x, fed: i < 3 ? 'GER' : 'FRA' }))
    const s = normTournament({ candidate: { rating: 2450, fed: 'FRA' }, opponents: o })
    render(<NormReportPanel snapshot={s} startNo={1} context={{ rules: 'seed' }} />)
    const im = screen.getByRole('article', { name: 'IM' })
    const row = within(im).getByRole('row', { name: /Rivales extranjeros/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['8.5', '3 ≥ 4', 'No cumple'])
    const score = within(im).getByRole('row', { name: /Puntuación requerida/ })
    expect(
      within(score)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['11.3 (tabla derivada)', '4,5 ≥ 4,5', 'Cumple'])
    expect(screen.queryByRole('button')).toBeNull()
  })
  it('seed 11.0: an average under 2251 is named as below category 1, and points use the decimal comma', () => {
    // Nine opponents rated 2150 and a 2200 candidate: average 2155, under the first category.
    const o: Opp[] = Array.from({ length: 9 }, (_, i) => ({
      rating: 2150,
      title: 'FM',
      fed: FEDS[i % 3] as string,
      res: i < 6 ? 1 : 0.5,
    }))
    const s = normTournament({ candidate: { rating: 2200, fed: 'GER' }, opponents: o })
    render(<NormReportPanel snapshot={s} startNo={1} context={{ rules: 'seed' }} />)
    const im = screen.getByRole('article', { name: 'IM' })
    const value = (term: string) =>
      within(im).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
    expect(value('Puntos')).toBe('7,5')
    expect(value('Categoría')).toBe(
      'media por debajo de la categoría 1 (2251) (tabla derivada de los niveles de performance)',
    )
  })
})
