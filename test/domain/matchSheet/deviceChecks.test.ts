import { describe, expect, test } from 'vitest'
import {
  sameRoundOnDevice,
  sameRoundViolations,
  setBoardPlayer,
  type DeviceSheet,
  type SeasonPackage,
} from '../../../src/domain/matchSheet/index.ts'
import { pkg, sheet } from './helpers.ts'

/** Oviedo A (1st division, package 'c1') and Oviedo B (2nd, package 'c2'), both with B's list. */
function packages(): { first: SeasonPackage; second: SeasonPackage } {
  const base1 = pkg(1, ['ova', 'gia'])
  const base2 = pkg(2, ['ovb', 'gib'])
  const ovb = { ...base2.teams[0]!, clubId: 'club-ova', letter: 'B' }
  const first: SeasonPackage = {
    ...base1,
    teams: [...base1.teams, ovb],
    players: [...base1.players, ...base2.players.filter((p) => p.id.startsWith('ovb'))],
    fixtures: [{ ...base1.fixtures[0]!, matchId: 'c1:r3', round: 3, homeId: 'ova', awayId: 'gia' }],
  }
  const second: SeasonPackage = {
    ...base2,
    competitionId: 'c2',
    fixtures: [{ ...base2.fixtures[0]!, matchId: 'c2:r3', round: 3, homeId: 'ovb', awayId: 'gib' }],
  }
  return { first, second }
}

const on = (p: SeasonPackage, players: string[], round = 3): DeviceSheet => {
  let s = { ...sheet(p), round }
  players.forEach((id, i) => (s = setBoardPlayer(s, 'home', i + 1, id)))
  return { pkg: p, sheet: s }
}

describe('FAPA art. 74.4 on the tablet: one player on two actas of the same round', () => {
  test("74.4: ovb-3 on Oviedo B's acta and then on Oviedo A's: A's sheet names B's acta, B is the offender", () => {
    const { first, second } = packages()
    const b = on(second, ['ovb-1', 'ovb-2', 'ovb-3'])
    const a = on(first, ['ova-1', 'ova-2', 'ova-3', 'ovb-3'])
    const seen = sameRoundOnDevice(a, [b])
    expect(
      seen.map((n) => [
        n.board,
        n.matchId,
        n.otherTeam,
        n.otherBoard,
        n.otherOffends,
        n.thisOffends,
      ]),
    ).toEqual([[4, 'c2:r3', 'Equipo ovb', 3, true, false]])
    expect(sameRoundViolations(a.sheet, seen)).toEqual([])
    const onB = sameRoundOnDevice(b, [a])
    expect(
      sameRoundViolations(b.sheet, onB).map((v) => [v.code, v.article, v.teamId, v.fromBoard]),
    ).toEqual([['lineup/two-sheets-same-round', '74.4', 'ovb', 3]])
  })

  test('74.4: two package ids sharing a FEDA id are one player', () => {
    const { first, second } = packages()
    const withId = (p: SeasonPackage, id: string): SeasonPackage => ({
      ...p,
      players: p.players.map((x) => (x.id === id ? { ...x, identity: { fedaId: 24_100 } } : x)),
    })
    const a = on(withId(first, 'ova-2'), ['ova-1', 'ova-2'])
    const b = on(withId(second, 'ovb-5'), ['ovb-1', 'ovb-5'])
    expect(sameRoundOnDevice(b, [a]).map((n) => [n.board, n.thisOffends])).toEqual([[2, true]])
  })

  test('74.4: another round, or a cup round of the same number, is no clash', () => {
    const { first, second } = packages()
    const a = on(first, ['ovb-3'])
    expect(sameRoundOnDevice(on(second, ['ovb-3'], 4), [a])).toEqual([])
    const cup = on({ ...second, kind: 'cup' }, ['ovb-3'])
    expect(sameRoundOnDevice(cup, [a])).toEqual([])
  })
})
