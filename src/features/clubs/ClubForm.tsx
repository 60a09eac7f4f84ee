import { useState, type FormEvent } from 'react'
import type { ClubInput } from '../../domain/federation/index.ts'
import { deleteClub, saveClub } from '../../db/commands/index.ts'
import { appContext } from '../../db/context.ts'
import type { ClubRow } from '../../db/schema.ts'
import { formErrors } from '../../i18n/errorMessages.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { NEW_RECORD, useRegistryStore } from '../../state/registryStore.ts'
import { TextField } from '../../ui/Field.tsx'

type Errors = ReturnType<typeof formErrors>
const NO_ERRORS: Errors = { byField: {}, general: [] }
const EMPTY: ClubInput = { name: '', shortName: '', registryNumber: '', venue: '', province: '' }

function draftOf(c: ClubRow): ClubInput {
  return {
    name: c.name,
    shortName: c.shortName ?? '',
    registryNumber: c.registryNumber ?? '',
    venue: c.venue ?? '',
    province: c.province ?? '',
  }
}

/** The club form (FAPA art. 11-13); what was typed stays after a refused save. */
export function ClubForm({ club }: { readonly club: ClubRow | undefined }) {
  const t = useT()
  const key = club?.id ?? NEW_RECORD
  const stored = useRegistryStore((s) => s.clubDrafts[key])
  const patchDraft = useRegistryStore((s) => s.patchClubDraft)
  const dropDraft = useRegistryStore((s) => s.dropClubDraft)
  const open = useRegistryStore((s) => s.openClubRecord)
  const notify = useAppStore((s) => s.notify)
  const [errors, setErrors] = useState<Errors>(NO_ERRORS)
  const draft = stored ?? (club ? draftOf(club) : EMPTY)
  const set = (field: keyof ClubInput) => (value: string) =>
    patchDraft(key, draft, { [field]: value })

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const result = await saveClub(appContext, draft, club?.id)
    if (!result.ok) return setErrors(formErrors(t, result.error))
    setErrors(NO_ERRORS)
    dropDraft(key)
    open(result.value.id)
    notify('success', t('clubs.saved', { name: result.value.name }))
  }

  async function onDelete() {
    if (!club || !window.confirm(t('clubs.confirmDelete', { name: club.name }))) return
    const result = await deleteClub(appContext, club.id)
    if (!result.ok) return setErrors(formErrors(t, result.error))
    dropDraft(key)
    open(null)
    notify('success', t('clubs.deleted'))
  }

  const hasErrors = errors.general.length + Object.keys(errors.byField).length > 0
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={club ? t('clubs.editTitle') : t('clubs.newTitle')}
    >
      {hasErrors && (
        <ul className="form-errors" role="alert">
          <li>{t('clubs.formHasErrors')}</li>
          {errors.general.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      )}
      <div className="form-grid">
        <TextField
          label={t('clubs.name')}
          name="name"
          value={draft.name}
          onChange={set('name')}
          error={errors.byField.name}
          hint={t('clubs.nameHint')}
          required
        />
        <TextField
          label={t('clubs.shortName')}
          name="shortName"
          value={draft.shortName}
          onChange={set('shortName')}
          error={errors.byField.shortName}
        />
        <TextField
          label={t('clubs.registryNumber')}
          name="registryNumber"
          value={draft.registryNumber}
          onChange={set('registryNumber')}
          error={errors.byField.registryNumber}
        />
        <TextField
          label={t('clubs.venue')}
          name="venue"
          value={draft.venue}
          onChange={set('venue')}
          error={errors.byField.venue}
        />
        <TextField
          label={t('clubs.province')}
          name="province"
          value={draft.province ?? ''}
          onChange={set('province')}
          error={errors.byField.province}
          hint={t('clubs.provinceHint')}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="primary">
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
        {club && (
          <button type="button" className="danger" onClick={onDelete}>
            {t('common.delete')}
          </button>
        )}
      </div>
    </form>
  )
}
