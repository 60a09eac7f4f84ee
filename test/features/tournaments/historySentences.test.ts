import { describe, expect, it } from 'vitest'
import {
  emptyTournament,
  TOURNAMENT_EVENT_TYPES,
  type TournamentEntry,
  type TournamentEvent,
  type TournamentEventType,
} from '../../../src/domain/tournament/index.ts'
import {
  eventSentence,
  historySentences,
  type HistoryState,
} from '../../../src/features/tournaments/historySentences.ts'
import { translate, type MessageKey, type MessageParams } from '../../../src/i18n/index.ts'
import { logSettings, newEntrant } from '../../domain/tournament/commandPlayer.ts'

const es = (key: MessageKey, params?: MessageParams) => translate('es', key, params)
const en = (key: MessageKey, params?: MessageParams) => translate('en', key, params)

const settings = logSettings({ name: 'Abierto de Gijón', totalRounds: 7 })
const imported = {
  ...emptyTournament(settings),
  entrants: [],
  rounds: [],
}
const pairing = {
  round: 2,
  games: [
    { white: 1, black: 3 },
    { white: 4, black: 2 },
  ],
  bye: 5,
}
const knownBoard: HistoryState = { results: new Map([['1:1', '1-0']]), totalRounds: 7 }

/**
 * One event of every type with its Spanish and English sentences. The Record over the union
 * fails to compile when an event type is added without a case here; the loop below fails when
 * one renders no sentence of its own.
 */
const CASES: Record<
  TournamentEventType,
  { event: TournamentEvent; es: string; en: string; before?: HistoryState }
