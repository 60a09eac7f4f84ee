import { describe, expect, it } from 'vitest'
import { individualSite, type SiteFile } from '../../../src/domain/publish/index.ts'
import { tournamentStandings } from '../../../src/domain/reports/index.ts'
import { generatedTournament } from '../../helpers/generatedTournament.ts'
import { siteProblems, textOf } from './siteChecks.ts'
import { smallSwiss } from './smallEvents.ts'
import { entrant } from '../reports/sampleTournament.ts'
import { normTournament } from '../norms/helpers.ts'
import type {
  GameResult,
  IndividualTournament,
  TournamentSnapshot,
} from '../../../src/domain/tournament/index.ts'

function site(...args: Parameters<typeof individualSite>): SiteFile[] {
  const r = individualSite(...args)
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value
}
const file = (files: readonly SiteFile[], name: string) =>
  files.find((f) => f.name === name)?.text ?? ''

describe('website of an individual tournament (FAPA art. 41.1.e-f: pairings, results, standings published)', () => {
  const files = site(smallSwiss, { lang: 'es', publicUrl: 'https://club.example/abierto/' })

  it('has stable file names: home, standings, crosstable, players, one page per round and per player, one style sheet', () => {
    expect(files.map((f) => f.name)).toEqual([
      'crosstable.html',
      'index.html',
      'player-1.html',
      'player-2.html',
      'player-3.html',
      'player-4.html',
      'player-5.html',
      'players.html',
      'round-1.html',
      'round-2.html',
      'round-3.html',
      'standings.html',
      'style.css',
    ])
  })

  it('reads with no script, no outside address, and every link lands on a page of the site', () => {
    expect(siteProblems(files)).toEqual([])
    const generated = site(generatedTournament({ players: 30, rounds: 5, openBoards: 2 }), {
      lang: 'en',
    })
    expect(siteProblems(generated)).toEqual([])
  })

  it('is deterministic: the same tournament gives the same bytes', () => {
    const again = site(smallSwiss, { lang: 'es', publicUrl: 'https://club.example/abierto/' })
    expect(again).toEqual(files)
  })

  it('a round page lists each board with ratings, points before the round and the result; the PAB under it', () => {
    const r3 = file(files, 'round-3.html')
    expect(r3).toContain(
      '<tr><td>1<td><a href=player-1.html>FM Pérez, Ana</a><td>2200<td>2,0<td><td>1,5<td>1800<td><a href=player-5.html>Díaz, Sara</a>\n',
    )
    expect(r3).toContain(
      '<td>2<td><a href=player-3.html>García, Eva</a><td>2000<td>0,5<td>+/-<td>0,5<td>2100',
    )
    expect(textOf(r3)).toContain('Exento por emparejamiento (PAB): Ruiz, Pablo')
    expect(textOf(file(files, 'round-2.html'))).toContain(
      'No emparejados: García, Eva (descanso de medio punto)',
    )
  })

  it("a player's page: rank, points, performance over rated games (FIDE B.02 8.1.1), every round", () => {
    // Pérez beat García (2000) and López (2100): Ra 2050, p = 1.00, dp 800.
    const p1 = textOf(file(files, 'player-1.html'))
    expect(p1).toContain('Pos. 1 Puntos 2,0 Partidas jugadas 2 Rendimiento 2850')
    expect(file(files, 'player-1.html')).toContain(
      '<tr><td>2<td>n<td><a href=player-2.html>López, Juan</a><td>2100<td>1<td>2,0\n',
    )
    // Díaz: a PAB (not a game), a draw with Ruiz (1900): p = 0.50, dp 0; round 3 is still played.
    const p5 = file(files, 'player-5.html')
    expect(p5).toContain('<tr><td>1<td><td><td><td>PAB<td>1,0\n')
    expect(textOf(p5)).toContain('Partidas jugadas 1 Rendimiento 1900')
  })

  it('standings after the last complete round with the tie-break chain and the names of the codes (FIDE C.07)', () => {
    const st = file(files, 'standings.html')
    expect(textOf(st)).toContain('Clasificación tras la ronda 2')
    expect(st).toContain('<th>BH-C1<th>BH<th>SB<th>PS</thead>')
    expect(textOf(st)).toContain(
      'Desempates: BH-C1 Buchholz; BH Buchholz; SB Sonneborn-Berger; PS Suma progresiva',
    )
    const ranks = [...st.matchAll(/<tr><td>(\d+)<td>(\d+)<td>/g)].map((m) => [m[1], m[2]])
    const expected = tournamentStandings(smallSwiss, 2)
    expect(expected.ok && expected.value.map((r) => [String(r.rank), String(r.startNo)])).toEqual(
      ranks,
    )
  })

  it('category standings given by the caller are shown under the main table', () => {
    const all = tournamentStandings(smallSwiss, 2)
    if (!all.ok) throw new Error('standings')
    const women = all.value
      .filter((r) => r.startNo === 1 || r.startNo === 5)
      .map((r, i) => ({ ...r, rank: i + 1 }))
    const withCats = site(smallSwiss, { lang: 'en', categories: [{ title: 'Women', rows: women }] })
    const text = textOf(file(withCats, 'standings.html'))
    expect(text).toContain('Category standings Women')
    expect(text).toMatch(
      /Women Rk\. No\. Name .* 1 1 FM Pérez, Ana ESP 2200 2\.0 .* 2 5 Díaz, Sara ESP 1800 1\.5/,
    )
  })

  it('the home page gives the event, the rounds with their state and the public address', () => {
    const home = textOf(file(files, 'index.html'))
    expect(home).toContain(
      'Lugar Gijón Fechas 2026-08-01 – 2026-08-03 Árbitro principal Ana Arbitro',
    )
    expect(home).toContain('Ronda 1 terminada Ronda 2 terminada Ronda 3 en juego')
    expect(home).toContain('Dirección de esta página: https://club.example/abierto/')
  })

  it('every rating names its source on the players page and the player page (FIDE C.02 checklist: ratings)', () => {
    const [a, b, c, ...rest] = smallSwiss.entrants
    if (!a || !b || !c) throw new Error('fixture')
    const mixed = {
      ...smallSwiss,
      entrants: [
        a,
        { ...b, fideRatingList: 'rapid' as const },
        { ...c, ratingTyped: true },
        ...rest,
      ],
    }
    const es = site(mixed, { lang: 'es' })
    const players = file(es, 'players.html')
    expect(players).toContain('<th>Elo<th>Origen del Elo<th>Ptos.')
    expect(players).toContain('<td>ESP<td>2200<td>FIDE estándar<td>')
    expect(players).toContain('<td>ESP<td>2100<td>FIDE rápidas<td>')
    expect(players).toContain('<td>ESP<td>2000<td>FIDE estándar, a mano<td>')
    expect(textOf(file(es, 'player-2.html'))).toContain('Elo 2100 (FIDE rápidas)')
    const national = {
      ...mixed,
      settings: { ...mixed.settings, ratingMethod: 'national' as const },
    }
    const en = site(
      { ...national, entrants: [{ ...a, fedaRating: 2150 }, ...national.entrants.slice(1)] },
      { lang: 'en' },
    )
    expect(textOf(file(en, 'player-1.html'))).toContain('Rating 2150 (national (FEDA))')
  })

  it('names are escaped, never read as HTML', () => {
    const odd = { ...smallSwiss, settings: { ...smallSwiss.settings, name: 'Open <b>&</b> "A"' } }
    const text = file(site(odd, { lang: 'es' }), 'index.html')
    expect(text).toContain('<title>Open &lt;b&gt;&amp;&lt;/b&gt; &quot;A&quot;</title>')
    expect(text).not.toContain('<b>&</b>')
  })

  it('a norm achieved is shown on the player page (FIDE B.01 1.4: 6½/9 against nine GMs of three federations)', () => {
    const snap = normTournament({
      candidate: { rating: 2450, fed: 'GER' },
      opponents: [1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5].map((res, i) => ({
        rating: 2500,
        title: 'GM',
        fed: ['FRA', 'ESP', 'ITA'][i % 3] as string,
        res: res as 1 | 0.5,
      })),
    })
    const normSite = site(fromSnapshot(snap), { lang: 'en' })
    expect(textOf(file(normSite, 'player-1.html'))).toContain(
      'GM norm: achieved (9 games, performance 2625)',
    )
    expect(file(normSite, 'player-2.html')).not.toContain('norm')
  })

  it('a norm in reach is shown with the points still needed (FIDE B.01 1.4: 4/6 against six 2500 GMs, 9 rounds)', () => {
    // Ra 2500: 9 games need 6 for GM (Rp 2625) and 4 for IM (Rp 2450, p 0.44 -> dp -43).
    const snap = normTournament({
      candidate: { rating: 2450, fed: 'GER' },
      opponents: [1, 1, 0.5, 0.5, 0.5, 0.5].map((res, i) => ({
        rating: 2500,
        title: 'GM',
        fed: ['FRA', 'ESP', 'ITA'][i % 3] as string,
        res: res as 1 | 0.5,
      })),
      totalRounds: 9,
    })
    const t = fromSnapshot(snap)
    const en = textOf(file(site(t, { lang: 'en' }), 'player-1.html'))
    expect(en).toContain(
      "Norms GM norm: in reach with 2 more points from the 3 rounds left (opponents' average 2500) IM norm: in reach by playing the 3 rounds left (opponents' average 2500)",
    )
    const es = textOf(file(site(t, { lang: 'es' }), 'player-1.html'))
    expect(es).toContain(
      'Normas Norma de GM: a su alcance, con 2 puntos más en las 3 rondas que quedan (media de los rivales 2500)',
    )
    // An opponent holding the GM title has no norm to chase; norms can be left out of the site.
    expect(file(site(t, { lang: 'en' }), 'player-2.html')).not.toContain('norm')
    expect(file(site(t, { lang: 'en', norms: false }), 'player-1.html')).not.toContain('norm')
  })

  it('a norm out of range is left out (FIDE B.01 1.4: 1/6 against six 2500 GMs; GM needs 5 more from 3 rounds, IM 3 more)', () => {
    const snap = normTournament({
      candidate: { rating: 2450, fed: 'GER' },
      opponents: [1, 0, 0, 0, 0, 0].map((res, i) => ({
        rating: 2500,
        title: 'GM',
        fed: ['FRA', 'ESP', 'ITA'][i % 3] as string,
        res: res as 1 | 0,
      })),
      totalRounds: 9,
    })
    const text = textOf(file(site(fromSnapshot(snap), { lang: 'en' }), 'player-1.html'))
    expect(text).not.toContain('GM norm')
    expect(text).toContain(
      "Norms IM norm: in reach with 3 more points from the 3 rounds left (opponents' average 2500) Rounds",
    )
  })
})

/** An individual tournament holding the games of a snapshot (each pair once, White first). */
function fromSnapshot(s: TournamentSnapshot): IndividualTournament {
  const rounds = Math.max(...s.players.map((p) => p.rounds.findLastIndex((e) => e) + 1))
  return {
    ...smallSwiss,
    settings: { ...smallSwiss.settings, totalRounds: s.totalRounds, startDate: '2026-08-01' },
    entrants: s.players.map((p) => ({
      ...entrant(p.startNo, `Player ${p.startNo}`, p.rating),
      title: p.title ?? '',
      federation: p.federation ?? '',
    })),
    rounds: Array.from({ length: rounds }, (_, r) => {
      const boards = s.players.flatMap((p) => {
        const e = p.rounds[r]
        if (!e || e.colour !== 'white' || e.opponent === null) return []
        const result = e.outcome === 'win' ? '1-0' : e.outcome === 'draw' ? '1/2' : '0-1'
        return [{ white: p.startNo, black: e.opponent, result: result as GameResult }]
      })
      return {
        round: r + 1,
        boards: boards.map((b, i) => ({ board: i + 1, ...b })),
        bye: null,
        requests: {},
        manualChanges: [],
      }
    }),
  }
}
