import { describe, expect, it } from 'vitest'
import { evaluateNorms } from '../../../src/domain/norms/index.ts'
import { renderNormCertificate } from '../../../src/features/norms/certificatePdf.ts'
import { uncountedRounds } from '../../../src/features/norms/certificateRows.ts'
import { normTournament, type Opp } from '../../domain/norms/helpers.ts'

const FEDS = ['FRA', 'ESP', 'ITA']
const field = (res: readonly Opp['res'][]): Opp[] =>
  res.map((r, i) => ({ rating: 2500, title: 'GM', fed: FEDS[i % 3] as string, res: r }))

describe('norm certificate (seed 7.2: the Chief Arbiter certifies the title result)', () => {
  const s = normTournament({
    candidate: { rating: 2450, fed: 'GER' },
    opponents: field([1, 1, 0.5, 0.5, '+', 1, 0.5, 0.5, 0.5]),
  })
  const gm = evaluateNorms(s, 1, { rules: 'b01-2024' }, { titles: ['GM'] })[0]!

  it('lists the forfeit of round 5 as not counted (B.01 1.4.2)', () => {
    expect(uncountedRounds(s, gm)).toEqual([{ round: 5, text: 'Opponent 6: won by forfeit' }])
  })

  it('renders a one-page PDF with the player, every opponent, Ra 2500 and Rp 2641 (5.5/8, 69 %)', async () => {
    const bytes = await renderNormCertificate(gm, {
      tournament: 'Open de Gijón',
      totalRounds: 9,
      otherRounds: uncountedRounds(s, gm),
      player: { name: 'Candidate', federation: 'GER', rating: 2450 },
    })
    const text = new TextDecoder('latin1').decode(bytes)
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text.match(/\/Type \/Page\b/g)?.length).toBe(1)
    for (const s of [
      'CERTIFICATE OF TITLE RESULT',
      'Open de Gijón',
      'Opponent 10',
      'Opponent 6: won by forfeit \\(not counted\\)',
      '(2641)',
      '(2500)',
      '5.5 \\(69 %\\)',
    ]) {
      expect(text).toContain(s)
    }
    expect(text).toContain('achieved a Grandmaster \\(GM\\) title result')
  })
})
