import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, it, vi } from 'vitest'
import type { MatchSheet } from '../../../src/domain/matchSheet/index.ts'
import { individualSite, teamMatchMessage } from '../../../src/domain/publish/index.ts'
import type { ReceivedActaRow } from '../../../src/features/teams/matchSheetDb.ts'
import { writeSite, zipSite, type FolderHandle } from '../../../src/features/publish/siteArchive.ts'
import { teamSiteInput } from '../../../src/features/teams/teamSiteInput.ts'
import { smallSwiss } from '../../domain/publish/smallEvents.ts'
import { twoTeamLeague } from '../teams/twoTeamLeague.ts'

const files = (() => {
  const r = individualSite(smallSwiss, { lang: 'es' })
  if (!r.ok) throw new Error('site')
  return r.value
})()

describe('publishing: the site as a zip or into a folder', () => {
  it('the zip holds every file of the site at its top and is the same bytes every time', () => {
    vi.useFakeTimers()
    try {
      vi.setSystemTime(new Date('2026-10-04T09:00:00Z'))
      const zip = zipSite(files)
      // Later, on another day: the same bytes (no clock in the archive).
      vi.setSystemTime(new Date('2027-03-15T18:30:00Z'))
      expect(zipSite(files)).toEqual(zip)
      const back = unzipSync(zip)
      expect(files.length).toBeGreaterThan(1)
      expect(Object.keys(back).sort()).toEqual(files.map((f) => f.name).sort())
      for (const f of files)
        expect([f.name, strFromU8(back[f.name] ?? new Uint8Array())]).toEqual([f.name, f.text])
    } finally {
      vi.useRealTimers()
    }
  })

  it('writing into a folder replaces each file of the same name', async () => {
    const written = new Map<string, string>([
      ...files.map((f): [string, string] => [f.name, 'old']),
      ['notes.txt', 'kept'],
    ])
    const folder: FolderHandle = {
      getFileHandle: async (name) => ({
        createWritable: async () => ({
          write: async (data: string) => void written.set(name, data),
          close: async () => {},
        }),
      }),
    }
    expect(await writeSite(folder, files)).toBe(files.length)
    const byName = (a: [string, unknown], b: [string, unknown]) => a[0].localeCompare(b[0])
    expect([...written.entries()].sort(byName)).toEqual(
      [
        ...files.map((f): [string, unknown] => [f.name, f.text]),
        ['notes.txt', 'kept'] as [string, unknown],
      ].sort(byName),
    )
  })
})

describe('team competition as the site reads it', () => {
  const league = twoTeamLeague(1)
  const c = {
    ...league,
    rounds: [
      {
        ...league.rounds[0],
        round: 1,
        bye: null,
        fixtures: [{ homeId: 'Oviedo', awayId: 'Gijón', boards: ['1-0', '1/2', '0-1', '-+'] }],
      },
    ],
  } as typeof league
  const sheet = {
    matchId: 'c:r1:Oviedo-Gijón',
    competitionId: 'c',
    date: '2026-10-04',
    homeLineup: ['Oviedo#1', 'Oviedo#3', 'Oviedo#2', null],
    awayLineup: ['Gijón#1', 'Gijón#2', 'Gijón#3', 'Gijón#5'],
  } as unknown as MatchSheet
  const acta = (applied: boolean, receivedAt: string, s = sheet): ReceivedActaRow =>
    ({ matchId: s.matchId, competitionId: 'c', sheet: s, applied, receivedAt }) as ReceivedActaRow

  it('names each board from the accepted sheet by board-order line (package id team#n)', () => {
    const input = teamSiteInput(c, [acta(true, '2026-10-05T10:00:00Z')])
    expect(input.rounds[0]?.matches[0]?.lineup).toEqual({
      home: ['Ana Oviedo', 'Carla Oviedo', 'Bea Oviedo', null],
      away: ['Ana Gijón', 'Bea Gijón', 'Carla Gijón', 'Eva Gijón'],
    })
    expect(input.rounds[0]?.matches[0]?.date).toBe('2026-10-04')
    expect(teamMatchMessage(input, 1, 1, 'es')).toBe(
      [
        '*Liga · Ronda 1*',
        '*Oviedo 1½-2½ Gijón*',
        '',
        '1. Ana Oviedo 1-0 Ana Gijón',
        '2. Carla Oviedo ½-½ Bea Gijón',
        '3. Bea Oviedo 0-1 Carla Gijón',
        '4. (sin jugador) -/+ Eva Gijón',
        '',
      ].join('\n'),
    )
  })

  it('a refused sheet is not read; of two accepted versions the later one is', () => {
    expect(
      teamSiteInput(c, [acta(false, '2026-10-05T10:00:00Z')]).rounds[0]?.matches[0]?.lineup,
    ).toBeUndefined()
    const fixed = { ...sheet, homeLineup: ['Oviedo#2', 'Oviedo#1', 'Oviedo#3', null] } as MatchSheet
    const input = teamSiteInput(c, [
      acta(true, '2026-10-06T10:00:00Z', fixed),
      acta(true, '2026-10-05T10:00:00Z'),
    ])
    expect(input.rounds[0]?.matches[0]?.lineup?.home[0]).toBe('Bea Oviedo')
  })

  it('the champion and the moves come only once every round is in (FAPA art. 76.1: four go up from the 4th)', () => {
    expect(teamSiteInput(c, []).season).toEqual({
      champion: 'Gijón',
      moves: [
        { teamId: 'Gijón', from: 4, to: 3, reason: 'promoted', article: '76.1' },
        { teamId: 'Oviedo', from: 4, to: 3, reason: 'promoted', article: '76.1' },
      ],
    })
    expect(teamSiteInput(twoTeamLeague(1), []).season).toBeUndefined()
    // A league of three rounds, its twelve boards filled one at a time: no season until the
    // last board of the last round is in.
    const three = twoTeamLeague(3)
    const results = ['1-0', '1/2', '0-1', '-+'] as const
    let filled = three
    for (let k = 0; k < 12; k++) {
      const [r, b] = [Math.floor(k / 4), k % 4]
      filled = {
        ...filled,
        rounds: filled.rounds.map((round, i) =>
          i !== r
            ? round
            : {
                ...round,
                fixtures: round.fixtures.map((f) => ({
                  ...f,
                  boards: f.boards.map((x, j) => (j === b ? results[b]! : x)),
                })),
              },
        ),
      }
      if (k < 11) expect([k, teamSiteInput(filled, []).season]).toEqual([k, undefined])
    }
    expect(teamSiteInput(filled, []).season).toEqual({
      champion: 'Gijón',
      moves: [
        { teamId: 'Gijón', from: 4, to: 3, reason: 'promoted', article: '76.1' },
        { teamId: 'Oviedo', from: 4, to: 3, reason: 'promoted', article: '76.1' },
      ],
    })
    // Every board in, but only two of the three rounds made: still no season.
    expect(
      teamSiteInput({ ...filled, rounds: filled.rounds.slice(0, 2) }, []).season,
    ).toBeUndefined()
  })
})
