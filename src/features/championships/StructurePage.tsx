import './championships.css'
import { useState } from 'react'
import { Link } from 'react-router'
import { useT } from '../../i18n/index.ts'
import { DivisionResultsSection } from './DivisionResultsSection.tsx'
import { DivisionsSection } from './DivisionsSection.tsx'
import { QualifiersSection } from './QualifiersSection.tsx'
import { RegistrationSection } from './RegistrationSection.tsx'
import { useSeasonStructure } from './useSeasonStructure.ts'
import { ZonalsSection } from './ZonalsSection.tsx'

/**
 * The structure of a season's individual championship of Asturias: who plays each division 1st-4th
 * and why, the 4th-division zonals and the promotions from final standings. @see FAPA art. 55
 */
export default function StructurePage() {
  const t = useT()
  const [seasonId, setSeasonId] = useState('')
  const s = useSeasonStructure(seasonId)
  if (!s.season || !s.row)
    return (
      <section className="page">
        <h1>{t('ratings.st_title')}</h1>
        <p>
          {t('ratings.noSeasons')} <Link to="/seasons">{t('ratings.noSeasonsLink')}</Link>
        </p>
      </section>
    )
  return (
    <section className="page">
      <h1>{t('ratings.st_title')}</h1>
      <p className="lead">{t('ratings.st_intro')}</p>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="st-season">{t('ratings.seasonLabel')}</label>
          <select id="st-season" value={s.season.id} onChange={(e) => setSeasonId(e.target.value)}>
            {s.seasons.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
        </div>
        <Link to="/championships">{t('ratings.st_settingsLink')}</Link>
      </div>
      <p className="muted">
        {t('ratings.st_settingsLine', {
          fide: s.settings.bases.fide,
          feda: s.settings.bases.feda,
          first: s.settings.firstDivisionSize,
          second: s.settings.secondDivisionSize,
        })}{' '}
        {s.previous
          ? t('ratings.st_previousSeason', { name: s.previous.name })
          : t('ratings.st_noPreviousSeason')}
      </p>
      <RegistrationSection
        key={s.row.seasonId}
        row={s.row}
        players={s.players}
        licensedIds={s.licensedIds}
      />
      <DivisionsSection
        placements={s.placements}
        sizes={{ 1: s.settings.firstDivisionSize, 2: s.settings.secondDivisionSize }}
        players={s.players}
        sources={s.sources}
      />
      <ZonalsSection s={s} row={s.row} />
      <DivisionResultsSection s={s} row={s.row} />
      <QualifiersSection tournaments={s.tournaments} />
    </section>
  )
}
