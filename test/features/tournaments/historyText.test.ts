import { describe, expect, it } from 'vitest'
import { describeEvent, type TournamentEvent } from '../../../src/domain/tournament/index.ts'
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

  it('a tie decided by lot or by playoff games, or its decision removed (FAPA art. 29.2.d, 29.2.e), is named in words, as the undo notice and the history say it', () => {
    const at = '2026-08-09T20:00:00.000Z'
    const events: TournamentEvent[] = [
      { type: 'tie-decided', payload: { decision: { kind: 'lot', players: [3, 8], seed: 41 } } },
      {
        type: 'tie-decided',
        payload: {
          decision: {
            kind: 'playoff',
            players: [3, 8],
            games: [{ white: 3, black: 8, result: '1-0' }],
          },
        },
      },
      { type: 'tie-decision-removed', payload: { players: [3, 8] } },
    ]
    const codes = events.map((e) => describeEvent({ ...e, at }).action)
    expect(codes).toEqual(['tie/lot', 'tie/playoff', 'tie/remove'])
    expect(codes.map((a) => actionLabel(es, a))).toEqual([
      'Empate decidido por sorteo',
      'Empate decidido por partidas de desempate',
      'Quitada la decisión de un empate',
    ])
    expect(codes.map((a) => actionLabel(en, a))).toEqual([
      'Tie decided by lot',
      'Tie decided by playoff games',
      'Tie decision removed',
    ])
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
