import {
  blankSheet,
  PACKAGE_FORMAT,
  RULES_VERSION,
  type MatchSheet,
  type SeasonPackage,
  type SheetPlayer,
} from '../../../src/domain/matchSheet/index.ts'
import type { Division } from '../../../src/domain/teams/index.ts'

/** Player `n` of team `t`: id 't-n', licensed for club 'club-t', Spanish. */
export function player(t: string, n: number, extra: Partial<SheetPlayer> = {}): SheetPlayer {
  return {
    id: `${t}-${n}`,
    name: `${t.toUpperCase()} Jugador ${n}`,
    rating: 2000 - n * 10,
    clubId: `club-${t}`,
    licensed: true,
    nationality: 'es',
    ...extra,
  }
}

/** A package with teams 'h', 'a' (and more) of ten players each, 8 boards unless division 3-4. */
export function pkg(division: Division = 2, teamIds = ['h', 'a']): SeasonPackage {
  const boards = division === 3 ? 6 : division === 4 ? 4 : 8
  return {
    format: PACKAGE_FORMAT,
    version: 1,
    rules: RULES_VERSION,
    competitionId: 'c1',
    competitionName: 'Segunda',
    division,
    boards,
    club: '',
    teams: teamIds.map((t) => ({
      id: t,
      name: `Equipo ${t}`,
      clubId: `club-${t}`,
      letter: 'A',
      division,
      order: Array.from({ length: 10 }, (_, i) => `${t}-${i + 1}`),
    })),
    players: teamIds.flatMap((t) => Array.from({ length: 10 }, (_, i) => player(t, i + 1))),
    fixtures: [
      { matchId: 'm1', round: 1, homeId: 'h', awayId: 'a', date: '2026-11-28', time: '17:00' },
    ],
  }
}

/** A blank sheet of match 'm1' between 'h' and 'a'. */
export function sheet(p: SeasonPackage = pkg()): MatchSheet {
  const fixture = p.fixtures[0]!
  return blankSheet({
    competitionId: p.competitionId,
    competitionName: p.competitionName,
    division: p.division,
    boards: p.boards,
    fixture,
  })
}

/** Lineup of team t naming players by their list numbers (null = empty board). */
export function lineup(t: string, numbers: readonly (number | null)[]): (string | null)[] {
  return numbers.map((n) => (n === null ? null : `${t}-${n}`))
}
