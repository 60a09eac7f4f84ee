import type { PlayerRow } from '../../db/schema.ts'
import { DIVISIONS, type DivisionPlacement } from '../../domain/federation/championships/index.ts'
import { useT } from '../../i18n/index.ts'
import { seedList } from '../../domain/federation/championships/index.ts'
import { seedKeysOf } from './RegistrationSection.tsx'
import { startListCsv, startListPdf } from './startList.ts'
import { reasonText } from '../ratings/eligibilityModel.ts'
import { sourceOf, type RatingSourcesRow, type SourcedField } from '../ratings/ratingListDb.ts'
import { sourceText } from '../ratings/sourceText.ts'

/** A registry rating with the list (or hand entry) it came from beneath it. */
function RatingCell({
  player,
  sources,
  field,
}: {
  player: PlayerRow | undefined
  sources: RatingSourcesRow | undefined
  field: SourcedField
}) {
  const t = useT()
  const value = player ? (field === 'feda' ? player.ratingFeda : player.ratingStandard) : null
  if (!player || value === null) return <td className="num">—</td>
  return (
    <td className="num">
      {value}
      <br />
      <span className="muted">{sourceText(t, sourceOf(player, sources, field))}</span>
    </td>
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
            <table className="ch-table ch-divisions" aria-label={title}>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('ratings.st_colNo')}</th>
                  <th scope="col">{t('ratings.colName')}</th>
                  <th scope="col" className="num">
                    {t('ratings.colStandard')}
                  </th>
                  <th scope="col" className="num">
                    {t('ratings.colFeda')}
                  </th>
                  <th scope="col">{t('ratings.st_colDecisions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={5} className="muted">
                      {t('ratings.st_noPlayers')}
                    </td>
                  </tr>
                )}
                {rows.map((p, i) => {
                  const row = byId.get(p.player.id)
                  const src = sources.get(p.player.id)
                  return (
                    <tr key={p.player.id}>
                      <td className="num">{i + 1}</td>
                      <td>{p.player.name}</td>
                      <RatingCell player={row} sources={src} field="standard" />
                      <RatingCell player={row} sources={src} field="feda" />
                      <td>
                        <ul className="ch-reasons">
                          {p.reasons.map((x, i) => (
                            <li key={i}>{reasonText(t, x)}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )
      })}
      <p className="muted">{t('ratings.st_art28')}</p>
    </section>
  )
}
