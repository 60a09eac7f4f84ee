import { describe, expect, it } from 'vitest'
import { highestTitle, normTitleScope, sortTitles } from '../../../src/domain/norms/index.ts'

const scope = (sex: 'm' | 'w', ...titles: string[]) => {
  const s = normTitleScope({ sex, title: titles[0] ?? '', titles })
  return { evaluated: s.evaluated, notEvaluated: s.notEvaluated }
}

describe('B.01 1.4.5 and TRF 001: norms only for titles above those held', () => {
  it('an untitled woman is evaluated for GM, IM, WGM and WIM; a man for GM and IM', () => {
    expect(scope('w').evaluated).toEqual(['GM', 'IM', 'WGM', 'WIM'])
    expect(scope('m')).toEqual({
      evaluated: ['GM', 'IM'],
      notEvaluated: [
        { title: 'WGM', reason: 'women-only' },
        { title: 'WIM', reason: 'women-only' },
      ],
    })
  })

  it('a GM is evaluated for nothing; an IM for GM only (no WIM forecast for a woman IM)', () => {
    expect(scope('m', 'GM').evaluated).toEqual([])
    expect(scope('w', 'IM')).toEqual({
      evaluated: ['GM'],
      notEvaluated: [
        { title: 'IM', reason: 'holds', held: 'IM' },
        { title: 'WGM', reason: 'holds', held: 'IM' },
        { title: 'WIM', reason: 'holds', held: 'IM' },
      ],
    })
  })

  it('a FM is evaluated for GM and IM; a woman FM also for WGM (above FM), not WIM (below)', () => {
    expect(scope('m', 'FM').evaluated).toEqual(['GM', 'IM'])
    expect(scope('w', 'FM').evaluated).toEqual(['GM', 'IM', 'WGM'])
  })

  it('both ladders: a WGM is evaluated for GM and IM; a WIM for GM, IM and WGM; a WFM for all four', () => {
    expect(scope('w', 'WGM').evaluated).toEqual(['GM', 'IM'])
    expect(scope('w', 'WIM').evaluated).toEqual(['GM', 'IM', 'WGM'])
    expect(scope('w', 'WFM').evaluated).toEqual(['GM', 'IM', 'WGM', 'WIM'])
  })

  it('a woman holding WGM and IM is evaluated for GM only: the highest title held counts', () => {
    expect(scope('w', 'WGM', 'IM').evaluated).toEqual(['GM'])
  })

  it('the highest of several titles follows the TRF order GM, IM, WGM, FM, WIM, CM, WFM, WCM', () => {
    expect(highestTitle(['WGM', 'IM'])).toBe('IM')
    expect(highestTitle(['FM', 'WGM'])).toBe('WGM')
    expect(highestTitle(['wim', 'CM'])).toBe('WIM')
    expect(highestTitle(['', null, 'XX'])).toBe('')
    expect(sortTitles(['WFM', 'CM', 'IM', 'CM'])).toEqual(['IM', 'CM', 'WFM'])
  })
})

describe('a player with several titles (IM and WGM): the highest shown, norms above it', () => {
  it('TRF 001 writes IM (the highest, even when WGM was entered as the title), the snapshot keeps both, only GM is evaluated', async () => {
    const { snapshotOf } = await import('../../../src/domain/tournament/index.ts')
    const { trfFromTournament } = await import('../../../src/domain/trf/fromTournament.ts')
    const { testEntrant, testTournament } = await import('../tournament/builders.ts')
    const t = testTournament(
      {},
      { entrants: [testEntrant(1, { sex: 'w', title: 'IM', titles: ['IM', 'WGM'] })] },
    )
    const player = snapshotOf(t).players[0]!
    expect([player.title, player.titles]).toEqual(['IM', ['IM', 'WGM']])
    expect(normTitleScope(player).evaluated).toEqual(['GM'])
    const record = trfFromTournament({
      ...snapshotOf(t),
      players: [{ ...player, title: 'WGM' }],
    }).records.find((r) => r.kind === 'player')
    expect(record && 'title' in record && record.title).toBe('IM')
  })
})
