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
    const lines = pdfLines(bytes)
    // The event and player blocks share lines; the player's name, federation and rating on the right.
    const event = lines.indexOf('Event Player')
    expect(lines.slice(event, event + 7)).toEqual([
      'Event Player',
      'Tournament Open de Gijón Name Candidate',
      'Place - FIDE ID -',
      'Dates - Federation GER',
      'Organiser - Title -',
      'System 9 rounds Rating 2450',
      'Chief Arbiter - Birth date -',
    ])
    // Every round: each of the nine opponents with title, federation, rating, colour and result.
    const table = lines.indexOf('Rd Opponent Title Fed Rating Colour Result')
    expect(lines.slice(table, table + 11)).toEqual([
      'Rd Opponent Title Fed Rating Colour Result',
      '1 Opponent 2 GM FRA 2500 W 1',
      '2 Opponent 3 GM ESP 2500 B 1',
      '3 Opponent 4 GM ITA 2500 W ½',
      '4 Opponent 5 GM FRA 2500 B ½',
      '5 Opponent 6: won by forfeit (not counted)',
      '6 Opponent 7 GM ITA 2500 B 1',
      '7 Opponent 8 GM FRA 2500 W ½',
      '8 Opponent 9 GM ESP 2500 B ½',
      '9 Opponent 10 GM ITA 2500 W ½',
      'Result',
    ])
    const text = lines.join('\n')
    for (const s of [
      'CERTIFICATE OF TITLE RESULT',
      'Games counted 8 (rounds 1-9) Points 5.5 (69 %)',
      'Opponents average Ra (1.4.7) 2500 Performance Rp 2641',
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
