import { useState, type FormEvent } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { PERSONAL_LICENCE_KINDS, isOneOf, type LicenceKind } from '../../domain/federation/index.ts'
import { changeLicenceClub, issueLicence, revokeLicence } from '../../db/commands/index.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import type { ClubRow, PlayerRow, SeasonRow } from '../../db/schema.ts'
import { formErrors } from '../../i18n/errorMessages.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { SelectField } from '../../ui/Field.tsx'

interface Props {
  readonly player: PlayerRow
  readonly clubs: readonly ClubRow[]
  readonly seasons: readonly SeasonRow[]
}

type Errors = ReturnType<typeof formErrors>
const NO_ERRORS: Errors = { byField: {}, general: [] }

/** The licences of one person per season, with issuing, moving and withdrawing (FAPA art. 3, 6). */
export function PlayerLicences({ player, clubs, seasons }: Props) {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  const licences = useLiveQuery(
    () => db.licences.where('holderId').equals(player.id).toArray(),
    [player.id],
  )
  const latest = [...seasons].sort((a, b) => b.startDate.localeCompare(a.startDate))[0]
  const [seasonId, setSeasonId] = useState(latest?.id ?? '')
  const [kind, setKind] = useState<LicenceKind>('player')
  const [clubId, setClubId] = useState(player.clubId ?? '')
  const [errors, setErrors] = useState<Errors>(NO_ERRORS)
  const clubName = (id: string | null) =>
    clubs.find((c) => c.id === id)?.name ?? t('players.noClub')
  const seasonName = (id: string) => seasons.find((s) => s.id === id)?.name ?? id
  const chosenSeason = seasonId || latest?.id || ''

  async function onIssue(e: FormEvent) {
    e.preventDefault()
    const result = await issueLicence(appContext, {
      seasonId: chosenSeason,
      kind,
      holderId: player.id,
      clubId: kind === 'player' && clubId !== '' ? clubId : null,
    })
    if (!result.ok) return setErrors(formErrors(t, result.error))
    setErrors(NO_ERRORS)
    notify('success', t('players.licenceIssued'))
  }

  async function onMove(licenceId: string, to: string) {
    const result = await changeLicenceClub(appContext, licenceId, to === '' ? null : to)
    if (!result.ok) return setErrors(formErrors(t, result.error))
    setErrors(NO_ERRORS)
  }

  async function onRevoke(licenceId: string) {
    const result = await revokeLicence(appContext, licenceId)
    if (result.ok) notify('success', t('players.licenceRevoked'))
  }

  const clubOptions = [
    { value: '', label: t('players.noClub') },
    ...clubs.map((c) => ({ value: c.id, label: c.name })),
  ]
  const problems = [...Object.values(errors.byField), ...errors.general]

  return (
    <section className="panel" aria-labelledby="licences-title">
      <h2 id="licences-title">{t('players.licencesTitle')}</h2>
      {licences && licences.length === 0 && <p className="muted">{t('players.licencesEmpty')}</p>}
      <ul className="licence-list">
        {licences?.map((l) => (
          <li key={l.id}>
            <strong>{seasonName(l.seasonId)}</strong> · {t(`players.kind_${l.kind}`)}
            {l.kind === 'player' && <> · {clubName(l.clubId)}</>}
            {l.kind === 'player' && (
              <label className="inline">
                <span className="sr-only">{t('players.moveClub')}</span>
                <select
                  value={l.clubId ?? ''}
                  onChange={(e) => void onMove(l.id, e.target.value)}
                  aria-label={t('players.moveClub')}
                >
                  {clubOptions.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <button type="button" className="link" onClick={() => void onRevoke(l.id)}>
              {t('players.revoke')}
            </button>
          </li>
        ))}
      </ul>
      {problems.length > 0 && (
        <ul className="form-errors" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {seasons.length === 0 ? (
        <p className="muted">{t('players.noSeasons')}</p>
      ) : (
        <form className="toolbar" onSubmit={onIssue} aria-label={t('players.issueLicence')}>
          <SelectField
            label={t('players.licenceSeason')}
            name="seasonId"
            value={chosenSeason}
            onChange={setSeasonId}
            options={seasons.map((s) => ({ value: s.id, label: s.name }))}
          />
          <SelectField
            label={t('players.licenceKind')}
            name="kind"
            value={kind}
            onChange={(v) => isOneOf(PERSONAL_LICENCE_KINDS, v) && setKind(v)}
            options={PERSONAL_LICENCE_KINDS.map((k) => ({
              value: k,
              label: t(`players.kind_${k}`),
            }))}
          />
          {kind === 'player' && (
            <SelectField
              label={t('players.licenceClub')}
              name="licenceClub"
              value={clubId}
              onChange={setClubId}
              options={clubOptions}
            />
          )}
          <button type="submit" className="primary">
            {t('players.issueLicence')}
          </button>
        </form>
      )}
    </section>
  )
}
