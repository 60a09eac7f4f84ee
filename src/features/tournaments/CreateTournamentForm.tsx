import { useState, type FormEvent } from 'react'
import { DEFAULT_SCORING, halfPoints } from '../../domain/core/index.ts'
import { FAPA_CHAINS } from '../../domain/tiebreaks/index.ts'
import {
  RATING_METHODS,
  RATING_TYPES,
  TOURNAMENT_SYSTEMS,
  UNPLAYED_MODELS,
  type RatingMethod,
  type RatingType,
  type TournamentSystem,
  type UnplayedModelId,
} from '../../domain/tournament/index.ts'
import {
  cleanInputText,
  cleanName,
  cleanNameCut,
  ENTITY_NAME_MAX,
} from '../../domain/core/index.ts'
import { formErrors } from '../../i18n/errorMessages.ts'
import { appContext } from '../../db/context.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { SelectField, TextField } from '../../ui/Field.tsx'
import { createTournament, randomSeed } from './tournamentCommands.ts'

const isRoundRobin = (s: TournamentSystem) => s === 'round-robin' || s === 'double-round-robin'
const chainFor = (s: TournamentSystem) =>
  (isRoundRobin(s) ? FAPA_CHAINS['fapa-29.2'] : FAPA_CHAINS['fapa-29.1']).tiebreaks.join(', ')

