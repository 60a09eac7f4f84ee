import { describe, expect, test } from 'vitest'
import { blankSheet, checkSide } from '../../../src/domain/matchSheet/index.ts'
import {
  buildSeasonPackage,
  parseSeasonPackage,
} from '../../../src/features/matchSheet/seasonPackageExport.ts'
import { twoTeamLeague } from '../teams/twoTeamLeague.ts'

// Oviedo added Eva after round 1 with less than five days' notice: she counts from round 3.
const competition = twoTeamLeague(3, { Eva: 2 })

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
