import type { Result } from '../../core/index.ts'
import { truncateBeforeRound, type TournamentSnapshot } from '../../tournament/index.ts'
import type { PairedGame, PairingFailure, PairingRequest, RoundPairing } from '../types.ts'
import { recordedPairing, roundsRecorded, unpairedInRecord } from './recorded.ts'

/** A pairing engine: the Dutch `pairRound` or any function of the same shape. */
export type PairingEngine = (request: PairingRequest) => Result<RoundPairing, PairingFailure>

/** One round where the engine disagrees with the file: boards only one side has, and the byes. */
export interface RoundDiscrepancy {
  readonly round: number
  readonly expected: RoundPairing
  /** Null when the engine found no pairing. */
  readonly produced: RoundPairing | null
  readonly failure: PairingFailure | null
  /** Boards (with colours) in the file but not produced, and produced but not in the file. */
  readonly missing: readonly PairedGame[]
  readonly unexpected: readonly PairedGame[]
}

const key = (g: PairedGame): string => `${g.white}-${g.black}`

function compare(
  expected: RoundPairing,
  produced: RoundPairing,
): Pick<RoundDiscrepancy, 'missing' | 'unexpected'> | null {
  const have = new Set(produced.games.map(key))
  const want = new Set(expected.games.map(key))
  const missing = expected.games.filter((g) => !have.has(key(g)))
  const unexpected = produced.games.filter((g) => !want.has(key(g)))
  if (missing.length === 0 && unexpected.length === 0 && expected.bye === produced.bye) return null
  return { missing, unexpected }
}

/**
 * Re-pairs every recorded round of a tournament from the rounds before it and lists each
 * round where the engine's pairs, colours or bye differ from the file.
 * @see FIDE C.02 (endorsement: checker of a complete tournament), C.04.3
 */
export function repairTournament(
  tournament: TournamentSnapshot,
  engine: PairingEngine,
): RoundDiscrepancy[] {
  const out: RoundDiscrepancy[] = []
  for (let round = 1; round <= roundsRecorded(tournament); round++) {
    const expected = recordedPairing(tournament, round)
    const request: PairingRequest = {
      tournament: truncateBeforeRound(tournament, round),
      round,
      absent: unpairedInRecord(tournament, round),
    }
    const result = engine(request)
    if (!result.ok) {
      out.push({
        round,
        expected,
        produced: null,
        failure: result.error,
        missing: expected.games,
        unexpected: [],
      })
      continue
    }
    const diff = compare(expected, result.value)
    if (diff) out.push({ round, expected, produced: result.value, failure: null, ...diff })
  }
  return out
}