/** The form that creates a tournament; nothing typed is lost when it is refused. */
export function CreateTournamentForm({ onCreated }: { onCreated: (id: string) => void }) {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  const [f, setF] = useState({
    name: '',
    place: '',
    startDate: '',
    endDate: '',
    chiefArbiter: '',
    deputies: '',
    timeControl: '90 min + 30 s',
    ratingType: 'standard' as RatingType,
    ratingMethod: 'fide' as RatingMethod,
    totalRounds: '9',
    system: 'dutch' as TournamentSystem,
    tiebreaks: chainFor('dutch'),
    unplayed: 'fapa' as UnplayedModelId,
    halfBye: '0.5',
    initialColour: 'white' as 'white' | 'black',
    // FIDE C.02 (2026): FIDE mode is on unless the arbiter unticks it here.
    fideMode: true,
  })
  const [errors, setErrors] = useState<ReturnType<typeof formErrors>>({ byField: {}, general: [] })
  const set =
    <K extends keyof typeof f>(k: K) =>
    (v: (typeof f)[K]) =>
      setF((x) => ({ ...x, [k]: v }))

  async function submit(e: FormEvent) {
    e.preventDefault()
    const name = cleanName(f.name, ENTITY_NAME_MAX)
    if (!name.ok)
      return setErrors(
        formErrors(t, [
          { code: 'tournament/name-too-long', field: 'name', params: name.error.params },
        ]),
      )
    const r = await createTournament(appContext, {
      name: name.value,
      place: cleanNameCut(f.place, ENTITY_NAME_MAX),
      startDate: f.startDate,
      endDate: f.endDate,
      chiefArbiter: cleanNameCut(f.chiefArbiter),
      deputyArbiters: f.deputies
        .split(',')
        .map((d) => cleanNameCut(d))
        .filter(Boolean),
      timeControl: cleanInputText(f.timeControl),
      ratingType: f.ratingType,
      ...(f.ratingMethod === 'fide' ? {} : { ratingMethod: f.ratingMethod }),
      totalRounds: Number(f.totalRounds),
      system: f.system,
      scoring: { ...DEFAULT_SCORING, halfBye: halfPoints(Math.round(Number(f.halfBye) * 2) || 0) },
      tiebreaks: f.tiebreaks.split(/[\s,]+/).filter(Boolean),
      unplayed: f.unplayed,
      initialColour: f.initialColour,
      fideMode: f.fideMode,
      lotSeed: randomSeed(),
    })
    if (!r.ok) return setErrors(formErrors(t, r.error))
    notify('success', t('tournaments.created', { name: r.value.name }))
    onCreated(r.value.id)
  }

  const option = (prefix: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`tournaments.${prefix}_${v}` as MessageKey) }))

  return (
    <form
      className="panel create-tournament"
      onSubmit={submit}
      aria-labelledby="create-tournament"
      noValidate
    >
      <h2 id="create-tournament">{t('tournaments.create')}</h2>
      {errors.general.length > 0 && (
        <div className="form-errors" role="alert">
          {errors.general.join(' ')}
        </div>
      )}
      <div className="form-grid">
        <TextField
          label={t('tournaments.name')}
          name="name"
          value={f.name}
          onChange={set('name')}
          error={errors.byField['name']}
          required
        />
        <TextField
          label={t('tournaments.place')}
          name="place"
          value={f.place}
          onChange={set('place')}
        />
        <TextField
          label={t('tournaments.startDate')}
          name="startDate"
          type="date"
          value={f.startDate}
          onChange={set('startDate')}
        />
        <TextField
          label={t('tournaments.endDate')}
          name="endDate"
          type="date"
          value={f.endDate}
          onChange={set('endDate')}
        />
        <TextField
          label={t('tournaments.chiefArbiter')}
          name="chiefArbiter"
          value={f.chiefArbiter}
          onChange={set('chiefArbiter')}
        />
        <TextField
          label={t('tournaments.deputies')}
          name="deputies"
          value={f.deputies}
          onChange={set('deputies')}
        />
        <TextField
          label={t('tournaments.timeControl')}
          name="timeControl"
          value={f.timeControl}
          onChange={set('timeControl')}
        />
        <SelectField
          label={t('tournaments.ratingType')}
          name="ratingType"
          value={f.ratingType}
          onChange={(v) => set('ratingType')(v as RatingType)}
          options={option('rating', RATING_TYPES)}
        />
        <SelectField
          label={t('fide.ratingMethod')}
          name="ratingMethod"
          value={f.ratingMethod}
          onChange={(v) => set('ratingMethod')(v as RatingMethod)}
          options={RATING_METHODS.map((m) => ({
            value: m,
            label: t(`fide.method_${m}` as MessageKey),
          }))}
        />
        <SelectField
          label={t('tournaments.system')}
          name="system"
          value={f.system}
          onChange={(v) =>
            setF((x) => ({
              ...x,
              system: v as TournamentSystem,
              tiebreaks: chainFor(v as TournamentSystem),
            }))
          }
          options={option('system', TOURNAMENT_SYSTEMS)}
        />
        <TextField
          label={t('tournaments.rounds')}
          name="totalRounds"
          type="number"
          inputMode="numeric"
          value={f.totalRounds}
          onChange={set('totalRounds')}
          error={errors.byField['totalRounds']}
        />
        <TextField
          label={t('tournaments.tiebreaks')}
          name="tiebreaks"
          value={f.tiebreaks}
          onChange={set('tiebreaks')}
          hint={t('tournaments.tiebreaksHint')}
        />
        <SelectField
          label={t('tournaments.unplayed')}
          name="unplayed"
          value={f.unplayed}
          onChange={(v) => set('unplayed')(v as UnplayedModelId)}
          options={option('unplayed', UNPLAYED_MODELS)}
        />
        <SelectField
          label={t('tournaments.halfByeValue')}
          name="halfBye"
          value={f.halfBye}
          onChange={set('halfBye')}
          options={['0.5', '0', '1'].map((v) => ({ value: v, label: v === '0.5' ? '½' : v }))}
        />
        <SelectField
          label={t('tournaments.initialColour')}
          name="initialColour"
          value={f.initialColour}
          onChange={(v) => set('initialColour')(v as 'white' | 'black')}
          options={option('colour', ['white', 'black'])}
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={f.fideMode}
          onChange={(e) => set('fideMode')(e.target.checked)}
        />{' '}
        {t('tournaments.fideMode')}
      </label>
      <div className="form-actions">
        <button className="primary" type="submit">
          {t('tournaments.createSubmit')}
        </button>
      </div>
    </form>
  )
}
