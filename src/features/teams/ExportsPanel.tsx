import { Fragment } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { useSearchParams } from 'react-router'
import { appContext } from '../../db/context.ts'
import type { TeamTrfFormat, TextTable } from '../../domain/reports/index.ts'
import { useT } from '../../i18n/index.ts'
import { competitionBaseRating } from './competitionSeason.ts'
import { TeamPublishPanel } from './TeamPublishPanel.tsx'
import {
  competitionTrf,
  downloadTablePdf,
  downloadText,
  fileSlug,
  fixturesText,
  standingsText,
  tableToCsv,
} from './teamExports.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

/** TRF, standings and fixtures (CSV and PDF), and the printable results sheet of each round. */
export function ExportsPanel({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const [, setParams] = useSearchParams()
  const seasons = useLiveQuery(() => appContext.db.seasons.toArray())
  const systemName = c.kind
    ? t(
        c.kind === 'cup'
          ? 'teams.kindCup'
          : c.kind === 'rapid'
            ? 'teams.kindRapid'
            : 'teams.kindBlitz',
      )
    : t(c.system === 'swiss' ? 'teams.systemSwiss' : 'teams.systemLeague', {
        rounds: c.totalRounds,
      })
  const standingsHeadings = {
    rank: t('teams.rank'),
    team: t('teams.team'),
    club: t('teams.club'),
    points: t('teams.primary'),
    matchPoints: t('teams.matchPoints'),
    boardPoints: t('teams.boardPoints'),
    absences: t('teams.absences'),
    deduction: t('teams.deduction'),
    tie: {
      heading: t('ties.exportHeading'),
      level: t('ties.levelMark'),
      playoff: t('ties.decidedPlayoff'),
      lot: (lot: number) => t('ties.decidedLot', { lot }),
    },
  }
  const fixtures = () =>
    fixturesText(
      c,
      {
        round: t('teams.round'),
        table: t('teams.table'),
        stage: t('teams.stage'),
        home: t('teams.home'),
        away: t('teams.away'),
        score: t('teams.score'),
      },
      (group, places) =>
        group
          ? t('teams.groupCell', { g: group })
          : places
            ? places[0] === 1 && places[1] === 4
              ? t('teams.semifinalCell')
              : t('teams.placesCell', { a: places[0] ?? '', b: places[1] ?? '' })
            : '',
    )

  // Each table as CSV and as PDF: the rows, the file name's ending and the two button labels.
  const tables: [() => TextTable, string, string, string][] = [
    [
      () => standingsText(c, standingsHeadings),
      'clasificacion',
      t('teams.exportStandings'),
      t('teams.exportStandingsPdf'),
    ],
    [fixtures, 'encuentros', t('teams.exportFixturesCsv'), t('teams.exportFixturesPdf')],
  ]

  const trf = (format: TeamTrfFormat) =>
    downloadText(
      c,
      format === 'trf16' ? '-trf16.txt' : '.trf',
      competitionTrf(c, format, systemName, competitionBaseRating(c, seasons ?? [])),
      'text/plain',
    )

  return (
    <section aria-labelledby={`exports-${c.id}`} className="no-print">
      <h3 id={`exports-${c.id}`}>{t('teams.exportsHeading')}</h3>
      <div className="toolbar">
        <button type="button" onClick={() => trf('trf26')}>
          {t('teams.exportTrf26')}
        </button>
        <button type="button" onClick={() => trf('trf16')}>
          {t('teams.exportTrf16')}
        </button>
        {tables.map(([rows, suffix, csvLabel, pdfLabel]) => (
          <Fragment key={suffix}>
            <button
              type="button"
              onClick={() => downloadText(c, `-${suffix}.csv`, tableToCsv(rows()), 'text/csv')}
            >
              {csvLabel}
            </button>
            <button
              type="button"
              onClick={() =>
                void downloadTablePdf(
                  c.name,
                  systemName,
                  rows(),
                  `${fileSlug(c.name)}-${suffix}.pdf`,
                )
              }
            >
              {pdfLabel}
            </button>
          </Fragment>
        ))}
      </div>
      {c.rounds.length > 0 && (
        <div className="toolbar">
          {c.rounds.map((r) => (
            <button
              key={r.round}
              type="button"
              onClick={() => setParams({ c: c.id, sheet: String(r.round) })}
            >
              {t('teams.printSheet', { n: r.round })}
            </button>
          ))}
        </div>
      )}
      <TeamPublishPanel competition={c} />
    </section>
  )
}
