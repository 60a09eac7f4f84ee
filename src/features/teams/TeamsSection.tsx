import { useState } from 'react'
import { appContext } from '../../db/context.ts'
import { useT } from '../../i18n/index.ts'
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
      <table className="simple-table" aria-label={t('teams.teamsLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('teams.teamName')}</th>
            <th scope="col">{t('teams.club')}</th>
            <th scope="col">{t('teams.zone')}</th>
            <th scope="col">{t('teams.players')}</th>
            {c.kind !== 'cup' && (
              <th scope="col">{t(c.kind ? 'teams.average8' : 'teams.average')}</th>
            )}
            <th scope="col">{t('teams.colOrder')}</th>
          </tr>
        </thead>
        <tbody>
          {c.teams.map((team) => (
            <tr key={team.id}>
              <td>{team.name}</td>
              <td>{team.club}</td>
              <td>{team.zone}</td>
              <td>{team.players.length}</td>
              {c.kind !== 'cup' && <td>{strengthOf(c, team, baseRating)}</td>}
              <td>{verdictWord(t, verdictOf(registry, c, team), team)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
