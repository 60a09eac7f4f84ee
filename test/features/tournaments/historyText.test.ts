import { describe, expect, it } from 'vitest'
import {
  describeEvent,
  emptyTournament,
  type TournamentEvent,
  type TournamentEventType,
} from '../../../src/domain/tournament/index.ts'
import { actionLabel, detailText } from '../../../src/features/tournaments/historyText.ts'
import { translate, type MessageKey, type MessageParams } from '../../../src/i18n/index.ts'
import { logSettings, newEntrant } from '../../domain/tournament/commandPlayer.ts'

const es = (key: MessageKey, params?: MessageParams) => translate('es', key, params)
const en = (key: MessageKey, params?: MessageParams) => translate('en', key, params)

const settings = logSettings({ name: 'Abierto de Gijón' })
const kept = { ...emptyTournament(settings), entrants: [], rounds: [] }
const games = [{ white: 1, black: 2 }]

/**
 * Events for every action code the log writes: each event type, and each of its kinds where the
 * code depends on the payload. The Record over the union fails to compile when an event type is
 * added without its events here; kept audit actions are read back with their stored code.
 */
const ACTION_EVENTS: Record<TournamentEventType, TournamentEvent[]> = {
  'tournament-created': [{ type: 'tournament-created', payload: { settings } }],
  'trf-imported': [{ type: 'trf-imported', payload: { tournament: kept } }],
  'entrant-registered': [
    { type: 'entrant-registered', payload: { entrant: newEntrant('Pérez, Ana', 2105) } },
  ],
  'entrant-removed': [{ type: 'entrant-removed', payload: { startNo: 4, name: 'Pérez, Ana' } }],
  'numbers-frozen': [{ type: 'numbers-frozen', payload: {} }],
  'request-set': [{ type: 'request-set', payload: { startNo: 7, request: 'half-bye' } }],
  'round-paired': [{ type: 'round-paired', payload: { pairing: { round: 1, games, bye: null } } }],
  'round-unpaired': [{ type: 'round-unpaired', payload: { round: 1 } }],
  'result-set': [{ type: 'result-set', payload: { round: 1, board: 1, result: '1-0' } }],
  'pairing-changed': [
    { type: 'pairing-changed', payload: { round: 1, games, reason: 'Hermanos', swapped: [1, 2] } },
  ],
  'fide-mode-left': [{ type: 'fide-mode-left', payload: {} }],
  'settings-changed': [
    { type: 'settings-changed', payload: { ratingMethod: 'national' } },
    { type: 'settings-changed', payload: { publicUrl: 'https://alfil.example/abierto' } },
    { type: 'settings-changed', payload: { endDate: '2026-08-09' } },
  ],
  'tie-decided': [
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
  ],
  'tie-decision-removed': [{ type: 'tie-decision-removed', payload: { players: [3, 8] } }],
  'legacy-baseline': [
    {
      type: 'legacy-baseline',
      payload: { tournament: kept, action: 'tournament/create', detail: 'Abierto de Gijón' },
    },
  ],
  'legacy-change': [
    {
      type: 'legacy-change',
      payload: { tournament: kept, action: 'round/result', detail: 'R1 B6 1/2', round: 1 },
    },
  ],
  'legacy-note': [
    {
      type: 'legacy-note',
      payload: { action: 'round/manual-change', detail: 'R1 1<->2 Hermanos', round: 1 },
    },
  ],
  'result-corrected': [
    { type: 'result-corrected', payload: { round: 1, board: 1, result: '0-1', previous: '1-0' } },
  ],
  'rating-correction-noted': [
    {
      type: 'rating-correction-noted',
      payload: { round: 3, board: 2, result: '1/2', note: 'acta firmada' },
    },
  ],
  'rounds-changed': [{ type: 'rounds-changed', payload: { totalRounds: 8 } }],
  'manual-phase-started': [{ type: 'manual-phase-started', payload: { round: 3 } }],
  'manual-phase-ended': [{ type: 'manual-phase-ended', payload: { round: 3 } }],
  'forbidden-pair-set': [
    { type: 'forbidden-pair-set', payload: { players: [4, 9], forbidden: true } },
    { type: 'forbidden-pair-set', payload: { players: [4, 9], forbidden: false } },
  ],
  'requests-scheduled': [
    { type: 'requests-scheduled', payload: { startNo: 6, rounds: [3, 4], request: 'zero-bye' } },
  ],
  'half-bye-eligibility-set': [
    { type: 'half-bye-eligibility-set', payload: { startNo: 6, eligible: false } },
  ],
  'entrant-reentered': [{ type: 'entrant-reentered', payload: { startNo: 12 } }],
  'import-checked': [{ type: 'import-checked', payload: { differences: [] } }],
  'entrant-inserted': [
    { type: 'entrant-inserted', payload: { entrant: newEntrant('Ramos, Luis', 2150), startNo: 5 } },
  ],
  'entry-rules-set': [
    { type: 'entry-rules-set', payload: { missedRounds: 'half', entryRule: 'fapa' } },
  ],
  'prizes-set': [
    {
      type: 'prizes-set',
      payload: { list: { prizes: [], onePerPlayer: true, referenceYear: 2026 } },
    },
  ],
}

