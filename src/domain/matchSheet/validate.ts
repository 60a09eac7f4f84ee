import { asPlayerId, asTeamId } from '../core/index.ts'
import {
  awayPresent,
  checkLineup,
  homePresent,
  violation,
  type OtherSheet,
  type Violation,
} from '../teams/index.ts'
import { lineupContext, type SeasonPackage } from './seasonPackage.ts'
import type { MatchSheet } from './types.ts'

type Side = 'home' | 'away'

/**
 * Boards left empty must be the last ones: an empty board followed by a named one is a player
 * who did not come and had to be named.
 * @see FAPA art. 74.7
 */
export function checkEmptyBoards(lineup: readonly (string | null)[], teamId: string): Violation[] {
  let lastNamed = -1
  lineup.forEach((p, i) => {
    if (p !== null) lastNamed = i
  })
  const out: Violation[] = []
  for (let i = 0; i < lastNamed; i++)
    if (lineup[i] === null)
      out.push(
        violation('sheet/unnamed-board-not-last', '74.7', 'not-allowed', {
          teamId: asTeamId(teamId),
          board: i + 1,
        }),
      )
  return out
}

/**
 * A result must agree with who sat down: a side with no player named on a board cannot have
 * been present there, so the board is a forfeit for that side.
 * @see FAPA art. 77.1.1
 */
export function checkResultsAgainstLineups(sheet: MatchSheet): Violation[] {
  const out: Violation[] = []
  sheet.results.forEach((r, i) => {
    if (r === null) return
    const sides: [Side, boolean, boolean][] = [
      ['home', sheet.homeLineup[i] == null, homePresent(r)],
      ['away', sheet.awayLineup[i] == null, awayPresent(r)],
    ]
    for (const [side, empty, present] of sides)
      if (empty && present)
        out.push(
          violation('sheet/result-without-player', '77.1.1', 'not-allowed', {
            teamId: asTeamId(side === 'home' ? sheet.homeId : sheet.awayId),
            board: i + 1,
          }),
        )
  })
  return out
}

/** Players a sheet names for one team, as another sheet of the same round. */
export function sheetPlayers(sheet: MatchSheet): OtherSheet[] {
  const named = (l: readonly (string | null)[]) =>
    l.flatMap((p) => (p === null ? [] : [asPlayerId(p)]))
  return [
    { teamId: asTeamId(sheet.homeId), playerIds: named(sheet.homeLineup) },
    { teamId: asTeamId(sheet.awayId), playerIds: named(sheet.awayLineup) },
  ]
}

/**
 * Every check of one side's lineup: the teams domain's lineup rules (licence, club, order,
 * foreigners, same player in two sheets of the round) and the empty-boards rule.
 * @see FAPA art. 18, 74, 75
 */
export function checkSide(
  pkg: SeasonPackage,
  sheet: MatchSheet,
  side: Side,
  otherSheets: readonly OtherSheet[] = [],
): Violation[] {
  const teamId = side === 'home' ? sheet.homeId : sheet.awayId
  const lineup = side === 'home' ? sheet.homeLineup : sheet.awayLineup
  const ctx = lineupContext(pkg, teamId, otherSheets, sheet.round)
  if (!ctx)
    return [violation('sheet/unknown-team', '79.3', 'not-allowed', { teamId: asTeamId(teamId) })]
  const ids = lineup.map((p) => (p === null ? null : asPlayerId(p)))
  // Trailing empty boards are absences, not lineup entries (art. 74.7).
  let end = ids.length
  while (end > 0 && ids[end - 1] === null) end--
  return [...checkLineup(ctx, ids.slice(0, end)), ...checkEmptyBoards(lineup, teamId)]
}

/** All violations of a sheet, home side first. @see FAPA art. 18, 74, 75, 77.1.1 */
export function validateSheet(
  pkg: SeasonPackage,
  sheet: MatchSheet,
  otherSheets: readonly OtherSheet[] = [],
): Violation[] {
  return [
    ...checkSide(pkg, sheet, 'home', otherSheets),
    ...checkSide(pkg, sheet, 'away', otherSheets),
    ...checkResultsAgainstLineups(sheet),
  ]
}
