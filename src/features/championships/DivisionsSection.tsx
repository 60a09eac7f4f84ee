import { DIVISIONS, type DivisionPlacement } from '../../domain/federation/championships/index.ts'
import { useT } from '../../i18n/index.ts'
import { reasonText } from '../ratings/eligibilityModel.ts'

/** The players of each division 1st-4th with every decision and its article. @see FAPA art. 55 */
export function DivisionsSection({
  placements,
  sizes,
}: {
  placements: readonly DivisionPlacement[]
  sizes: { readonly 1: number; readonly 2: number }
}) {
  const t = useT()
  return (
    <section aria-labelledby="st-divisions">
      <h2 id="st-divisions">{t('ratings.st_divisionsTitle')}</h2>
      {DIVISIONS.map((d) => {
        const rows = placements.filter((p) => p.division === d)
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
          <table key={d} className="ch-table" aria-label={title}>
            <caption>{title}</caption>
            <thead>
              <tr>
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
                  <td colSpan={4} className="muted">
                    {t('ratings.st_noPlayers')}
                  </td>
                </tr>
              )}
              {rows.map((p) => {
                const r = p.player.ratings[p.player.ratings.length - 1]
                return (
                  <tr key={p.player.id}>
                    <td>{p.player.name}</td>
                    <td className="num">{r?.fide ?? '—'}</td>
                    <td className="num">{r?.feda ?? '—'}</td>
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
        )
      })}
    </section>
  )
}
