import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import { db } from '../../db/db.ts'
import { useT } from '../../i18n/index.ts'
import { allCompetitions } from '../teams/teamsDb.ts'
import { receivedActas } from '../teams/matchSheetDb.ts'
import { registryLookup } from './registryIdentity.ts'
import { seasonFindings, seasonView } from './seasonReport.ts'
import { ApplyFindings } from './ApplyFindings.tsx'
import { SanctionsPanel } from './SanctionsPanel.tsx'
import { violationText } from '../teams/violationText.ts'

/**
 * What only the federation can see, over every accepted acta of every competition: the same
 * player in two matches of a round (art. 74.4), feeder attachments and players named below
 * them (art. 75.1-75.3), players named after two absences (art. 74.2), applied to the standings
 * in one confirmed action, and the late sheets of each club (art. 82.2).
 */
export function SeasonChecksPanel() {
  const t = useT()
  const comps = useLiveQuery(() => allCompetitions(db))
  const actas = useLiveQuery(() => receivedActas(db).toArray())
  const players = useLiveQuery(() => db.players.toArray())
  const clubs = useLiveQuery(() => db.clubs.toArray())
  const data = useMemo(
    () =>
      comps && actas && players && clubs
        ? seasonView(comps, actas, registryLookup(players, clubs))
        : null,
    [comps, actas, players, clubs],
  )
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
      <ApplyFindings comps={comps ?? []} findings={seasonFindings(data)} teamName={team} />
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
      <SanctionsPanel late={late} comps={comps ?? []} />
    </section>
  )
}
