import { describe, expect, it } from 'vitest'
import { actionLabel, detailText } from '../../../src/features/tournaments/historyText.ts'
import { translate, type MessageKey, type MessageParams } from '../../../src/i18n/index.ts'

const es = (key: MessageKey, params?: MessageParams) => translate('es', key, params)
const en = (key: MessageKey, params?: MessageParams) => translate('en', key, params)

describe('tournament history in words', () => {
  it('every logged tournament action has a Spanish and an English label, never the stored code', () => {
    const actions = [
      'tournament/create',
      'tournament/import',
      'tournament/public-address',
      'tournament/delete',
      'tournament/undo',
      'tournament/leave-fide-mode',
      'entrant/add',
      'entrant/remove',
      'entrant/freeze',
      'entrant/request',
      'round/pair',
      'round/unpair',
      'round/result',
      'round/manual-change',
    ]
    for (const a of actions) {
      expect(actionLabel(es, a)).not.toContain('/')
      expect(actionLabel(en, a)).not.toContain('/')
    }
    expect(actionLabel(es, 'round/result')).toBe('Resultado')
    expect(actionLabel(es, 'entrant/freeze')).toBe('Orden inicial confirmado')
    expect(actionLabel(en, 'round/pair')).toBe('Round paired')
  })

  it('an unknown action code is shown as stored', () => {
    expect(actionLabel(es, 'round/something-new')).toBe('round/something-new')
  })

  it('result, correction, swap, request and undo details are spelled out; other details stay as typed', () => {
    expect(detailText(es, 'round/result', 'R1 B6 0-1')).toBe('Ronda 1, mesa 6: 0-1')
    expect(detailText(en, 'round/result', 'R12 B3 1/2')).toBe('Round 12, board 3: ½-½')
    expect(detailText(es, 'round/correct', 'R1 B1 1-0 -> 0-1')).toBe(
      'Resultado cambiado, ronda 1, mesa 1: 1-0 → 0-1',
    )
    expect(detailText(es, 'round/manual-change', 'R1 1<->2 Hermanos')).toBe(
      'Emparejamiento de la ronda 1 cambiado a mano: n.º 1 ↔ n.º 2. Motivo: Hermanos',
    )
    expect(detailText(es, 'entrant/request', '7 half-bye')).toBe('N.º 7: Descanso ½')
    expect(detailText(es, 'entrant/request', '7 none')).toBe('N.º 7: Juega')
    expect(detailText(es, 'round/pair', 'R3')).toBe('Ronda 3')
    expect(detailText(en, 'round/unpair', 'R3')).toBe('Round 3')
    expect(detailText(es, 'tournament/undo', 'round/result')).toBe('Resultado')
    expect(detailText(es, 'entrant/add', 'Jugador01, Ana')).toBe('Jugador01, Ana')
  })
})
