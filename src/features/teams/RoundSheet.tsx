import {
  BOARD_RESULTS,
  type BoardResult,
  matchRecords,
  needsDecision,
  scoreMatch,
} from '../../domain/teams/index.ts'
import { appContext } from '../../db/context.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { DataTable, type DataColumn } from '../../ui/DataTable.tsx'
import { download, roundCsv } from './exports.ts'
import { CommunicationsPanel } from './CommunicationsPanel.tsx'
import { LineupCheck } from './LineupCheck.tsx'
import { decideTie, recordBoard, recordImproperLineup } from './teamCommands.ts'
import type { RoundRow, TeamCompetitionRow } from './teamsDb.ts'
import { matchScoreText } from '../../i18n/numbers.ts'
import './teams.css'

const RESULT_LABEL: Readonly<Record<BoardResult, MessageKey>> = {
  '1-0': 'teams.resultHomeWin',
  '1/2': 'teams.resultDraw',
  '0-1': 'teams.resultAwayWin',
  '+-': 'teams.resultAwayAbsent',
  '-+': 'teams.resultHomeAbsent',
  '--': 'teams.resultBothAbsent',
}

/** A round's matches with a result selector per board; only the last round can change. */
export function RoundSheet({
  competition: c,
  round,
}: {
  competition: TeamCompetitionRow
  round: RoundRow
}) {
  const t = useT()
  const name = (id: string) => c.teams.find((x) => x.id === id)?.name ?? id
  const locked = round.round < c.rounds.length
  const records = matchRecords(c).filter((m) => m.round === round.round)
  const staged = round.fixtures.some((f) => f.group || f.places)
  const deciding = round.fixtures.some((f) => needsDecision(f, c.kind))
  const stageOf = (f: (typeof round.fixtures)[number]) =>
    f.group
      ? t('teams.groupCell', { g: f.group })
      : f.places
        ? f.places[0] === 1 && f.places[1] === 4
          ? t('teams.semifinalCell')
          : t('teams.placesCell', { a: f.places[0], b: f.places[1] })
        : ''
  const playing = new Set(round.fixtures.flatMap((f) => [f.homeId, f.awayId]))
  const resting =
    c.groups && round.fixtures.some((f) => f.group)
      ? [...c.groups.A, ...c.groups.B].filter((id) => !playing.has(id))
      : []
  const rows = round.fixtures.map((fixture, i) => ({ fixture, match: i + 1, record: records[i] }))
  type Row = (typeof rows)[number]
  const columns: DataColumn<Row>[] = [
    { id: 'table', header: t('teams.table'), value: (r) => r.match },
  ]
  if (staged)
    columns.push({ id: 'stage', header: t('teams.stage'), value: (r) => stageOf(r.fixture) })
  columns.push(
    { id: 'home', header: t('teams.home'), value: (r) => name(r.fixture.homeId) },
    { id: 'away', header: t('teams.away'), value: (r) => name(r.fixture.awayId) },
    {
      id: 'score',
      header: t('teams.score'),
      value: (r) => {
        const done = r.fixture.boards.every((b) => b !== null)
        const s = r.record && done ? scoreMatch(r.record) : null
        return s ? matchScoreText(s.home.boardPoints, s.away.boardPoints, t) : ''
      },
    },
  )
  round.fixtures[0]?.boards.forEach((_, k) =>
    columns.push({
      id: `board-${k + 1}`,
      header: String(k + 1),
      value: (r) => r.fixture.boards[k] ?? null,
      cell: ({ fixture: f, match }) =>
        k < f.boards.length && (
          <select
            aria-label={t('teams.boardResult', { round: round.round, match, board: k + 1 })}
            value={f.boards[k] ?? ''}
            disabled={locked}
            onChange={(e) =>
              void recordBoard(
                appContext,
                c.id,
                { round: round.round, fixture: match - 1, board: k + 1 },
                (e.target.value || null) as BoardResult | null,
              )
            }
          >
            <option value="">{t('teams.noResult')}</option>
            {BOARD_RESULTS.map((r) => (
              <option key={r} value={r}>
                {t(RESULT_LABEL[r])}
              </option>
            ))}
          </select>
        ),
    }),
  )
  for (const side of ['home', 'away'] as const) {
    const from = (f: Row['fixture']) => (side === 'home' ? f.homeImproperFrom : f.awayImproperFrom)
    columns.push({
      id: `improper-${side}`,
      header: t(side === 'home' ? 'teams.improperHome' : 'teams.improperAway'),
      value: (r) => from(r.fixture) ?? null,
      cell: ({ fixture: f, match }) => (
        <select
          aria-label={t(side === 'home' ? 'teams.improperHomeAt' : 'teams.improperAwayAt', {
            round: round.round,
            match,
          })}
          value={String(from(f) ?? '')}
          disabled={locked}
          onChange={(e) =>
            void recordImproperLineup(
              appContext,
              c.id,
              { round: round.round, fixture: match - 1, side },
              e.target.value ? Number(e.target.value) : null,
            )
          }
        >
          <option value="">{t('teams.proper')}</option>
          {f.boards.map((_, k) => (
            <option key={k} value={k + 1}>
              {t('teams.fromBoard', { board: k + 1 })}
            </option>
          ))}
        </select>
      ),
    })
  }
  if (deciding)
    columns.push({
      id: 'decision',
      header: t('teams.decisionColumn'),
      value: (r) => r.fixture.decided ?? null,
      cell: ({ fixture: f, match }) =>
        needsDecision(f, c.kind) && (
          <select
            aria-label={t('teams.decision', { round: round.round, match })}
            value={f.decided ?? ''}
            disabled={locked}
            onChange={(e) =>
              void decideTie(
                appContext,
                c.id,
                { round: round.round, fixture: match - 1 },
                (e.target.value || null) as 'home' | 'away' | null,
              )
            }
          >
            <option value="">{t('teams.decisionNone')}</option>
            <option value="home">{name(f.homeId)}</option>
            <option value="away">{name(f.awayId)}</option>
          </select>
        ),
    })
  return (
    <section aria-labelledby={`round-${round.round}`}>
      <h3 id={`round-${round.round}`}>{t('teams.roundHeading', { n: round.round })}</h3>
      <div className="round-sheet-scroll">
        <DataTable
          layout="static"
          className="simple-table round-sheet"
          label={t('teams.roundLabel', { n: round.round })}
          rows={rows}
          rowId={(r) => `${r.fixture.homeId}-${r.fixture.awayId}`}
          columns={columns}
        />
      </div>
      {round.bye && <p>{t('teams.bye', { team: name(round.bye) })}</p>}
      {resting.length > 0 && <p>{t('teams.resting', { teams: resting.map(name).join(', ') })}</p>}
      {round.exempt && round.exempt.length > 0 && (
        <p>{t('teams.exempt', { teams: round.exempt.map(name).join(', ') })}</p>
      )}
      {!c.kind && <CommunicationsPanel competition={c} round={round} />}
      {!locked && (
        <details>
          <summary>{t('teams.lineups')}</summary>
          {round.fixtures.map((_, i) =>
            (['home', 'away'] as const).map((side) => (
              <LineupCheck
                key={`${i}-${side}`}
                competition={c}
                round={round.round}
                fixture={i}
                side={side}
              />
            )),
          )}
        </details>
      )}
      <button
        type="button"
        onClick={() =>
          download(
            `${c.name} ${round.round}.csv`,
            roundCsv(c, round.round, {
              table: t('teams.table'),
              home: t('teams.home'),
              away: t('teams.away'),
              score: t('teams.score'),
            }),
          )
        }
      >
        {t('teams.exportRound', { n: round.round })}
      </button>
    </section>
  )
}
