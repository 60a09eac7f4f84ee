import type { TournamentSnapshot } from '../tournament/snapshot.ts'

/** One board of a round: start numbers of White and Black. */
export interface PairedGame {
  readonly white: number
  readonly black: number
}

/** A round's pairing: boards in board order and the pairing-allocated bye, if any. */
export interface RoundPairing {
  readonly round: number
  readonly games: readonly PairedGame[]
  /** Start number of the player who receives the pairing-allocated bye (FIDE C.04.1.c). */
  readonly bye: number | null
}

/** What the engine needs to pair round `round` of a tournament. */
export interface PairingRequest {
  /** Rounds 1..round-1 are read from the players' entries; later entries are ignored. */
  readonly tournament: TournamentSnapshot
  readonly round: number
  /** Start numbers not to be paired this round (requested byes, absences, withdrawals). */
  readonly absent: ReadonlySet<number>
}

/** Why no pairing was produced: an ordinary outcome, never an exception. */
export type PairingFailure =
  | { readonly code: 'pairing/no-legal-pairing'; readonly round: number }
  | { readonly code: 'pairing/invalid-request'; readonly round: number; readonly detail: string }
