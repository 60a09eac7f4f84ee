import { useId, useState } from 'react'
import { useT } from '../../i18n/index.ts'
import { isTournamentFinished } from '../../domain/tournament/index.ts'
import type { StandingsSource } from './structureModel.ts'
import type { TournamentChoice } from './useSeasonStructure.ts'

/** Final standings of a zonal or division: a finished Alfil tournament, or typed one per line. */
export function StandingsEditor({
  source,
  tournaments,
  withPaired,
  onSave,
}: {
  source: StandingsSource | null
  tournaments: readonly TournamentChoice[]
  /** Zonals need the number paired in the penultimate round (art. 55.1.7). */
  withPaired: boolean
  onSave: (s: StandingsSource) => void
}) {
  const t = useT()
  const id = useId()
  const [kind, setKind] = useState<StandingsSource['kind']>(source?.kind ?? 'typed')
  const [tournamentId, setTournamentId] = useState(
    source?.kind === 'tournament' ? source.tournamentId : (tournaments[0]?.id ?? ''),
  )
  const [lines, setLines] = useState(source?.kind === 'typed' ? source.lines : '')
  const [paired, setPaired] = useState(source?.kind === 'typed' ? String(source.paired) : '')
  const save = () =>
    onSave(
      kind === 'tournament'
        ? { kind, tournamentId }
        : { kind, lines, paired: withPaired ? Number(paired) : 0 },
    )
  return (
    <div className="ch-standings">
      <fieldset>
        <legend>{t('ratings.st_sourceLegend')}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'tournament'}
            onChange={() => setKind('tournament')}
          />{' '}
          {t('ratings.st_sourceTournament')}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'typed'}
            onChange={() => setKind('typed')}
          />{' '}
          {t('ratings.st_sourceTyped')}
        </label>
      </fieldset>
      {kind === 'tournament' ? (
        <div className="field">
          <label htmlFor={`${id}-t`}>{t('ratings.st_tournament')}</label>
          <select
            id={`${id}-t`}
            value={tournamentId}
            onChange={(e) => setTournamentId(e.target.value)}
          >
            {tournaments.map((x) => (
              <option key={x.id} value={x.id}>
                {isTournamentFinished(x.doc)
                  ? x.name
                  : t('ratings.st_unfinished', { name: x.name })}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-lines`}>{t('ratings.st_lines')}</label>
            <textarea
              id={`${id}-lines`}
              rows={5}
              value={lines}
              onChange={(e) => setLines(e.target.value)}
            />
            <span className="hint">{t('ratings.st_linesHint')}</span>
          </div>
          {withPaired && (
            <div className="field">
              <label htmlFor={`${id}-paired`}>{t('ratings.st_paired')}</label>
              <input
                id={`${id}-paired`}
                type="number"
                min={0}
                value={paired}
                onChange={(e) => setPaired(e.target.value)}
              />
            </div>
          )}
        </>
      )}
      <button
        type="button"
        onClick={save}
        disabled={kind === 'tournament' ? tournamentId === '' : lines.trim() === ''}
      >
        {t('ratings.st_saveStandings')}
      </button>
    </div>
  )
}
