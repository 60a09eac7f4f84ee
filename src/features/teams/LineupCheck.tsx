import { useState } from 'react'
import {
  checkScreenLineup,
  lineFacts,
  seasonDayOf,
  type Violation,
} from '../../domain/teams/index.ts'
import { appContext } from '../../db/context.ts'
import { useT } from '../../i18n/index.ts'
import { useRegistryData } from './BoardOrderEditor.tsx'
import { violationText } from './violationText.ts'
import { recordImproperLineup } from './teamCommands.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'

interface Props {
  readonly competition: TeamCompetitionRow
  readonly round: number
  readonly fixture: number
  readonly side: 'home' | 'away'
}

/** One side's lineup for a match, checked against its board order (art. 74). */
export function LineupCheck({ competition: c, round, fixture, side }: Props) {
  const t = useT()
  const f = c.rounds.find((r) => r.round === round)?.fixtures[fixture]
  const teamId = side === 'home' ? f?.homeId : f?.awayId
  const team = c.teams.find((x) => x.id === teamId)
  const [boards, setBoards] = useState<(number | null)[]>(() =>
    (f?.boards ?? []).map((_, k) => (k < (team?.players.length ?? 0) ? k : null)),
  )
  const [found, setFound] = useState<Violation[] | null>(null)
  const registry = useRegistryData()
  if (!f || !team) return null
  const first =
    found?.reduce<number | null>(
      (m, v) => (v.fromBoard && (m === null || v.fromBoard < m) ? v.fromBoard : m),
      null,
    ) ?? null
  const label = `${t('teams.lineupOf', { team: team.name, match: fixture + 1 })}`
  return (
    <fieldset aria-label={label}>
      <legend>{label}</legend>
      {boards.map((b, k) => (
        <label key={k}>
          {t('teams.lineupBoard', { board: k + 1 })}
          <select
            value={b ?? ''}
            onChange={(e) =>
              setBoards(
                boards.map((x, i) =>
                  i === k ? (e.target.value === '' ? null : Number(e.target.value)) : x,
                ),
              )
            }
          >
            <option value="">{t('teams.lineupEmpty')}</option>
            {team.players.map((p, i) => (
              <option key={i} value={i}>
                {i + 1}. {p.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="button"
        onClick={() =>
          setFound(
            checkScreenLineup(c, team.id, boards, lineFacts(registry, seasonDayOf(c)), round),
          )
        }
      >
        {t('teams.lineupCheck')}
      </button>
      {found && found.length === 0 && <p role="status">{t('teams.lineupOk')}</p>}
      {found && found.length > 0 && (
        <ul role="alert">
          {found.map((v, i) => (
            <li key={i}>{violationText(t, v)}</li>
          ))}
        </ul>
      )}
      {first !== null && (
        <button
          type="button"
          onClick={() =>
            void recordImproperLineup(appContext, c.id, { round, fixture, side }, first)
          }
        >
          {t('teams.applyImproper', { board: first })}
        </button>
      )}
    </fieldset>
  )
}
