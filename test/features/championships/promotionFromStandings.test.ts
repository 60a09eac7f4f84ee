import { describe, expect, it } from 'vitest'
import {
  divisionPromotionDecision,
  seasonDivisions,
  seasonRights,
  type ChampionshipPlayer,
  type DivisionSettings,
} from '../../../src/domain/federation/championships/index.ts'
import {
  standingsFromTournament,
  zonalDecision,
} from '../../../src/features/championships/structureModel.ts'
import {
  board,
  pairedRounds,
  testEntrant,
  testTournament,
} from '../../domain/tournament/builders.ts'

/** A finished four-player round robin won 3-2-1-0 by the players with registry ids `ids`. */
const finished = (ids: readonly string[], endDate: string) =>
  testTournament(
    { system: 'round-robin', totalRounds: 3, tiebreaks: ['SB'], endDate },
    {
      entrants: ids.map((id, i) => testEntrant(i + 1, { name: id.toUpperCase(), registryId: id })),
      rounds: pairedRounds([
        { boards: [board(1, 1, 4, '1-0'), board(2, 2, 3, '1-0')], bye: null },
        { boards: [board(1, 3, 1, '0-1'), board(2, 4, 2, '0-1')], bye: null },
        { boards: [board(1, 1, 2, '1-0'), board(2, 3, 4, '1-0')], bye: null },
      ]),
    },
  )

const settings: DivisionSettings = {
  bases: { fide: 1400, feda: 1500 },
  ratingEntry: {
    1: { minFideAverage: 2300, minFedaAverage: null },
    2: { minFideAverage: null, minFedaAverage: 2000 },
    3: { minFideAverage: null, minFedaAverage: 1800 },
  },
  firstDivisionSize: 0,
  secondDivisionSize: 0,
}
const player = (id: string, feda: number): ChampionshipPlayer => ({
  id,
  name: id,
  sex: 'M',
  birthYear: 1990,
  licensed: true,
  ratings: [{ fide: null, feda }],
})

describe('zonal qualification and promotion from the standings of finished tournaments', () => {
  it('FAPA art. 55.1.7: 4 paired in the penultimate round of the Gijón zonal promote ceil(0.4) = 1, its winner, to 3rd this season (ended 2026-01-10, 3rd starts 2026-02-01)', () => {
    const s = standingsFromTournament(finished(['z1', 'z2', 'z3', 'z4'], '2026-01-10'))
    expect([s.paired, s.ranking.map((r) => r.playerId)]).toEqual([4, ['z1', 'z2', 'z3', 'z4']])
    const d = zonalDecision(
      { id: 'g', place: 'Gijón', players: 4, endDate: '', source: null },
      s,
      '2026-02-01',
    )
    expect(d && [d.count, d.promoted.map((p) => [p.playerId, p.to]), d.playsThisSeason]).toEqual([
      1,
      [['z1', 3]],
      true,
    ])
  })

  it("FAPA art. 55.2: last season's 3rd-division standings with 2 places move its first two up to 2nd; a 1650 FEDA zonal winner plays 3rd", () => {
    const zonal = zonalDecision(
      { id: 'g', place: 'Gijón', players: 4, endDate: '', source: null },
      standingsFromTournament(finished(['z1', 'z2', 'z3', 'z4'], '2026-01-10')),
      '2026-02-01',
    )
    const third = standingsFromTournament(finished(['t1', 't2', 't3', 't4'], '2025-05-01'))
    const rights = seasonRights(zonal ? [zonal] : [], [
      divisionPromotionDecision(third.ranking, 3, 2),
    ])
    const placed = seasonDivisions(
      [player('z1', 1650), player('t1', 1850), player('t2', 1820), player('t3', 1900)],
      rights,
      settings,
    ).map((p) => [p.player.id, p.division, p.reasons[0]?.code])
    expect(placed).toEqual([
      ['t1', 2, 'championship/division-by-previous-classification'],
      ['t2', 2, 'championship/division-by-previous-classification'],
      ['t3', 3, 'championship/division-by-feda-average'],
      ['z1', 3, 'championship/division-by-zonal-promotion'],
    ])
  })
})