/** The Spanish and English label of each action code. */
const ACTION_LABELS: Readonly<Record<string, readonly [string, string]>> = {
  'tournament/create': ['Torneo creado', 'Tournament created'],
  'tournament/import': ['Torneo importado de TRF', 'Tournament imported from TRF'],
  'tournament/delete': ['Torneo eliminado', 'Tournament deleted'],
  'tournament/undo': ['Acción deshecha', 'Action undone'],
  'tournament/leave-fide-mode': ['Salida del modo FIDE', 'Left FIDE mode'],
  'tournament/public-address': ['Dirección pública del sitio', 'Public address of the site'],
  'tournament/rating-method': [
    'Método de Elo del torneo cambiado',
    'Tournament rating method changed',
  ],
  'tournament/report-data': ['Datos del informe de rating', 'Rating report data'],
  'tournament/rounds': ['Número de rondas cambiado', 'Number of rounds changed'],
  'tournament/prizes': ['Lista de premios', 'Prize list'],
  'tournament/import-check': [
    'Rondas importadas comprobadas (mesas distintas)',
    'Imported rounds checked (boards differing)',
  ],
  'entrant/add': ['Jugador inscrito', 'Player registered'],
  'entrant/remove': ['Jugador retirado de la lista', 'Player removed from the list'],
  'entrant/freeze': ['Orden inicial confirmado', 'Initial order confirmed'],
  'entrant/request': ['Petición para la ronda', 'Request for the round'],
  'entrant/request-rounds': ['Petición para varias rondas', 'Request for several rounds'],
  'entrant/half-bye-eligibility': [
    'Derecho a descanso de medio punto',
    'Half-point bye eligibility',
  ],
  'entrant/reenter': ['Jugador reincorporado', 'Player re-entered'],
  'entrant/insert': [
    'Jugador insertado por Elo (renumeración)',
    'Player inserted by rating (renumbering)',
  ],
  'entrant/entry-rules': ['Reglas de incorporación tardía', 'Late entry rules'],
  'round/pair': ['Ronda emparejada', 'Round paired'],
  'round/unpair': ['Emparejamiento anulado', 'Pairing cancelled'],
  'round/result': ['Resultado', 'Result'],
  'round/manual-change': ['Cambio manual de emparejamiento', 'Manual pairing change'],
  'round/correct': ['Resultado corregido (ronda anterior)', 'Result corrected (earlier round)'],
  'round/rating-correction': [
    'Corrección solo para el informe de Elo',
    'Correction for the rating report only',
  ],
  'round/manual-start': ['Fase manual iniciada', 'Manual phase started'],
  'round/manual-end': ['Fase manual terminada', 'Manual phase ended'],
  'pairing/forbid': ['Incompatibilidad añadida', 'Prohibited pairing added'],
  'pairing/allow': ['Incompatibilidad quitada', 'Prohibited pairing removed'],
  'tie/lot': ['Empate decidido por sorteo', 'Tie decided by lot'],
  'tie/playoff': ['Empate decidido por partidas de desempate', 'Tie decided by playoff games'],
  'tie/remove': ['Quitada la decisión de un empate', 'Tie decision removed'],
}

describe('tournament history in words', () => {
  it('every logged tournament action has a Spanish and an English label, never the stored code', () => {
    const at = '2026-08-01T10:00:00.000Z'
    const codes = new Set(
      Object.values(ACTION_EVENTS)
        .flat()
        .map((e) => describeEvent({ ...e, at }).action),
    )
    // An undo names what it took back; deleting a tournament leaves only the audit line.
    codes.add('tournament/undo')
    codes.add('tournament/delete')
    expect([...codes].sort()).toEqual(Object.keys(ACTION_LABELS).sort())
    for (const code of codes) {
      const label = [actionLabel(es, code), actionLabel(en, code)]
      expect(label, code).toEqual(ACTION_LABELS[code])
      expect(label.join(' '), code).not.toContain('/')
    }
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
