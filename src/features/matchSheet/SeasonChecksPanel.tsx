import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import {
  lateSheetInfractions,
  seasonChecks,
  type SeasonPackage,
} from '../../domain/matchSheet/index.ts'
import { db } from '../../db/db.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { competitions, type TeamCompetitionRow } from '../teams/teamsDb.ts'
import { receivedActas } from './matchSheetDb.ts'
import { registryLookup } from './registryIdentity.ts'
import { buildSeasonPackage } from './seasonPackageExport.ts'
import { violationText } from './violationText.ts'

const GRADE: Readonly<Record<string, MessageKey>> = {
  minor: 'matchSheet.gradeMinor',
  serious: 'matchSheet.gradeSerious',
  'very-serious': 'matchSheet.gradeVerySerious',
}

/** Every competition's package with the registry's ids: the season's board orders. */
function seasonPackages(
  comps: readonly TeamCompetitionRow[],
  lookup: ReturnType<typeof registryLookup>,
): SeasonPackage[] {
  return comps.map((c) =>
    buildSeasonPackage(c, { club: '', firstDate: '2000-01-01', time: '00:00' }, lookup),
  )
}

/**
 * What only the federation can see, over every accepted acta of every competition: the same
 * player in two matches of a round (art. 74.4), feeder attachments and players named below
 * them (art. 75.1-75.3), and the late sheets of each club (art. 82.2).
 */
export function SeasonChecksPanel() {
  const t = useT()
  const comps = useLiveQuery(() => competitions(db).toArray())
  const actas = useLiveQuery(() => receivedActas(db).toArray())
  const players = useLiveQuery(() => db.players.toArray())
  const clubs = useLiveQuery(() => db.clubs.toArray())
  const data = useMemo(() => {
    if (!comps || !actas || !players || !clubs) return null
    const pkgs = seasonPackages(comps, registryLookup(players, clubs))
    const accepted = actas.filter((a) => a.decision === 'accept')
    const teams = pkgs.flatMap((p) => p.teams)
    const identities = new Map(pkgs.flatMap((p) => p.players.map((pl) => [pl.id, pl.identity])))
    const report = seasonChecks({
      teams,
      lists: teams.flatMap((x) =>
        x.order.map((ref) => ({ teamId: x.id, ref, identity: identities.get(ref) })),
      ),
      sheets: accepted.map((a) => a.sheet),
    })
    const clubOf = new Map(teams.map((x) => [x.id, x.clubId]))
    const late = lateSheetInfractions(
      accepted.map((a) => ({
        matchId: a.matchId,
        homeClubId: clubOf.get(a.sheet.homeId) ?? a.sheet.homeId,
        playedOn: a.sheet.date,
        receivedDate: a.receivedDate,
        receivedTime: a.receivedTime,
      })),
    )
    const names = new Map(pkgs.flatMap((p) => p.players.map((pl) => [pl.id, pl.name])))
    const teamNames = new Map(teams.map((x) => [x.id, x.name]))
    const sheets = new Map(accepted.map((a) => [a.matchId, a.sheet]))
    for (const a of accepted)
      for (const [ref, id] of Object.entries(a.sheet.identities ?? {})) identities.set(ref, id)
    return { report, late, names, teamNames, sheets, identities }
  }, [comps, actas, players, clubs])
  if (!data) return null
  const { report, late, names, teamNames, sheets, identities } = data
  const team = (id: string | undefined) => (id === undefined ? '' : (teamNames.get(id) ?? id))
  const player = (ref: string | undefined) => {
    if (ref === undefined) return ''
    const id = identities.get(ref)
    const ids = [
      id?.licence !== undefined ? t('matchSheet.idLicence', { n: id.licence }) : '',
      id?.fedaId !== undefined ? t('matchSheet.idFeda', { n: id.fedaId }) : '',
      id?.fideId !== undefined ? t('matchSheet.idFide', { n: id.fideId }) : '',
    ].filter(Boolean)
    const name = names.get(ref) ?? ref
    return ids.length > 0 ? `${name} (${ids.join(', ')})` : name
  }
  const match = (id: string | undefined) => {
    const s = id === undefined ? undefined : sheets.get(id)
    return s
      ? t('matchSheet.matchLabel', { round: s.round, home: team(s.homeId), away: team(s.awayId) })
      : (id ?? '')
  }
  return (
    <section className="panel" aria-labelledby="ms-season">
      <h3 id="ms-season">{t('matchSheet.seasonChecks')}</h3>
      <p className="muted">{t('matchSheet.seasonChecksHint')}</p>
      {report.violations.length === 0 ? (
        <p className="ms-msg ms-msg-ok">{t('matchSheet.noSeasonViolations')}</p>
      ) : (
        <ul className="ms-msgs" aria-label={t('matchSheet.seasonViolations')}>
          {report.violations.map((v, i) => (
            <li key={i} className="ms-msg ms-msg-error">
              <strong>{match(v.detail)}</strong> · {team(v.teamId)} ·{' '}
              {t('matchSheet.seasonPlayer', { name: player(v.playerId) })} {violationText(t, v)}
            </li>
          ))}
        </ul>
      )}
      {report.attachments.length > 0 && (
        <ul aria-label={t('matchSheet.attachments')}>
          {report.attachments.map((a) => (
            <li key={`${a.key}|${a.matchId}`}>
              {t('matchSheet.attached', {
                name: player(a.ref),
                from: team(a.fromTeamId),
                to: team(a.teamId),
                round: a.round,
              })}
            </li>
          ))}
        </ul>
      )}
      {report.unidentified.length > 0 && (
        <p className="muted">{t('matchSheet.unidentified', { n: report.unidentified.length })}</p>
      )}
      {late.map((x) => (
        <p key={x.matchId} className="ms-msg ms-msg-error">
          {t('matchSheet.infraction', {
            club: x.clubId,
            n: x.occurrence,
            grade: t(GRADE[x.grade] ?? 'matchSheet.gradeMinor'),
          })}
        </p>
      ))}
    </section>
  )
}
