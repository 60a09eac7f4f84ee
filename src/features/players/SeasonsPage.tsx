import { useState, type FormEvent } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { baseRatingOf, seasonPhase, type SeasonInput } from '../../domain/federation/index.ts'
import { saveSeason, setSeasonBaseRating, todayOf } from '../../db/commands/index.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import type { SeasonRow } from '../../db/schema.ts'
import { formErrors } from '../../i18n/errorMessages.ts'
import { formatDate, useLocale, useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { DataTable } from '../../ui/DataTable.tsx'
import { TextField } from '../../ui/Field.tsx'
import { clearSubmitted } from '../../ui/draft.ts'

type Errors = ReturnType<typeof formErrors>
const NO_ERRORS: Errors = { byField: {}, general: [] }
const NO_SEASONS: readonly SeasonRow[] = []
const EMPTY: SeasonInput = { name: '', startDate: '', endDate: '' }

/** Seasons with their dates and licence counts; a form to announce a new one (FAPA art. 3.1). */
export default function SeasonsPage() {
  const t = useT()
  const locale = useLocale()
  const notify = useAppStore((s) => s.notify)
  const seasons = useLiveQuery(() => db.seasons.orderBy('startDate').reverse().toArray())
  const counts = useLiveQuery(async () => {
    const map = new Map<string, number>()
    await db.licences.each((l) => map.set(l.seasonId, (map.get(l.seasonId) ?? 0) + 1))
    return map
  })
  const [draft, setDraft] = useState<SeasonInput>(EMPTY)
  const [errors, setErrors] = useState<Errors>(NO_ERRORS)
  const today = todayOf(appContext)
  const set = (f: keyof SeasonInput) => (v: string) => setDraft((d) => ({ ...d, [f]: v }))

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const sent = draft
    const r = await saveSeason(appContext, sent)
    if (!r.ok) return setErrors(formErrors(t, r.error))
    setErrors(NO_ERRORS)
    setDraft((d) => clearSubmitted(d, sent, EMPTY))
    notify('success', t('seasons.saved', { name: r.value.name }))
  }

  return (
    <section className="page">
      <h1>{t('seasons.title')}</h1>
      <p className="lead">{t('seasons.intro')}</p>
      <DataTable
        layout="static"
        className="simple-table"
        label={t('seasons.tableLabel')}
        rows={seasons ?? NO_SEASONS}
        rowId={(s) => s.id}
        emptyText={seasons ? t('seasons.empty') : undefined}
        columns={[
          { id: 'name', header: t('seasons.name'), value: (s) => s.name, rowHeader: true },
          {
            id: 'start',
            header: t('seasons.startDate'),
            value: (s) => formatDate(s.startDate, locale),
          },
          { id: 'end', header: t('seasons.endDate'), value: (s) => formatDate(s.endDate, locale) },
          {
            id: 'phase',
            header: t('seasons.phase'),
            value: (s) => t(`seasons.phase_${seasonPhase(s, today)}`),
          },
          {
            id: 'licences',
            header: t('seasons.licences'),
            value: (s) => counts?.get(s.id) ?? 0,
            numeric: true,
          },
          {
            id: 'baseRating',
            header: t('seasons.baseRating'),
            title: t('seasons.baseRatingHint'),
            value: (s) => s.baseRating ?? null,
            cell: (s) => <BaseRatingEditor season={s} />,
          },
        ]}
      />
      <form className="panel" onSubmit={onSubmit} noValidate aria-label={t('seasons.add')}>
        <h2>{t('seasons.add')}</h2>
        {errors.general.length > 0 && (
          <ul className="form-errors" role="alert">
            {errors.general.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        )}
        <div className="form-grid">
          <TextField
            label={t('seasons.name')}
            name="name"
            value={draft.name}
            onChange={set('name')}
            error={errors.byField.name}
          />
          <TextField
            label={t('seasons.startDate')}
            name="startDate"
            type="date"
            value={draft.startDate}
            onChange={set('startDate')}
            error={errors.byField.startDate}
          />
          <TextField
            label={t('seasons.endDate')}
            name="endDate"
            type="date"
            value={draft.endDate}
            onChange={set('endDate')}
            error={errors.byField.endDate}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="primary">
            {t('common.save')}
          </button>
        </div>
      </form>
    </section>
  )
}

/** A season's FEDA base rating (art. 72), edited in place and saved as a season change. */
function BaseRatingEditor({ season }: { season: SeasonRow }) {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  const saved = String(baseRatingOf(season))
  const [value, setValue] = useState(saved)
  const [error, setError] = useState('')
  const id = `base-rating-${season.id}`

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const r = await setSeasonBaseRating(appContext, season.id, Number(value.trim() || NaN))
    if (!r.ok) return setError(formErrors(t, r.error).byField.baseRating ?? '')
    setError('')
    notify('success', t('seasons.baseRatingSaved', { name: season.name, rating: value.trim() }))
  }

  return (
    <form className="season-base-rating" onSubmit={onSubmit} noValidate>
      <input
        id={id}
        aria-label={t('seasons.baseRatingOf', { name: season.name })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode="numeric"
        size={5}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" aria-label={t('seasons.baseRatingSave', { name: season.name })}>
        {t('common.save')}
      </button>
      {error && (
        <span id={`${id}-error`} className="error" role="alert">
          {error}
        </span>
      )}
    </form>
  )
}
