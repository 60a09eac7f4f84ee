import { useState } from 'react'
import { divisionPromotionDecision } from '../../domain/federation/championships/index.ts'
import { useT } from '../../i18n/index.ts'
import { saveDivisionResult } from './championshipCommands.ts'
import { PromotionView } from './PromotionView.tsx'
import { StandingsEditor } from './StandingsEditor.tsx'
import type { ChampionshipSeasonRow } from './structureModel.ts'
import type { SeasonStructure } from './useSeasonStructure.ts'
import { useStructureChange } from './useStructureChange.ts'

/**
 * Final standings of 2nd and 3rd division: the first, up to the circular's places, earn the
 * division above for the next season. @see FAPA art. 55.2
 */
export function DivisionResultsSection({
  s,
  row,
}: {
  s: SeasonStructure
  row: ChampionshipSeasonRow
}) {
  const t = useT()
  return (
    <section aria-labelledby="st-results">
      <h2 id="st-results">{t('ratings.st_resultsTitle')}</h2>
      <p className="muted">{t('ratings.st_resultsIntro')}</p>
      {([2, 3] as const).map((d) => (
        <DivisionResult key={`${row.seasonId}-${d}`} division={d} s={s} row={row} />
      ))}
    </section>
  )
}

function DivisionResult({
  division,
  s,
  row,
}: {
  division: 2 | 3
  s: SeasonStructure
  row: ChampionshipSeasonRow
}) {
  const t = useT()
  const change = useStructureChange(row.seasonId)
  const stored = row.divisionResults.find((r) => r.division === division)
  const [places, setPlaces] = useState(String(stored?.places ?? 0))
  const standings = stored?.source ? s.resolve(stored.source) : null
  const decision =
    standings && !standings.problem
      ? divisionPromotionDecision(standings.ranking, division, stored?.places ?? 0)
      : null
  const title = t('ratings.st_resultOf', { division })
  const id = `st-places-${division}`
  return (
    <article className="panel ch-zonal" aria-label={title}>
      <h3>{title}</h3>
      <div className="field">
        <label htmlFor={id}>{t('ratings.st_places')}</label>
        <input
          id={id}
          type="number"
          min={0}
          value={places}
          onChange={(e) => setPlaces(e.target.value)}
        />
      </div>
      <StandingsEditor
        source={stored?.source ?? null}
        tournaments={s.tournaments}
        withPaired={false}
        onSave={(source) =>
          void change(saveDivisionResult({ division, places: Number(places) || 0, source }))
        }
      />
      {standings && (
        <PromotionView standings={standings} decision={decision} endDate="" thirdDivisionStart="" />
      )}
    </article>
  )
}
