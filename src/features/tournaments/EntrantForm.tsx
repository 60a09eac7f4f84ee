import { useRef, useState, type FormEvent } from 'react'
import { formErrors } from '../../i18n/errorMessages.ts'
import {
  duplicateIds,
  RATING_FALLBACK,
  readEntrantInput,
  type EntrantInput,
  type IndividualTournament,
  type NewEntrant,
} from '../../domain/tournament/index.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { SelectField, TextField } from '../../ui/Field.tsx'
import { clearSubmitted } from '../../ui/draft.ts'

const EMPTY: EntrantInput = {
  name: '',
  sex: '',
  birthDate: '',
  federation: 'ESP',
  club: '',
  title: '',
  fideId: '',
  fedaId: '',
  fideRating: '',
  fideRatingList: '',
  fedaRating: '',
}
/** What stays for the next player after one is added: the federation and the club. */
const CLEARED: Partial<EntrantInput> = {
  name: '',
  sex: '',
  birthDate: '',
  title: '',
  fideId: '',
  fedaId: '',
  fideRating: '',
  fideRatingList: '',
  fedaRating: '',
}

/**
 * Inline registration of a player who is in no list: every field of the TRF player line, checked
 * on its field before anything is saved; Enter adds and the keyboard goes back to the name.
 */
export function EntrantForm({
  doc,
  add,
}: {
  doc: IndividualTournament
  add: (entrant: NewEntrant) => Promise<boolean>
}) {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  const form = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState<EntrantInput>(EMPTY)
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({})
  const set = (field: keyof EntrantInput) => (value: string) =>
    setDraft((d) => ({ ...d, [field]: value }))

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault()
    const sent = draft
    const read = readEntrantInput(sent, doc.settings.ratingType)
    const problems = [...(read.ok ? [] : read.error), ...duplicateIds(doc, sent)]
    const { byField, general } = formErrors(t, problems)
    setErrors(byField)
    for (const g of general) notify('error', g)
    if (!read.ok || problems.length > 0) return
    const warned = formErrors(t, read.value.warnings).byField
    if (await add(read.value.entrant)) {
      if (warned.name) notify('info', warned.name)
      setDraft((d) => clearSubmitted(d, sent, CLEARED))
      const name = form.current?.elements.namedItem('entrantName')
      if (name instanceof HTMLInputElement) name.focus()
    }
  }

  const field = (
    key: Exclude<keyof EntrantInput, 'fideRatingList'>,
    label: string,
    extra: { inputMode?: 'numeric'; type?: 'date'; maxLength?: number } = {},
  ) => (
    <TextField
      label={label}
      name={`entrant${key[0]?.toUpperCase()}${key.slice(1)}`}
      value={draft[key]}
      onChange={set(key)}
      error={errors[key]}
      {...extra}
    />
  )

  return (
    <form ref={form} onSubmit={onSubmit} aria-labelledby="inline-title" noValidate>
      <h2 id="inline-title">{t('tournaments.addInline')}</h2>
      <div className="form-grid compact">
        {field('name', t('tournaments.playerName'))}
        {field('fideId', t('tournaments.fideId'), { inputMode: 'numeric' })}
        {field('fideRating', t('tournaments.fideRating'), { inputMode: 'numeric' })}
        <SelectField
          label={t('tournaments.fideRatingList')}
          name="entrantFideRatingList"
          value={draft.fideRatingList ?? ''}
          onChange={set('fideRatingList')}
          error={errors.fideRatingList}
          options={[
            { value: '', label: t('tournaments.fideRatingListEvent') },
            ...RATING_FALLBACK[doc.settings.ratingType]
              .filter((l) => l !== doc.settings.ratingType)
              .map((l) => ({ value: l, label: t(`fide.origin_fide-${l}`) })),
          ]}
        />
        {field('fedaId', t('tournaments.fedaId'), { inputMode: 'numeric' })}
        {field('fedaRating', t('tournaments.fedaRating'), { inputMode: 'numeric' })}
        {field('title', t('tournaments.title_'), { maxLength: 9 })}
        <SelectField
          label={t('tournaments.sex')}
          name="entrantSex"
          value={draft.sex}
          onChange={set('sex')}
          options={(['', 'm', 'w'] as const).map((s) => ({
            value: s,
            label: t(`tournaments.sex_${s}`),
          }))}
        />
        {field('birthDate', t('tournaments.birthDate'), { type: 'date' })}
        {field('federation', t('tournaments.federation'), { maxLength: 3 })}
        {field('club', t('tournaments.club'), { maxLength: 100 })}
      </div>
      <button type="submit" className="primary">
        {t('common.add')}
      </button>
    </form>
  )
}
