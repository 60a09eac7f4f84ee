import { describe, expect, test } from 'vitest'
import { blankSheet, checkSide } from '../../../src/domain/matchSheet/index.ts'
import {
  buildSeasonPackage,
  parseSeasonPackage,
} from '../../../src/features/matchSheet/seasonPackageExport.ts'
import type { TeamCompetitionRow } from '../../../src/features/teams/teamsDb.ts'

// Oviedo added Eva after round 1 with less than five days' notice: she counts from round 3.
const competition: TeamCompetitionRow = {
  id: 'c',
  name: '4.ª',
  division: 4,
  system: 'league',
  totalRounds: 3,
  seed: 1,
  teams: ['Oviedo', 'Gijón'].map((name) => ({
    id: name,
    name,
    club: name,
    zone: '',
    players: ['Ana', 'Bea', 'Carla', 'Dora', 'Eva'].map((p, i) => ({
      name: `${p} ${name}`,
      rating: 1800 - 10 * i,
      ...(name === 'Oviedo' && p === 'Eva' ? { addedAfterRound: 2 } : {}),
    })),
  })),
  order: ['Oviedo', 'Gijón'],
  rounds: [1, 2, 3].map((round) => ({
    round,
    fixtures: [{ homeId: 'Oviedo', awayId: 'Gijón', boards: [null, null, null, null] }],
    bye: null,
  })),
  createdAt: '2026-09-15T10:00:00.000Z',
  updatedAt: '2026-09-15T10:00:00.000Z',
}

describe('FAPA art. 70.5 on the tablet: a late addition travels in the season package', () => {
  const file = JSON.stringify(
    buildSeasonPackage(competition, { club: 'Oviedo', firstDate: '2026-10-03', time: '17:00' }),
  )
  const pkg = parseSeasonPackage(file)

  test('the package names the rounds after which the added player may line up, and reads back', () => {
    expect(pkg?.teams.find((t) => t.id === 'Oviedo')?.addedAfter).toEqual({ 'Oviedo#5': 2 })
  })

  test('Eva on board 4 is improper in round 2 and fine in round 3', () => {
    if (!pkg) throw new Error('package refused')
    const sheet = (round: number) => {
      const fixture = pkg.fixtures.find((f) => f.round === round)!
      const blank = blankSheet({
        competitionId: pkg.competitionId,
        competitionName: pkg.competitionName,
        division: pkg.division,
        boards: pkg.boards,
        fixture,
      })
      return { ...blank, homeLineup: ['Oviedo#1', 'Oviedo#2', 'Oviedo#3', 'Oviedo#5'] }
    }
    expect(checkSide(pkg, sheet(2), 'home').map((v) => [v.code, v.article, v.board])).toEqual([
      ['lineup/added-later', '70.5', 4],
    ])
    expect(checkSide(pkg, sheet(3), 'home')).toEqual([])
  })
})
