// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import {
  setBoardResult,
  sheetTotals,
  type MatchSheet,
} from '../../../src/domain/matchSheet/index.ts'
import { ResultsPanel } from '../../../src/features/matchSheet/SheetPanels.tsx'
import { lineup, sheet } from '../../domain/matchSheet/helpers.ts'

function panelFor(results: Parameters<typeof setBoardResult>[2][]) {
  let s: MatchSheet = {
    ...sheet(),
    homeLineup: lineup('h', [1, 2, 3, 4, 5, 6, 7, 8]),
    awayLineup: lineup('a', [1, 2, 3, 4, 5, 6, 7, 8]),
  }
  results.forEach((r, i) => (s = setBoardResult(s, i + 1, r)))
  render(<ResultsPanel sheet={s} totals={sheetTotals(s, [])} locked={false} onResult={() => {}} />)
  return screen.getByRole('status').textContent
}

describe('FAPA art. 73.2, 77.2: running total on the captain sheet', () => {
  test('77.2: after board 1 = 1-0 the total reads 1 – 0 and says it is provisional', () => {
    expect(panelFor(['1-0'])).toBe(
      'Total: 1 – 0 · Puntos de encuentro: 2 – 0 · provisional: faltan 7 tableros',
    )
  })

  test('73.2: with all eight boards in, the final total has no provisional note', () => {
    expect(panelFor(['1-0', '1-0', '1/2', '1/2', '1-0', '0-1', '1/2', '1/2'])).toBe(
      'Total: 5 – 3 · Puntos de encuentro: 2 – 0',
    )
  })
})
