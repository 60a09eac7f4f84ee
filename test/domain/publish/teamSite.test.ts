import { describe, expect, it } from 'vitest'
import { asTeamId } from '../../../src/domain/core/index.ts'
import { teamSite, type TeamSiteInput } from '../../../src/domain/publish/index.ts'
import { computeTeamStandings } from '../../../src/domain/teams/index.ts'
import { siteProblems, textOf } from './siteChecks.ts'
import { smallLeague } from './smallEvents.ts'

/** The small league with its standings as the team screens compute them (FAPA art. 29.3 chain). */
const league: TeamSiteInput = {
  ...smallLeague,
  standings: computeTeamStandings(
    ['a', 'b', 'c'].map(asTeamId),
    smallLeague.rounds.flatMap((r) => r.matches.map((m) => m.match)),
    { primary: 'board-points', chain: 'league', lotSeed: 1 },
  ),
  season: {
    champion: 'c',
    moves: [{ teamId: asTeamId('c'), from: 3, to: 2, reason: 'promoted', article: '76.1' }],
  },
}
const files = teamSite(league, { lang: 'es' })
const file = (name: string) => files.find((f) => f.name === name)?.text ?? ''

describe('website of a team competition (FAPA art. 73: matches, 29.3: standings, 76: promotion)', () => {
  it('has stable file names: rounds, matches by round and table, teams in registration order', () => {
    expect(files.map((f) => f.name)).toEqual([
      'index.html',
      'match-1-1.html',
      'match-2-1.html',
      'players.html',
      'round-1.html',
      'round-2.html',
      'standings.html',
      'style.css',
      'team-1.html',
      'team-2.html',
      'team-3.html',
      'teams.html',
    ])
  })

  it('reads with no script, no outside address, every link landing on a page of the site; same bytes twice', () => {
    expect(siteProblems(files)).toEqual([])
    expect(teamSite(league, { lang: 'es' })).toEqual(files)
  })

  it('the calendar lists every round with its matches, scores, dates and the resting team', () => {
    const home = textOf(file('index.html'))
    expect(home).toContain('Ronda 1 Club A 2½-1½ Club B Descansa: Club C')
    expect(home).toContain('Ronda 2 2026-10-11 Club B 1½-2½ Club C Descansa: Club A')
    expect(home).toContain('Ronda 3 sin emparejar')
  })

  it('a match page shows each board: colour of the home player (White on odd boards), players, result', () => {
    const m = file('match-2-1.html')
    // All four boards, and no other row.
    expect(m.split('\n').filter((l) => l.startsWith('<tr>'))).toEqual([
      '<tr><td>1<td>b<td>Dos, Bea<td>1-0<td>Cinco, Eva',
      '<tr><td>2<td>n<td>Tres, Carla<td>½-½<td>Cuatro, Dora',
      '<tr><td>3<td>b<td>(sin jugador)<td>-/+<td>Siete, Gil',
      '<tr><td>4<td>n<td>Seis, Fede<td>0-1<td>Ocho, Hugo',
    ])
    expect(textOf(m)).toContain('Resultado 1½-2½')
    expect(textOf(file('match-1-1.html'))).toContain('Alineación no recibida')
  })

  it('standings with the chain as the team reports print it (TBR per board), then the season moves', () => {
    const st = file('standings.html')
    // A and C tie on 2½; TBR (board 1 first) puts A ahead. B's absence on board 3, not a last
    // board, costs half a point (FAPA art. 77.1.2): 3 board points, 2½ in the table.
    expect(st).toContain(
      '<tr><td>1<td><a href=team-1.html>Club A</a><td>Club A<td>2,5<td>2<td>2,5<td>0<td>0,0<td>1/1/0,5/0\n' +
        '<tr><td>2<td><a href=team-3.html>Club C</a><td>Club C<td>2,5<td>2<td>2,5<td>0<td>0,0<td>0/0,5/1/1\n' +
        '<tr><td>3<td><a href=team-2.html>Club B</a><td>Club B<td>2,5<td>0<td>3,0<td>1<td>0,5<td>1/0,5/0,5/1\n',
    )
    expect(textOf(st)).toContain('Ascensos y descensos Campeón: Club C')
    expect(textOf(st)).toContain('Club C Tercera categoría Segunda categoría Asciende 76.1')
  })

  it('board statistics of the players named on the sheets: games, points, percentage, average board', () => {
    const text = textOf(file('players.html'))
    expect(text).toContain('Dos, Bea Club B 1 1 100 1,0')
    expect(text).toContain('Tres, Carla Club B 1 ½ 50 2,0')
    expect(text).toContain('Siete, Gil Club C 1 1 100 3,0')
    expect(text).not.toContain('(sin jugador)')
  })
})
