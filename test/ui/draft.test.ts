import { describe, expect, it } from 'vitest'
import { clearSubmitted } from '../../src/ui/draft.ts'

describe('a form emptied after its save finished', () => {
  it('keeps the next name typed while the save was running and clears the rest', () => {
    const sent = { name: 'Jugador01, Ana', fideRating: '2387', federation: 'ESP' }
    const current = { name: 'Jugador02, Ana', fideRating: '2387', federation: 'ESP' }
    expect(clearSubmitted(current, sent, { name: '', fideRating: '' })).toEqual({
      name: 'Jugador02, Ana',
      fideRating: '',
      federation: 'ESP',
    })
  })

  it('clears every listed field when nothing was typed in the meantime', () => {
    const sent = { name: '2026', startDate: '2026-01-01', endDate: '2026-12-31' }
    expect(clearSubmitted(sent, sent, { name: '', startDate: '', endDate: '' })).toEqual({
      name: '',
      startDate: '',
      endDate: '',
    })
  })
})
