import { useState } from 'react'
import { useT } from '../../i18n/index.ts'
import { ageChampionshipQualifiers } from './qualifiers.ts'
import type { TournamentChoice } from './useSeasonStructure.ts'

/** Who an age championship sends on to the Spanish championship, from its final standings. @see FAPA art. 57 */
export function QualifiersSection({ tournaments }: { tournaments: readonly TournamentChoice[] }) {
  const t = useT()
  const [id, setId] = useState('')
  const chosen = tournaments.find((x) => x.id === id) ?? tournaments[0]
  if (!chosen) return null
  const list = ageChampionshipQualifiers(chosen.doc)
  return (
    <section aria-labelledby="st-qualifiers">
      <h2 id="st-qualifiers">{t('ratings.st_qTitle')}</h2>
      <div className="field">
        <label htmlFor="st-q-tournament">{t('ratings.st_qTournament')}</label>
        <select id="st-q-tournament" value={chosen.id} onChange={(e) => setId(e.target.value)}>
          {tournaments.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </select>
      </div>
      {!list.ok ? (
        <p role="status">
          {list.reason === 'not-finished' ? t('ratings.st_qNotFinished') : t('ratings.st_qLevel')}
        </p>
      ) : (
        <ol aria-label={t('ratings.st_qTitle')}>
          {list.qualified.map((q) => (
            <li key={q.id}>{t(`ratings.st_q_${q.reason}`, { name: q.name, place: q.place })}</li>
          ))}
        </ol>
      )}
    </section>
  )
}
