import { useState } from 'react'
import { appContext } from '../../db/context.ts'
import { useT } from '../../i18n/index.ts'
import { DataTable, type DataColumn } from '../../ui/DataTable.tsx'
import { TextField } from '../../ui/Field.tsx'
import { BoardOrderEditor, useRegistryData } from './BoardOrderEditor.tsx'
import { OrderVerdictView, verdictWord } from './OrderVerdictView.tsx'
import { overrideOrder } from './orderCommands.ts'
import { NotificationPeriod, RegisteredOrder } from './RegisteredOrder.tsx'
import { competitionBaseRating } from './competitionSeason.ts'
import { strengthOf } from './teamExports.ts'
import { addTeam } from './teamCommands.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import type { BoardOrderLine, CompetitionTeam, TeamCompetitionRow } from './teamsDb.ts'
import {
  licenceSeasonOn,
  resolveList,
  seasonDayOf,
  typedLine,
  verdictOf,
} from '../../domain/teams/index.ts'

/** Reads "name; rating" lines into a board order as typed, with no registry link (art. 69-70). */
export function parseBoardOrder(text: string): CompetitionTeam['players'] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map(typedLine)
}

/** Registered teams and, before round 1, the registration form. */
export function TeamsSection({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const [name, setName] = useState('')
  const [club, setClub] = useState('')
  const [zone, setZone] = useState('')
  const [order, setOrder] = useState('')
  const [lines, setLines] = useState<BoardOrderLine[]>([])
  const [error, setError] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const registry = useRegistryData()
  // Licences are read for the season the competition was created in (art. 69).
  const season = licenceSeasonOn(registry.seasons, seasonDayOf(c))?.name ?? ''
  const baseRating = competitionBaseRating(c, registry.seasons)
  const draft = [...lines, ...resolveList(registry, order).lines]
  const draftVerdict = verdictOf(registry, c, { club, players: draft })

  const columns: DataColumn<CompetitionTeam>[] = [
    { id: 'name', header: t('teams.teamName'), value: (team) => team.name },
    { id: 'club', header: t('teams.club'), value: (team) => team.club },
    { id: 'zone', header: t('teams.zone'), value: (team) => team.zone },
    { id: 'players', header: t('teams.players'), value: (team) => team.players.length },
  ]
  if (c.kind !== 'cup')
    columns.push({
      id: 'average',
      header: t(c.kind ? 'teams.average8' : 'teams.average'),
      value: (team) => strengthOf(c, team, baseRating),
    })
  columns.push({
    id: 'order',
    header: t('teams.colOrder'),
    value: (team) => verdictWord(t, verdictOf(registry, c, team), team),
  })

  async function onAdd(e: React.FormEvent) {
    e.preventDefault()
    const r = await addTeam(
      appContext,
      c.id,
      // A list pasted but not read yet is read now, each line linked where it can be.
      { name, club, zone: zone.trim(), players: draft },
      draftVerdict.kind === 'refused' ? { override: reason } : {},
    )
    if (!r.ok) {
      setError(errorMessage(t, r.error[0]?.code ?? '', r.error[0]?.params))
      return
    }
    setError(null)
    setReason('')
    setName('')
    setOrder('')
    setLines([])
  }

  return (
    <section aria-labelledby="teams-heading">
      <h3 id="teams-heading">{t('teams.teamsHeading')}</h3>
      <p>{t('teams.teamCount', { n: c.teams.length })}</p>
      <DataTable
        layout="static"
        className="simple-table"
        label={t('teams.teamsLabel')}
        rows={c.teams}
        rowId={(team) => team.id}
        columns={columns}
      />
      {/* The circular's notification period is set for the divisional championship (FAPA art. 70.4). */}
      {!c.kind && <NotificationPeriod competition={c} />}
      {c.teams.map((team) => (
        <RegisteredOrder key={team.id} competition={c} team={team} registry={registry} />
      ))}
      {c.teams.map((team) => (
        <OrderVerdictView
          key={team.id}
          team={team.name}
          club={team.club}
          lines={team.players}
          verdict={verdictOf(registry, c, team)}
          season={season}
          {...(team.override ? { override: team.override } : {})}
          onOverride={async (why) => {
            const r = await overrideOrder(appContext, c.id, team.id, why)
            setError(r.ok ? null : errorMessage(t, r.error[0]?.code ?? '', r.error[0]?.params))
          }}
        />
      ))}
      {c.rounds.length === 0 && (
        <form onSubmit={onAdd} aria-label={t('teams.addTeam')}>
          <TextField label={t('teams.teamName')} name="teamName" value={name} onChange={setName} />
          <TextField label={t('teams.club')} name="club" value={club} onChange={setClub} />
          <TextField
            label={t('teams.zone')}
            name="zone"
            value={zone}
            onChange={setZone}
            hint={t('teams.zoneHint')}
          />
          <BoardOrderEditor
            data={registry}
            lines={lines}
            onLines={setLines}
            paste={order}
            onPaste={setOrder}
          />
          {draft.length > 0 && (
            <OrderVerdictView
              team={name || t('teams.teamName')}
              club={club}
              lines={draft}
              verdict={draftVerdict}
              season={season}
            />
          )}
          {draftVerdict.kind === 'refused' && draft.length > 0 && (
            <TextField
              label={t('teams.overrideReason')}
              name="overrideReason"
              value={reason}
              onChange={setReason}
            />
          )}
          <button type="submit">
            {t(
              draftVerdict.kind === 'refused' && reason.trim() !== ''
                ? 'teams.registerOverride'
                : 'teams.addTeam',
            )}
          </button>
          {error && <p role="alert">{error}</p>}
        </form>
      )}
    </section>
  )
}