> = {
  'tournament-created': {
    event: { type: 'tournament-created', payload: { settings } },
    es: 'Torneo «Abierto de Gijón» creado',
    en: 'Tournament “Abierto de Gijón” created',
  },
  'trf-imported': {
    event: { type: 'trf-imported', payload: { tournament: imported } },
    es: 'Torneo «Abierto de Gijón» importado de TRF: 0 jugadores, 0 rondas jugadas',
    en: 'Tournament “Abierto de Gijón” imported from TRF: 0 players, 0 rounds played',
  },
  'entrant-registered': {
    event: { type: 'entrant-registered', payload: { entrant: newEntrant('Pérez, Ana', 2105) } },
    es: 'Jugador inscrito: Pérez, Ana',
    en: 'Player registered: Pérez, Ana',
  },
  'entrant-removed': {
    event: { type: 'entrant-removed', payload: { startNo: 4, name: 'Pérez, Ana' } },
    es: 'Quitado de la lista: n.º 4, Pérez, Ana',
    en: 'Removed from the list: no. 4, Pérez, Ana',
  },
  'numbers-frozen': {
    event: { type: 'numbers-frozen', payload: {} },
    es: 'Orden inicial confirmado',
    en: 'Initial order confirmed',
  },
  'request-set': {
    event: { type: 'request-set', payload: { startNo: 7, request: 'half-bye' } },
    es: 'Petición del n.º 7 para la próxima ronda: Descanso ½',
    en: 'Request of no. 7 for the next round: Bye ½',
  },
  'round-paired': {
    event: { type: 'round-paired', payload: { pairing } },
    es: 'Ronda 2 emparejada: 2 mesas, exento el n.º 5',
    en: 'Round 2 paired: 2 boards, no. 5 has the bye',
  },
  'round-unpaired': {
    event: { type: 'round-unpaired', payload: { round: 2 } },
    es: 'Emparejamiento de la ronda 2 anulado',
    en: 'Pairing of round 2 undone',
  },
  'result-set': {
    event: { type: 'result-set', payload: { round: 1, board: 1, result: '0-1' } },
    before: knownBoard,
    es: 'Resultado cambiado, ronda 1, mesa 1: 1-0 → 0-1',
    en: 'Result changed, round 1, board 1: 1-0 → 0-1',
  },
  'pairing-changed': {
    event: {
      type: 'pairing-changed',
      payload: { round: 1, games: pairing.games, reason: 'Hermanos', swapped: [1, 2] },
    },
    es: 'Emparejamiento de la ronda 1 cambiado a mano: n.º 1 ↔ n.º 2. Motivo: Hermanos',
    en: 'Pairing of round 1 changed by hand: no. 1 ↔ no. 2. Reason: Hermanos',
  },
  'fide-mode-left': {
    event: { type: 'fide-mode-left', payload: {} },
    es: 'Salida del modo FIDE',
    en: 'FIDE mode left',
  },
  'settings-changed': {
    event: {
      type: 'settings-changed',
      payload: { endDate: '2026-08-09', timeControl: '90 min + 30 s' },
    },
    es: 'Datos del informe de Elo: fecha de fin 9 ago 2026, ritmo de juego 90 min + 30 s',
    en: 'Rating report data: end date 9 Aug 2026, time control 90 min + 30 s',
  },
  'tie-decided': {
    event: {
      type: 'tie-decided',
      payload: { decision: { kind: 'lot', players: [3, 8], seed: 41 } },
    },
    es: 'Empate entre los n.º 3, 8 decidido por sorteo (semilla 41)',
    en: 'Tie between nos. 3, 8 decided by lot (seed 41)',
  },
  'tie-decision-removed': {
    event: { type: 'tie-decision-removed', payload: { players: [3, 8] } },
    es: 'Quitada la decisión del empate entre los n.º 3, 8',
    en: 'Decision of the tie between nos. 3, 8 removed',
  },
  'legacy-baseline': {
    event: {
      type: 'legacy-baseline',
      payload: { tournament: imported, action: 'tournament/create', detail: 'Abierto de Gijón' },
    },
    es: 'Torneo creado: Abierto de Gijón',
    en: 'Tournament created: Abierto de Gijón',
  },
  'legacy-change': {
    event: {
      type: 'legacy-change',
      payload: { tournament: imported, action: 'round/result', detail: 'R1 B6 1/2', round: 1 },
    },
    es: 'Resultado: Ronda 1, mesa 6: ½-½',
    en: 'Result: Round 1, board 6: ½-½',
  },
  'legacy-note': {
    event: {
      type: 'legacy-note',
      payload: { action: 'round/manual-change', detail: 'R1 1<->2 Hermanos', round: 1 },
    },
    es: 'Cambio manual de emparejamiento: Emparejamiento de la ronda 1 cambiado a mano: n.º 1 ↔ n.º 2. Motivo: Hermanos',
    en: 'Manual pairing change: Pairing of round 1 changed by hand: no. 1 ↔ no. 2. Reason: Hermanos',
  },
  'result-corrected': {
    event: {
      type: 'result-corrected',
      payload: { round: 1, board: 1, result: '0-1', previous: '1-0' },
    },
    es: 'Resultado corregido con rondas posteriores emparejadas, ronda 1, mesa 1: 1-0 → 0-1',
    en: 'Result corrected with later rounds paired, round 1, board 1: 1-0 → 0-1',
  },
  'rating-correction-noted': {
    event: {
      type: 'rating-correction-noted',
      payload: { round: 3, board: 2, result: '1/2', note: 'acta firmada' },
    },
    es: 'Corrección solo para el informe de Elo, ronda 3, mesa 2: ½-½. Nota: acta firmada',
    en: 'Correction for the rating report only, round 3, board 2: ½-½. Note: acta firmada',
  },
  'rounds-changed': {
    event: { type: 'rounds-changed', payload: { totalRounds: 8 } },
    before: knownBoard,
    es: 'Número de rondas cambiado: 7 → 8',
    en: 'Number of rounds changed: 7 → 8',
  },
  'manual-phase-started': {
    event: { type: 'manual-phase-started', payload: { round: 3 } },
    es: 'Fase manual de la ronda 3 iniciada',
    en: 'Manual phase of round 3 started',
  },
  'manual-phase-ended': {
    event: { type: 'manual-phase-ended', payload: { round: 3 } },
    es: 'Fase manual de la ronda 3 terminada',
    en: 'Manual phase of round 3 ended',
  },
  'forbidden-pair-set': {
    event: { type: 'forbidden-pair-set', payload: { players: [4, 9], forbidden: true } },
    es: 'Incompatibilidad añadida: los n.º 4 y 9 no se emparejan',
    en: 'Forbidden pair added: nos. 4 and 9 are not paired',
  },
  'requests-scheduled': {
    event: {
      type: 'requests-scheduled',
      payload: { startNo: 6, rounds: [3, 4, 5], request: 'zero-bye' },
    },
    es: 'Petición del n.º 6 para las rondas 3, 4, 5: Descanso 0',
    en: 'Request of no. 6 for rounds 3, 4, 5: Bye 0',
  },
  'half-bye-eligibility-set': {
    event: { type: 'half-bye-eligibility-set', payload: { startNo: 6, eligible: false } },
    es: 'El n.º 6 ya no puede pedir descanso de medio punto',
    en: 'No. 6 may no longer request a half-point bye',
  },
  'entrant-reentered': {
    event: { type: 'entrant-reentered', payload: { startNo: 12 } },
    es: 'Jugador reincorporado: n.º 12',
    en: 'Player re-entered: no. 12',
  },
  'import-checked': {
    event: {
      type: 'import-checked',
      payload: { differences: [{ round: 3, file: '1-4', engine: '1-5' }] },
    },
    es: 'Rondas importadas comprobadas: 1 mesa distinta del programa',
    en: 'Imported rounds checked: 1 board differs from the program',
  },
  'entrant-inserted': {
    event: {
      type: 'entrant-inserted',
      payload: { entrant: newEntrant('Ramos, Luis', 2150), startNo: 5 },
    },
    es: 'Jugador insertado por Elo como n.º 5: Ramos, Luis; los siguientes bajan un número',
    en: 'Player inserted by rating as no. 5: Ramos, Luis; the players after move down one',
  },
  'entry-rules-set': {
    event: { type: 'entry-rules-set', payload: { missedRounds: 'half', entryRule: 'fapa' } },
    es: 'Reglas de incorporación: rondas no jugadas, ½ punto; plazo, FAPA art. 47.2: fuera de plazo, a la 2.ª ronda; ninguna tras emparejarla',
    en: 'Late-entry rules: missed rounds, ½ point; entries, FAPA art. 47.2: after the period, join in round 2; none once it is paired',
  },
  'prizes-set': {
    event: {
      type: 'prizes-set',
      payload: {
        list: {
          prizes: [{ label: '1.º general', category: { kind: 'general' } }],
          onePerPlayer: true,
          referenceYear: 2026,
        },
      },
    },
    es: 'Lista de premios guardada: 1 premio',
    en: 'Prize list saved: 1 prize',
  },
} as Record<
  TournamentEventType,
  { event: TournamentEvent; es: string; en: string; before?: HistoryState }
