import { useState, type FormEvent } from 'react'
import { asPlayerId } from '../../domain/core/index.ts'
import { FIDE_TITLES, listName, WOMEN_TITLES } from '../../domain/federation/index.ts'
import { savePlayer, deletePlayer } from '../../db/commands/index.ts'
import { appContext } from '../../db/context.ts'
import type { ClubRow, PlayerRow } from '../../db/schema.ts'
import { formErrors } from '../../i18n/errorMessages.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { NEW_RECORD, useRegistryStore, type PlayerDraft } from '../../state/registryStore.ts'
import { SelectField, TextField } from '../../ui/Field.tsx'
import { EMPTY_PLAYER, draftOf } from './playerDraft.ts'

type FieldName = keyof PlayerDraft
type Errors = ReturnType<typeof formErrors>
const NO_ERRORS: Errors = { byField: {}, general: [] }

interface Props {
  readonly player: PlayerRow | undefined
  readonly clubs: readonly ClubRow[]
}

/** The player record form; typed values stay in a draft until saved, even after an error. */
export function PlayerForm({ player, clubs }: Props) {
  const t = useT()
  const key = player?.id ?? NEW_RECORD
  const stored = useRegistryStore((s) => s.playerDrafts[key])
  const patchDraft = useRegistryStore((s) => s.patchPlayerDraft)
  const dropDraft = useRegistryStore((s) => s.dropPlayerDraft)
  const open = useRegistryStore((s) => s.openPlayerRecord)
  const notify = useAppStore((s) => s.notify)
  const [errors, setErrors] = useState<Errors>(NO_ERRORS)
  const [busy, setBusy] = useState(false)
  const draft = stored ?? (player ? draftOf(player) : EMPTY_PLAYER)
  const set = (field: FieldName) => (value: string) => patchDraft(key, draft, { [field]: value })
  const err = (field: FieldName) => errors.byField[field]

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    const result = await savePlayer(appContext, draft, player ? player.id : undefined)
    setBusy(false)
    if (!result.ok) {
      setErrors(formErrors(t, result.error))
      return
    }
    setErrors(NO_ERRORS)
    dropDraft(key)
    open(result.value.id)
    notify('success', t('players.saved', { name: listName(result.value) }))
  }

  async function onDelete() {
    if (!player || !window.confirm(t('players.confirmDelete', { name: listName(player) }))) return
    const result = await deletePlayer(appContext, asPlayerId(player.id))
    if (!result.ok) return setErrors(formErrors(t, result.error))
    dropDraft(key)
    open(null)
    notify('success', t('players.deleted'))
  }

  const text = (
    field: FieldName,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={draft[field] ?? ''}
      onChange={set(field)}
      error={err(field)}
      {...extra}
    />
  )
  const numeric = { inputMode: 'numeric' as const }
  const choose = { value: '', label: t('players.choose') }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={
        player ? t('players.editTitle', { name: listName(player) }) : t('players.newTitle')
      }
    >
      {errors.general.length + Object.keys(errors.byField).length > 0 && (
        <ul className="form-errors" role="alert">
          <li>{t('players.formHasErrors')}</li>
          {errors.general.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      )}
      <fieldset>
        <legend>{t('players.sectionPerson')}</legend>
        <div className="form-grid">
          {text('givenName', t('players.givenName'), { required: true, autoComplete: 'off' })}
          {text('firstSurname', t('players.firstSurname'), { required: true })}
          {text('secondSurname', t('players.secondSurname'))}
          <SelectField
            label={t('players.sex')}
            name="sex"
            value={draft.sex}
            onChange={set('sex')}
            error={err('sex')}
            options={[
              choose,
              { value: 'F', label: t('players.sexF') },
              { value: 'M', label: t('players.sexM') },
            ]}
          />
          {text('birthDate', t('players.birthDate'), { type: 'date' })}
          <SelectField
            label={t('players.club')}
            name="clubId"
            value={draft.clubId}
            onChange={set('clubId')}
            error={err('clubId')}
            options={[
              { value: '', label: t('players.noClub') },
              ...clubs.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('players.sectionRatings')}</legend>
        <div className="form-grid">
          {text('federation', t('players.federation'), {
            hint: t('players.federationHint'),
            maxLength: 3,
          })}
          {text('fideId', t('players.fideId'), numeric)}
          {text('fedaId', t('players.fedaId'), numeric)}
          <SelectField
            label={t('players.fideTitle')}
            name="title"
            value={draft.title}
            onChange={set('title')}
            error={err('title')}
            options={[
              { value: '', label: t('players.noTitle') },
              ...FIDE_TITLES.map((v) => ({ value: v, label: v })),
            ]}
          />
          <SelectField
            label={t('players.womanTitle')}
            name="womanTitle"
            value={draft.womanTitle ?? ''}
            onChange={set('womanTitle')}
            error={err('womanTitle')}
            options={[
              { value: '', label: t('players.noTitle') },
              ...WOMEN_TITLES.map((v) => ({ value: v, label: v })),
            ]}
          />
          {text('ratingStandard', t('players.ratingStandard'), numeric)}
          {text('ratingRapid', t('players.ratingRapid'), numeric)}
          {text('ratingBlitz', t('players.ratingBlitz'), numeric)}
          {text('ratingFeda', t('players.ratingFeda'), numeric)}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('players.sectionQuota')}</legend>
        <div className="form-grid">
          <SelectField
            label={t('players.nationality')}
            name="nationality"
            value={draft.nationality}
            onChange={set('nationality')}
            error={err('nationality')}
            options={[
              { value: 'spanish', label: t('players.nationalitySpanish') },
              { value: 'eu', label: t('players.nationalityEu') },
              { value: 'non-eu', label: t('players.nationalityNonEu') },
            ]}
          />
          {text('residenceYears', t('players.residenceYears'), numeric)}
        </div>
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('common.save')}
        </button>
        <button
          type="button"
          onClick={() => {
            dropDraft(key)
            setErrors(NO_ERRORS)
            open(null)
          }}
        >
          {t('common.cancel')}
        </button>
        {player && (
          <button type="button" className="danger" onClick={onDelete}>
            {t('common.delete')}
          </button>
        )}
      </div>
    </form>
  )
}
