import type { IndividualTournament } from '../../domain/tournament/index.ts'
import { useT } from '../../i18n/index.ts'

/**
 * After a TRF import: each imported round re-paired by the engine, the boards where the file
 * differs (also `### Import @ Round n` lines of the exported TRF), or that all rounds agree.
 * @see FIDE C.02 (2026) checklist: TRF import
 */
export function ImportCheck({ doc }: { doc: IndividualTournament }) {
  const t = useT()
  const diffs = doc.importCheck
  if (diffs === undefined) return null
  if (diffs.length === 0) return <p className="muted">{t('fide.importNoDiff')}</p>
  return (
    <div className="import-check" role="note">
      <p className="warn">{t('fide.importDiffs', { count: diffs.length })}</p>
      <ul>
        {diffs.map((d, i) => (
          <li key={i}>
            {t('fide.importDiffRow', {
              round: d.round,
              file: d.file || '—',
              engine: d.engine || '—',
            })}
          </li>
        ))}
      </ul>
    </div>
  )
}