>

describe('Historial in words: every logged action is a sentence', () => {
  it.each(TOURNAMENT_EVENT_TYPES)('%s has its own Spanish and English sentence', (type) => {
    const c = CASES[type]
    expect(c, `no sentence case for ${type}`).toBeDefined()
    expect(c.event.type).toBe(type)
    expect(eventSentence(es, 'es', c.event, c.before)).toBe(c.es)
    expect(eventSentence(en, 'en', c.event, c.before)).toBe(c.en)
  })

  it('an undo is a sentence too: what it took back, or only that an action was undone when the log no longer has it', () => {
    const created = { seq: 1, at: '2026-08-01T10:00:00.000Z', ...CASES['tournament-created'].event }
    const undo = (seq: number, target: number) =>
      ({ seq, at: '2026-08-01T10:05:00.000Z', type: 'undo', payload: { seq: target } }) as const
    const entries = [created, undo(2, 1), undo(3, 99)] as TournamentEntry[]
    expect(historySentences(es, 'es', entries).map((l) => l.text)).toEqual([
      'Torneo «Abierto de Gijón» creado',
      'Deshecho: Torneo «Abierto de Gijón» creado',
      'Acción deshecha',
    ])
    expect(historySentences(en, 'en', entries).map((l) => l.text)).toEqual([
      'Tournament “Abierto de Gijón” created',
      'Undone: Tournament “Abierto de Gijón” created',
      'Action undone',
    ])
  })

  it('no sentence shows a stored code: no "R1", "<->", "1/2" or "->"', () => {
    for (const type of TOURNAMENT_EVENT_TYPES) {
      const c = CASES[type]
      for (const [t, locale] of [
        [es, 'es'],
        [en, 'en'],
      ] as const) {
        const text = eventSentence(t, locale, c.event, c.before)
        expect(text).not.toMatch(/\bR\d|<->|1\/2| -> |\/[a-z]/)
        expect(text).not.toMatch(/\{\w+\}/)
      }
    }
  })

  it('English sentences for a change, a swap and a correction', () => {
    expect(eventSentence(en, 'en', CASES['result-set'].event, knownBoard)).toBe(
      'Result changed, round 1, board 1: 1-0 → 0-1',
    )
    expect(eventSentence(en, 'en', CASES['pairing-changed'].event)).toBe(
      'Pairing of round 1 changed by hand: no. 1 ↔ no. 2. Reason: Hermanos',
    )
    expect(eventSentence(en, 'en', CASES['result-corrected'].event)).toBe(
      'Result corrected with later rounds paired, round 1, board 1: 1-0 → 0-1',
    )
    expect(eventSentence(en, 'en', CASES['rounds-changed'].event, knownBoard)).toBe(
      'Number of rounds changed: 7 → 8',
    )
  })

  it('a result on an empty board is entered; a board cleared says what it held', () => {
    const set: TournamentEvent = {
      type: 'result-set',
      payload: { round: 2, board: 4, result: '1/2' },
    }
    expect(eventSentence(es, 'es', set)).toBe('Resultado anotado, ronda 2, mesa 4: ½-½')
    const cleared: TournamentEvent = {
      type: 'result-set',
      payload: { round: 1, board: 1, result: null },
    }
    expect(eventSentence(es, 'es', cleared, knownBoard)).toBe(
      'Resultado borrado, ronda 1, mesa 1: 1-0 → sin resultado',
    )
  })
})

