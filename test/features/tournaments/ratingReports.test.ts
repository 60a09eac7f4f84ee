import { describe, expect, it } from 'vitest'
import {
  foldTournament,
  historyLines,
  type TournamentEntry,
} from '../../../src/domain/tournament/index.ts'
import { trf16Report, trf2026Report } from '../../../src/features/tournaments/ratingReports.ts'
import {
  fourPlayers,
  logEntries,
  logSettings,
  type LoggedEvent,
} from '../../domain/tournament/commandPlayer.ts'

/**
 * Two rounds of four players as the log holds them: round 1 typed on 1 July, round 2 paired and
 * typed on 2 July (its first result at 18:05).
 */
function played(): { entries: TournamentEntry[] } {
  const events: LoggedEvent[] = [
    { type: 'tournament-created', payload: { settings: logSettings({ fideMode: true }) } },
    ...fourPlayers(),
    { type: 'result-set', payload: { round: 1, board: 1, result: '1-0' } },
    { type: 'result-set', payload: { round: 1, board: 2, result: '1/2' } },
    {
      type: 'round-paired',
      payload: {
        pairing: {
          round: 2,
          games: [
            { white: 2, black: 1 },
            { white: 3, black: 4 },
          ],
          bye: null,
        },
      },
    },
    { type: 'result-set', payload: { round: 2, board: 2, result: '0-1' } },
    { type: 'result-set', payload: { round: 2, board: 1, result: '1/2' } },
  ]
  const entries = logEntries(events).map((e, i) =>
    i >= events.length - 3 ? { ...e, at: `2026-07-02T18:0${i - events.length + 8}:00.000Z` } : e,
  )
  return { entries }
}

describe('the rating reports the export writes (FIDE TRF-16 and TRF-2026 records 032, 062, 072, 132)', () => {
  const { entries } = played()
  const folded = foldTournament(null, entries)
  if (!folded.ok) throw new Error(JSON.stringify(folded.error))
  const doc = folded.value.state
  const log = historyLines(entries)
  const record = (text: string, code: string) => text.split('\n').filter((l) => l.startsWith(code))

  const reports = [
    ['TRF-16', trf16Report],
    ['TRF-2026', trf2026Report],
  ] as const
  for (const [format, report] of reports)
    it(`${format}: host federation ESP (032), 4 players and 4 rated (062/072), and each round dated by the log (132)`, () => {
      const text = report(doc, log)
      expect(record(text, '032')).toEqual(['032 ESP'])
      expect(record(text, '062')).toEqual(['062 4'])
      expect(record(text, '072')).toEqual(['072 4'])
      expect(record(text, '132')).toEqual([`${'132'.padEnd(91)}26/07/01  26/07/02`])
    })
})
