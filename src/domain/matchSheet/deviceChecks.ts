/**
 * What the club's tablet can check across every package and acta it holds: the same player on
 * two actas of different matches of one round (art. 74.4), before the federation sees either.
 */
import { asPlayerId, asTeamId } from '../core/index.ts'
import { playerKeys, type PlayerRef } from '../federation/index.ts'
import { violation, type Violation } from '../teams/index.ts'
import type { SeasonPackage } from './seasonPackage.ts'
import type { MatchSheet } from './types.ts'

/** A sheet on the device with the package it was filled from. */
export interface DeviceSheet {
  readonly pkg: SeasonPackage
  readonly sheet: MatchSheet
}

/** The player is on another acta of the round, where the other team is the offender. */
export interface SameRoundNotice {
  readonly side: 'home' | 'away'
  readonly board: number
  readonly playerId: string
  /** The other acta's match, its round and the team there that loses the points. */
  readonly matchId: string
  readonly round: number
  readonly otherTeam: string
  readonly otherBoard: number
  /** True when the other team is the offender (lower category or the same). */
  readonly otherOffends: boolean
  /** True when this sheet's team is the offender. */
  readonly thisOffends: boolean
}

/**
 * Two sheets are of the same round when both belong to the divisional championship (whose
 * divisions play round n on the same date, art. 74.3 keeping a moved match in its round) or to
 * the same competition.
 */
function sameRound(a: DeviceSheet, b: DeviceSheet): boolean {
  if (a.sheet.round !== b.sheet.round) return false
  if (a.sheet.competitionId === b.sheet.competitionId) return true
  return a.pkg.kind === undefined && b.pkg.kind === undefined
}

function seats(d: DeviceSheet) {
  return (['home', 'away'] as const).flatMap((side) =>
    (side === 'home' ? d.sheet.homeLineup : d.sheet.awayLineup).flatMap((ref, i) =>
      ref === null
        ? []
        : [{ side, board: i + 1, ref, teamId: side === 'home' ? d.sheet.homeId : d.sheet.awayId }],
    ),
  )
}

/**
 * The same player (same package id, or sharing a licence, FEDA or FIDE id) named on `current`
 * and on another sheet of the same round on the device, played or not. The team of lower
 * category is the offender; within one category both are.
 * @see FAPA art. 74.4, 74.6.d
 */
export function sameRoundOnDevice(
  current: DeviceSheet,
  others: readonly DeviceSheet[],
): SameRoundNotice[] {
  const round = others.filter(
    (o) => o.sheet.matchId !== current.sheet.matchId && sameRound(current, o),
  )
  const refs: PlayerRef[] = [current, ...round].flatMap((d) => [
    ...d.pkg.players.map((p) => ({ ref: p.id, identity: p.identity })),
    ...Object.entries(d.sheet.identities ?? {}).map(([ref, identity]) => ({ ref, identity })),
  ])
  const keys = playerKeys(refs)
  const key = (ref: string) => keys.get(ref) ?? `ref:${ref}`
  const division = (d: DeviceSheet, teamId: string) =>
    d.pkg.teams.find((t) => t.id === teamId)?.division ?? d.pkg.division
  const out: SameRoundNotice[] = []
  for (const seat of seats(current)) {
    const mine = division(current, seat.teamId)
    for (const o of round)
      for (const other of seats(o)) {
        if (key(other.ref) !== key(seat.ref)) continue
        const theirs = division(o, other.teamId)
        out.push({
          side: seat.side,
          board: seat.board,
          playerId: seat.ref,
          matchId: o.sheet.matchId,
          round: o.sheet.round,
          otherTeam: o.pkg.teams.find((t) => t.id === other.teamId)?.name ?? other.teamId,
          otherBoard: other.board,
          otherOffends: theirs >= mine,
          thisOffends: mine >= theirs,
        })
      }
  }
  return out
}

/** The notices where this sheet's team is the offender, as lineup violations. @see FAPA art. 74.4, 74.5 */
export function sameRoundViolations(
  current: MatchSheet,
  notices: readonly SameRoundNotice[],
): Violation[] {
  return notices
    .filter((n) => n.thisOffends)
    .map((n) =>
      violation('lineup/two-sheets-same-round', '74.4', 'points-lost-from-board', {
        teamId: asTeamId(n.side === 'home' ? current.homeId : current.awayId),
        playerId: asPlayerId(n.playerId),
        board: n.board,
        fromBoard: n.board,
        detail: n.matchId,
      }),
    )
}