describe('Historial in words: a log read in order says what each change replaced', () => {
  const at = (seq: number) => `2026-08-01T10:${String(seq).padStart(2, '0')}:00.000Z`
  const entry = (seq: number, e: TournamentEvent | { type: 'undo'; payload: { seq: number } }) =>
    ({ seq, at: at(seq), ...e }) as TournamentEntry
  const log = [
    entry(1, { type: 'tournament-created', payload: { settings } }),
    entry(2, { type: 'round-paired', payload: { pairing: { ...pairing, round: 1 } } }),
    entry(3, { type: 'result-set', payload: { round: 1, board: 1, result: '1-0' } }),
    entry(4, { type: 'result-set', payload: { round: 1, board: 1, result: '0-1' } }),
    entry(5, { type: 'undo', payload: { seq: 4 } }),
    entry(6, { type: 'result-set', payload: { round: 1, board: 1, result: '1/2' } }),
    entry(7, { type: 'rounds-changed', payload: { totalRounds: 9 } }),
  ]

  it('old → new from the results before, an undo naming what it took back', () => {
    expect(historySentences(es, 'es', log).map((l) => l.text)).toEqual([
      'Torneo «Abierto de Gijón» creado',
      'Ronda 1 emparejada: 2 mesas, exento el n.º 5',
      'Resultado anotado, ronda 1, mesa 1: 1-0',
      'Resultado cambiado, ronda 1, mesa 1: 1-0 → 0-1',
      'Deshecho: Resultado cambiado, ronda 1, mesa 1: 1-0 → 0-1',
      // The undone 0-1 is not what the board held: the 1-0 is.
      'Resultado cambiado, ronda 1, mesa 1: 1-0 → ½-½',
      'Número de rondas cambiado: 7 → 9',
    ])
  })

  it("keeps each line's instant and sequence number", () => {
    const lines = historySentences(en, 'en', log)
    expect(lines.map((l) => [l.seq, l.at])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((seq) => [seq, `2026-08-01T10:0${seq}:00.000Z`]),
    )
    expect(lines[4]).toEqual({
      seq: 5,
      at: '2026-08-01T10:05:00.000Z',
      text: 'Undone: Result changed, round 1, board 1: 1-0 → 0-1',
    })
  })
})
