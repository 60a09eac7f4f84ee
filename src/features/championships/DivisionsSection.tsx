import type { ReactNode } from 'react'
import type { PlayerRow } from '../../db/schema.ts'
import { DIVISIONS, type DivisionPlacement } from '../../domain/federation/championships/index.ts'
import { useT } from '../../i18n/index.ts'
import { DataTable } from '../../ui/DataTable.tsx'
import { seedList } from '../../domain/federation/championships/index.ts'
import { seedKeysOf } from './RegistrationSection.tsx'
import { startListCsv, startListPdf } from './startList.ts'
import { reasonText } from '../ratings/eligibilityModel.ts'
import { sourceOf, type RatingSourcesRow, type SourcedField } from '../ratings/ratingListDb.ts'
import { sourceText } from '../ratings/sourceText.ts'

/** A registry rating with the list (or hand entry) it came from beneath it. */
function ratingCell(
  t: ReturnType<typeof useT>,
  player: PlayerRow | undefined,
  sources: RatingSourcesRow | undefined,
  field: SourcedField,
): ReactNode {
  const value = player ? (field === 'feda' ? player.ratingFeda : player.ratingStandard) : null
  if (!player || value === null) return '—'
  return (
    <>
      {value}
      <br />
      <span className="muted">{sourceText(t, sourceOf(player, sources, field))}</span>
    </>
  )
}

/** The players of each division 1st-4th with every decision and its article. @see FAPA art. 55 */
export function DivisionsSection({
  placements,
  sizes,
  players,
  sources,
}: {
  placements: readonly DivisionPlacement[]
  sizes: { readonly 1: number; readonly 2: number }
  players: readonly PlayerRow[]
  sources: ReadonlyMap<string, RatingSourcesRow>
}) {
  const t = useT()
  const byId = new Map(players.map((p) => [p.id as string, p]))
  const keysOf = (p: DivisionPlacement) => {
    const row = byId.get(p.player.id)
    return row ? seedKeysOf(row) : { name: p.player.name, fide: null, title: null, feda: null }
  }
  return (
    <section aria-labelledby="st-divisions">
      <h2 id="st-divisions">{t('ratings.st_divisionsTitle')}</h2>
      {DIVISIONS.map((d) => {
        // Every list in the order of strength of art. 28.
        const rows = seedList(
          placements.filter((p) => p.division === d),
          keysOf,
        )
        const title =
          d === 4
            ? t('ratings.st_division4', { count: rows.length })
            : d === 3
              ? t('ratings.st_division3', { count: rows.length })
              : t('ratings.st_divisionFilled', {
                  division: d,
                  count: rows.length,
                  size: d === 1 ? sizes[1] : sizes[2],
                })
        return (
          <div key={d}>
            {rows.length > 0 && (
              <div className="toolbar">
                <button type="button" onClick={() => void startListPdf(t, d, rows, byId)}>
                  {t('ratings.st_startPdf', { division: d })}
                </button>
                <button type="button" onClick={() => startListCsv(t, d, rows, byId)}>
                  {t('ratings.st_startCsv', { division: d })}
                </button>
              </div>
            )}
            <DataTable
              layout="static"
              className="ch-table ch-divisions"
              label={title}
              caption={title}
              rows={rows.map((p, i) => ({ p, n: i + 1 }))}
              rowId={(r) => r.p.player.id}
              emptyText={t('ratings.st_noPlayers')}
              columns={[
                { id: 'n', header: t('ratings.st_colNo'), value: (r) => r.n, numeric: true },
                { id: 'name', header: t('ratings.colName'), value: (r) => r.p.player.name },
                {
                  id: 'standard',
                  header: t('ratings.colStandard'),
                  numeric: true,
                  value: (r) => byId.get(r.p.player.id)?.ratingStandard ?? null,
                  cell: (r) =>
                    ratingCell(t, byId.get(r.p.player.id), sources.get(r.p.player.id), 'standard'),
                },
                {
                  id: 'feda',
                  header: t('ratings.colFeda'),
                  numeric: true,
                  value: (r) => byId.get(r.p.player.id)?.ratingFeda ?? null,
                  cell: (r) =>
                    ratingCell(t, byId.get(r.p.player.id), sources.get(r.p.player.id), 'feda'),
                },
                {
                  id: 'decisions',
                  header: t('ratings.st_colDecisions'),
                  value: (r) => r.p.reasons.map((x) => reasonText(t, x)).join('; '),
                  cell: (r) => (
                    <ul className="ch-reasons">
                      {r.p.reasons.map((x, i) => (
                        <li key={i}>{reasonText(t, x)}</li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
          </div>
        )
      })}
      <p className="muted">{t('ratings.st_art28')}</p>
    </section>
  )
}
