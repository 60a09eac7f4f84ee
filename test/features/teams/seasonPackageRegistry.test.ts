import { describe, expect, test } from 'vitest'
import { asPlayerId } from '../../../src/domain/core/index.ts'
import { lineupContext } from '../../../src/domain/matchSheet/index.ts'
import { checkLineup, type TeamCompetitionRow } from '../../../src/domain/teams/index.ts'
import { registryLookup } from '../../../src/features/matchSheet/registryIdentity.ts'
import { buildSeasonPackage } from '../../../src/features/matchSheet/seasonPackageExport.ts'
import { AT, DATA, lineupFixture } from '../../helpers/registryData.ts'

describe('Season package: a board-order entry is linked by its stored registry id', () => {
  test("an entry with a registry id takes that player's ids even when the name is another player's; old typed entries are linked by name", () => {
    const c: TeamCompetitionRow = {
      id: 'c1',
      name: 'Tercera',
      division: 3,
      system: 'league',
      totalRounds: 1,
      seed: 1,
      teams: [
        {
          id: 't1',
          name: 'Oviedo A',
          club: 'Oviedo',
          zone: '',
          players: [
            // Renamed by hand to a homonym: the stored id still decides.
            { name: 'José Fernández', rating: 0, playerId: 'p-tw2' },
            { name: 'Ana García López', rating: 2010 },
            { name: 'José Fernández', rating: 0 },
            { name: 'Luis Pérez', rating: 1890, playerId: 'p-gone' },
          ],
        },
      ],
      order: null,
      rounds: [],
      createdAt: AT,
      updatedAt: AT,
    }
    const pkg = buildSeasonPackage(
      c,
      { club: '', firstDate: '2026-11-28', time: '17:00' },
      registryLookup(DATA.players, DATA.clubs),
    )
    expect(pkg.players.map((p) => [p.name, p.identity])).toEqual([
      ['José Fernández', { fedaId: 24007 }],
      ['Ana García López', { fedaId: 24001, fideId: 2200101 }],
      ['José Fernández', undefined],
      ['Luis Pérez', undefined],
    ])
  })
})

describe('FAPA art. 74.6.b, 18: the season package carries the registry facts of linked lines', () => {
  const { data, competition, facts } = lineupFixture()

  const pkg = buildSeasonPackage(
    competition,
    { club: '', firstDate: '2026-11-29', time: '17:00' },
    registryLookup(data.players, data.clubs),
    { facts },
  )

  test('art. 74.6.b, 18: the season package carries the registry licence and nationality of linked lines', () => {
    expect(
      pkg.players.map((p) => [p.id, p.clubId, p.licensed, p.nationality, p.fideRating ?? null]),
    ).toEqual([
      ['ovi#1', 'Oviedo', true, 'es', 2050],
      ['ovi#2', 'Oviedo', true, 'eu', 2400],
      ['ovi#3', 'Oviedo', true, 'eu', 2400],
      // Licensed for Gijón this season: not a licence of this club.
      ['ovi#4', 'other:Oviedo', true, 'es', 1890],
      // Licensed only last season.
      ['ovi#5', 'Oviedo', false, 'es', null],
      // Typed as text: as registered.
      ['ovi#6', 'Oviedo', true, 'es', null],
    ])
  })

  test('art. 74.6, 18: the tablet checks a lineup from the package with the registry data', () => {
    const ctx = lineupContext(pkg, 'ovi')
    if (!ctx) throw new Error('team missing from the package')
    const lineup = (ns: number[]) => ns.map((n) => asPlayerId(`ovi#${n}`))
    expect(checkLineup(ctx, lineup([1, 2, 3, 5])).map((x) => [x.code, x.article, x.board])).toEqual(
      [
        ['lineup/unlicensed', '74.6.b', 4],
        ['lineup/foreigner-quota', '18', 3],
      ],
    )
    expect(checkLineup(ctx, lineup([1, 2, 4, 6])).map((x) => [x.code, x.article, x.board])).toEqual(
      [['lineup/other-club', '74.6.b', 3]],
    )
  })

  test('a package built without the registry still marks every line licensed and Spanish', () => {
    const plain = buildSeasonPackage(competition, {
      club: '',
      firstDate: '2026-11-29',
      time: '17:00',
    })
    expect(plain.players.every((p) => p.licensed && p.nationality === 'es')).toBe(true)
    expect(plain.players.map((p) => p.clubId)).toEqual(Array(6).fill('Oviedo'))
  })
})
