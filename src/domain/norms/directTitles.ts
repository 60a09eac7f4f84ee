/** What a direct achievement gives: the title, or a title result worth 9 or 13 games. */
export type DirectAward = 'title' | 'result-9' | 'result-13'

/** One achievement of seed 1.12-1.63 that an arbiter can pick for a player. */
export interface DirectTitle {
  readonly article: string
  readonly title: string
  readonly award: DirectAward
  /** English description; the screen translates by article. */
  readonly achievement: string
}

/** The direct titles and results of the seed regulations. @see seed 0.61, 1.12-1.63, 10.51 */
export const SEED_DIRECT_TITLES: readonly DirectTitle[] = [
  {
    article: '1.12',
    title: 'GM',
    award: 'title',
    achievement: 'Qualified for the Candidates of the World Championship',
  },
  { article: '1.13', title: 'GM', award: 'title', achievement: 'GM result in a FIDE Interzonal' },
  {
    article: '1.14',
    title: 'GM',
    award: 'title',
    achievement: "Won the Women's World Championship match",
  },
  {
    article: '1.15',
    title: 'GM',
    award: 'title',
    achievement: 'First place alone in the World Junior',
  },
  {
    article: '1.16',
    title: 'GM',
    award: 'result-9',
    achievement: 'Tied first in the World Junior',
  },
  {
    article: '1.17',
    title: 'GM',
    award: 'result-9',
    achievement: 'First place alone in a Continental Junior',
  },
  {
    article: '1.18',
    title: 'GM',
    award: 'result-9',
    achievement: "First place alone in the Women's Candidates",
  },
  {
    article: '1.19',
    title: 'GM',
    award: 'title',
    achievement: 'GM result of 13 games in an Olympiad',
  },
  {
    article: '1.22',
    title: 'IM',
    award: 'title',
    achievement:
      "First place alone in the Women's Candidates, a Zonal, a Continental (junior) championship, the Arab or Caribbean-Central American junior, the World U18, IBCA or silent chess world championship",
  },
  {
    article: '1.221',
    title: 'IM',
    award: 'title',
    achievement: 'Tied first in an event of 1.22 (at most 3 players)',
  },
  { article: '1.23', title: 'IM', award: 'title', achievement: 'Top three in the World Junior' },
  { article: '1.24', title: 'IM', award: 'title', achievement: 'Qualified for the Interzonal' },
  {
    article: '1.25',
    title: 'IM',
    award: 'title',
    achievement: 'IM result of 13 games or more in the World Championship cycle',
  },
  {
    article: '1.26',
    title: 'IM',
    award: 'title',
    achievement: '66 2/3 % or more in a Zonal of 9 games or more',
  },
  {
    article: '1.27',
    title: 'IM',
    award: 'result-9',
    achievement: 'First place alone in the World U16 or a Continental U18/U16',
  },
  {
    article: '1.28',
    title: 'IM',
    award: 'title',
    achievement: 'IM result of 13 games in an Olympiad',
  },
  {
    article: '1.32',
    title: 'FM',
    award: 'title',
    achievement: 'First place in a World U10-U16 championship or the IBCA World Junior',
  },
  {
    article: '1.33',
    title: 'FM',
    award: 'title',
    achievement: 'First place in a Continental or Arab U10-U18 championship',
  },
  {
    article: '1.331',
    title: 'FM',
    award: 'title',
    achievement: 'Tied first in an event of 1.33 (at most 3 players)',
  },
  {
    article: '1.34',
    title: 'FM',
    award: 'title',
    achievement: '50 % or more in a Zonal of 9 games or more',
  },
  {
    article: '1.35',
    title: 'FM',
    award: 'title',
    achievement: 'Runner-up in the IBCA World Championship',
  },
  {
    article: '1.42',
    title: 'WGM',
    award: 'title',
    achievement: "Qualified for the Women's Candidates",
  },
  {
    article: '1.43',
    title: 'WGM',
    award: 'title',
    achievement: "WGM result of 13 games or more in the Women's World Championship cycle",
  },
  {
    article: '1.44',
    title: 'WGM',
    award: 'title',
    achievement: "First place alone in the Women's World Junior",
  },
  {
    article: '1.45',
    title: 'WGM',
    award: 'result-9',
    achievement: "Tied first in the Women's World Junior",
  },
  {
    article: '1.46',
    title: 'WGM',
    award: 'result-9',
    achievement: "First place alone in a Women's Continental Junior",
  },
  {
    article: '1.47',
    title: 'WGM',
    award: 'title',
    achievement: 'WGM result of 13 games in an Olympiad',
  },
  {
    article: '1.52',
    title: 'WIM',
    award: 'title',
    achievement: "Qualified for the Women's Interzonal",
  },
  {
    article: '1.53',
    title: 'WIM',
    award: 'title',
    achievement:
      "First place in a Women's Continental, Arab, World U18 or Continental U20 championship",
  },
  {
    article: '1.531',
    title: 'WIM',
    award: 'title',
    achievement: 'Tied first in an event of 1.53 (at most 3 players)',
  },
  {
    article: '1.54',
    title: 'WIM',
    award: 'title',
    achievement: "Top three in the Women's World U20",
  },
  {
    article: '1.55',
    title: 'WIM',
    award: 'title',
    achievement: "WIM result of 13 games or more in the Women's World Championship cycle",
  },
  {
    article: '1.56',
    title: 'WIM',
    award: 'result-9',
    achievement: "66.66 % or more in a Women's Zonal of 9 games or more",
  },
  {
    article: '1.57',
    title: 'WIM',
    award: 'result-9',
    achievement: "First place alone in the Women's World U16 or a Women's Continental U18/U16",
  },
  {
    article: '1.58',
    title: 'WIM',
    award: 'title',
    achievement: 'WIM result of 13 games in an Olympiad',
  },
  {
    article: '1.62',
    title: 'WFM',
    award: 'title',
    achievement:
      "First place in a Women's World U10-U16, Continental, Arab, Continental U10-U18 or IBCA championship",
  },
  {
    article: '1.621',
    title: 'WFM',
    award: 'title',
    achievement: 'Tied first in an event of 1.62 (at most 3 players)',
  },
  {
    article: '1.63',
    title: 'WFM',
    award: 'title',
    achievement: "50 % or more in a Women's Zonal of 9 games or more",
  },
]
