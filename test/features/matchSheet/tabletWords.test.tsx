// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { sheetTotals, validateSheet } from '../../../src/domain/matchSheet/index.ts'
import { checkLineupForeigners, type RosterPlayer } from '../../../src/domain/teams/index.ts'
import { LineupPicker } from '../../../src/features/matchSheet/LineupPicker.tsx'
import { ResultsPanel } from '../../../src/features/matchSheet/SheetPanels.tsx'
import { violationText } from '../../../src/features/teams/violationText.ts'
import { translate } from '../../../src/i18n/index.ts'
import { lineup, pkg, sheet } from '../../domain/matchSheet/helpers.ts'

const t = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) =>
  translate('es', k, p)
const foreign = (id: string, nationality: 'eu' | 'non-eu'): RosterPlayer =>
  ({ id, name: id, clubId: null, licensed: true, nationality, fideRating: 2300 }) as RosterPlayer

describe('FAPA art. 18 on the tablet: the foreigner quota in words', () => {
  test('18: a third foreigner on 8 boards names the quota and the count', () => {
    const [v] = checkLineupForeigners(
      [foreign('a', 'eu'), foreign('b', 'non-eu'), null, foreign('c', 'eu')],
      8,
    )
    expect(violationText(t, v!)).toBe(
      'Art. 18, tablero 4: excede el cupo de extranjeros (8 tableros: máximo 2 extranjeros, 1 extracomunitario(s); hay 3 extranjeros). Consecuencia: pierde los puntos desde el tablero 4.',
    )
  })

  test('18: a second non-EU player on 8 boards exceeds the non-EU quota of 1', () => {
    const [v] = checkLineupForeigners([foreign('a', 'non-eu'), foreign('b', 'non-eu')], 8)
    expect(violationText(t, v!)).toBe(
      'Art. 18, tablero 2: excede el cupo de extracomunitarios (8 tableros: máximo 2 extranjeros, 1 extracomunitario(s); hay 2 extracomunitarios). Consecuencia: pierde los puntos desde el tablero 2.',
    )
  })

  test('18 (last paragraph): each player button says whether he counts as EU, non-EU or not at all', () => {
    const p = pkg()
    const players = p.players.map((x) =>
      x.id === 'h-2'
        ? { ...x, nationality: 'eu' as const, fideRating: 2250 }
        : x.id === 'h-3'
          ? { ...x, nationality: 'non-eu' as const, fideRating: 2300 }
          : x.id === 'h-4'
            ? { ...x, nationality: 'non-eu' as const, fideRating: 2100 }
            : x,
    )
    const q = { ...p, players }
    const s = sheet(q)
    render(
      <LineupPicker
        pkg={q}
        teamId="h"
        title="Local"
        lineup={s.homeLineup}
        colours={[]}
        violations={validateSheet(q, s)}
        locked={false}
        onChange={() => {}}
      />,
    )
    // Every player button of the team: the six other Spanish players count for nothing.
    const names = screen
      .getAllByRole('button', { name: /^Poner a / })
      .map((b) => b.getAttribute('aria-label'))
    expect(names).toEqual([
      'Poner a H Jugador 1',
      'Poner a H Jugador 2, comunitario: cuenta como extranjero (art. 18)',
      'Poner a H Jugador 3, extracomunitario: cuenta como extranjero y como extracomunitario (art. 18)',
      'Poner a H Jugador 4, extranjero que no cuenta para el cupo (art. 18: sin título, menos de 2200 FIDE o dos años de residencia)',
      ...[5, 6, 7, 8, 9, 10].map((n) => `Poner a H Jugador ${n}`),
    ])
  })
})

describe('FAPA art. 73.1, 77.1: result buttons in words', () => {
  test('77.1: the six results of a board read their meaning', () => {
    const s = { ...sheet(), homeLineup: lineup('h', [1]), awayLineup: lineup('a', [1]) }
    render(
      <ResultsPanel sheet={s} totals={sheetTotals(s, [])} locked={false} onResult={() => {}} />,
    )
    const row = screen.getByRole('radiogroup', { name: 'Resultado del tablero 1' })
    expect(
      within(row)
        .getAllByRole('radio')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      '1-0, gana el local',
      '½-½, tablas',
      '0-1, gana el visitante',
      '+-, no se presentó el visitante',
      '-+, no se presentó el local',
      '--, no se presentó ninguno',
    ])
  })
})
