import { describe, expect, test } from 'vitest'
import {
  computeStandings,
  FAPA_CHAINS,
  FAPA_CHAIN_IDS,
  parseChain,
  parseTeamCode,
  isTeamCodeError,
} from '../../../src/domain/tiebreaks/index.ts'
import { tournament } from './builders.ts'

describe('FAPA default chains', () => {
  test('FAPA art. 29.1: Swiss chain BH-1, BH, SB, PS with unplayed games as draws', () => {
    const swiss = tournament(6, [
      ['1-4 1-0', '2-5 =', '3-6 +-'],
      ['1-2 1-0', '5-4 1-0', '3 H', '6 Z'],
      ['1-3 =', '2-4 1-0', '5 U', '6 Z'],
    ])
    const chain = FAPA_CHAINS['fapa-29.1']
    const res = computeStandings(swiss, {
      tiebreaks: chain.tiebreaks,
      unplayed: chain.unplayed,
      lotSeed: 7,
    })
    // Players 1 and 5 tie on 2.5: BH-1 is 3 for player 1, 3.5 for player 5 (PAB counted as a draw).
    expect(res.ok && res.value.map((r) => r.startNo)).toEqual([5, 1, 3, 2, 4, 6])
  })

  test.each(FAPA_CHAIN_IDS.map((id) => [id]))(
    'FAPA art. 29, 91, 99: every code of chain %s is known',
    (id) => {
      const chain = FAPA_CHAINS[id]
      if (chain.kind === 'individual') expect(parseChain(chain.tiebreaks).ok).toBe(true)
      else expect(chain.tiebreaks.map(parseTeamCode).filter(isTeamCodeError)).toEqual([])
    },
  )

  test('FAPA art. 29.2.d and 29.3.f ask for a playoff; art. 91.e and 99.e for lots', () => {
    expect(FAPA_CHAIN_IDS.map((id) => FAPA_CHAINS[id].finalTie)).toEqual([
      'lots',
      'playoff',
      'playoff',
      'playoff',
      'lots',
      'lots',
    ])
  })
})
