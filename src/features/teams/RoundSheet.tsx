import {
  BOARD_RESULTS,
  type BoardResult,
  matchRecords,
  needsDecision,
  scoreMatch,
} from '../../domain/teams/index.ts'
import { appContext } from '../../db/context.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { download, roundCsv } from './exports.ts'
import { CommunicationsPanel } from './CommunicationsPanel.tsx'
import { LineupCheck } from './LineupCheck.tsx'
import { decideTie, recordBoard, recordImproperLineup } from './teamCommands.ts'
import type { RoundRow, TeamCompetitionRow } from './teamsDb.ts'
import { matchScoreText } from '../../i18n/numbers.ts'

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
  return (
    <section aria-labelledby={`round-${round.round}`}>
      <h3 id={`round-${round.round}`}>{t('teams.roundHeading', { n: round.round })}</h3>
      <table className="simple-table" aria-label={t('teams.roundLabel', { n: round.round })}>
        <thead>
          <tr>
            <th scope="col">{t('teams.table')}</th>
            {staged && <th scope="col">{t('teams.stage')}</th>}
            <th scope="col">{t('teams.home')}</th>
            <th scope="col">{t('teams.away')}</th>
            <th scope="col">{t('teams.score')}</th>
            {round.fixtures[0]?.boards.map((_, b) => (
              <th scope="col" key={b}>
                {b + 1}
              </th>
            ))}
            <th scope="col">{t('teams.improperHome')}</th>
            <th scope="col">{t('teams.improperAway')}</th>
            {deciding && <th scope="col">{t('teams.decisionColumn')}</th>}
          </tr>
        </thead>
        <tbody>
          {round.fixtures.map((f, i) => {
            const m = records[i]
            const done = f.boards.every((b) => b !== null)
            const s = m && done ? scoreMatch(m) : null
            return (
              <tr key={`${f.homeId}-${f.awayId}`}>
                <td>{i + 1}</td>
                {staged && <td>{stageOf(f)}</td>}
                <td>{name(f.homeId)}</td>
                <td>{name(f.awayId)}</td>
                <td>{s ? matchScoreText(s.home.boardPoints, s.away.boardPoints, t) : ''}</td>
                {f.boards.map((b, k) => (
                  <td key={k}>
                    <select
                      aria-label={t('teams.boardResult', {
                        round: round.round,
                        match: i + 1,
                        board: k + 1,
                      })}
                      value={b ?? ''}
                      disabled={locked}
                      onChange={(e) =>
                        void recordBoard(
                          appContext,
                          c.id,
                          { round: round.round, fixture: i, board: k + 1 },
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
                  </td>
                ))}
                {(['home', 'away'] as const).map((side) => (
                  <td key={side}>
                    <select
                      aria-label={t(
                        side === 'home' ? 'teams.improperHomeAt' : 'teams.improperAwayAt',
                        {
                          round: round.round,
                          match: i + 1,
                        },
                      )}
                      value={String(
                        (side === 'home' ? f.homeImproperFrom : f.awayImproperFrom) ?? '',
                      )}
                      disabled={locked}
                      onChange={(e) =>
                        void recordImproperLineup(
                          appContext,
                          c.id,
                          { round: round.round, fixture: i, side },
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
                  </td>
                ))}
                {deciding && (
                  <td>
                    {needsDecision(f, c.kind) && (
                      <select
                        aria-label={t('teams.decision', { round: round.round, match: i + 1 })}
                        value={f.decided ?? ''}
                        disabled={locked}
                        onChange={(e) =>
                          void decideTie(
                            appContext,
                            c.id,
                            { round: round.round, fixture: i },
                            (e.target.value || null) as 'home' | 'away' | null,
                          )
                        }
                      >
                        <option value="">{t('teams.decisionNone')}</option>
                        <option value="home">{name(f.homeId)}</option>
                        <option value="away">{name(f.awayId)}</option>
                      </select>
                    )}
                  </td>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
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
