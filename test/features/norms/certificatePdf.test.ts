import { describe, expect, it } from 'vitest'
import { evaluateNorms } from '../../../src/domain/norms/index.ts'
import { renderNormCertificate } from '../../../src/features/norms/certificatePdf.ts'
import { uncountedRounds } from '../../../src/features/norms/certificateRows.ts'
import { normTournament, type Opp } from '../../domain/norms/helpers.ts'
import { pdfLines } from '../../helpers/pdfText.ts'

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
    const raw = new TextDecoder('latin1').decode(bytes)
    expect(raw.startsWith('%PDF-')).toBe(true)
    expect(raw.match(/\/Type \/Page\b/g)?.length).toBe(1)
    const text = pdfLines(bytes).join('\n')
    for (const s of [
      'CERTIFICATE OF TITLE RESULT',
      'Open de Gijón',
      'Opponent 10',
      'Opponent 6: won by forfeit (not counted)',
      'Performance Rp 2641',
      'Opponents average Ra (1.4.7) 2500',
      'Points 5.5 (69 %)',
    ]) {
      expect(text).toContain(s)
    }
    expect(text).toContain('achieved a Grandmaster (GM) title result')
  })
  it('an IM result reads "achieved an International Master (IM)"; a failed one "for an IM result"', async () => {
    const im = evaluateNorms(s, 1, { rules: 'b01-2024' }, { titles: ['IM'] })[0]!
    const facts = { tournament: 'Open', totalRounds: 9, player: { name: 'Dvořák, Jiří' } }
    const ok = pdfLines(await renderNormCertificate({ ...im, achieved: true }, facts)).join(' ')
    expect(ok).toContain('Dvořák, Jiří achieved an International Master (IM) title result')
    const failed = pdfLines(await renderNormCertificate({ ...im, achieved: false }, facts)).join(
      ' ',
    )
    expect(failed).toContain('Dvořák, Jiří did not meet every condition for an IM result.')
  })
})
