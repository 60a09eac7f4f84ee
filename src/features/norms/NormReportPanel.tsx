import type { NormContext, NormForecast, NormResult } from '../../domain/norms/index.ts'
import type { TournamentSnapshot } from '../../domain/tournament/index.ts'
import { NormConditionsTable, tableSourceText } from './NormConditionsTable.tsx'
import { useNorms } from './useNorms.ts'
import { normPoints, useNormsT, type NormsT } from './useNormsT.ts'

export interface NormReportPanelProps {
  readonly snapshot: TournamentSnapshot
  readonly startNo: number
  readonly context?: NormContext
  /** Called with an achieved norm when the arbiter asks for its certificate. */
  readonly onCertificate?: (norm: NormResult) => void
}

function Forecast({ f, t }: { f: NormForecast; t: NormsT }) {
  if (f.roundsLeft === 0) return null
  if (f.status !== 'possible' || f.pointsNeeded === null) {
    return <p className="norm-forecast">{`${t('forecast')}: ${t('outOfRange')}`}</p>
  }
  const open = f.open.map((o) => `${o.missing} (${o.article})`).join(', ')
  return (
    <p className="norm-forecast">
      {`${t('forecast')}: ${t('forecastNeeds', { points: normPoints(f.pointsNeeded, t), rounds: f.roundsLeft })}`}
      {open ? ` · ${t('forecastOpen', { what: open })}` : ''}
    </p>
  )
}

/** Player-card panel: every title's verdict with each condition, article and numbers. */
export function NormReportPanel({
  snapshot,
  startNo,
  context,
  onCertificate,
}: NormReportPanelProps) {
  const t = useNormsT()
  const { results, forecasts, scope } = useNorms(snapshot, startNo, context)
  if (!snapshot.players.some((p) => p.startNo === startNo)) return <p>{t('noPlayer')}</p>
  // A man is not told about the women's titles; a titled player is told what is left out.
  const held = scope.notEvaluated.flatMap((n) => (n.reason === 'holds' ? [n] : []))
  const rules = results[0]?.rules === 'seed' ? t('rulesSeed') : t('rulesB01')
  return (
    <section aria-labelledby={`norms-${startNo}`} className="norm-panel">
      <h2 id={`norms-${startNo}`}>{t('panelTitle')}</h2>
      <p>{rules}</p>
      {held.length > 0 && (
        <ul className="norm-skipped" aria-label={t('notEvaluated')}>
          {held.map((n) => (
            <li key={n.title}>{t('notEvaluatedHolds', { title: n.title, held: n.held })}</li>
          ))}
        </ul>
      )}
      {results.map((r) => {
        const f = forecasts.find((x) => x.title === r.title)
        return (
          <article key={r.title} aria-label={r.title}>
            <h3>{`${r.title}: ${r.achieved ? t('achieved') : t('notAchieved')}`}</h3>
            <dl className="facts norm-facts">
              <dt>{t('games')}</dt>
              <dd>{r.games}</dd>
              <dt>{t('points')}</dt>
              <dd>{normPoints(r.points, t)}</dd>
              <dt>{r.rules === 'seed' ? t('average') : t('ra')}</dt>
              <dd>{r.ra}</dd>
              <dt>{t('rp')}</dt>
              <dd>{r.rp}</dd>
              {r.category !== undefined && (
                <>
                  <dt>{t('category')}</dt>
                  <dd>
                    {`${r.category < 1 ? t('belowCategoryOne') : r.category} (${
                      r.scoreTableSource === undefined || r.scoreTableSource === 'derived'
                        ? t('derived')
                        : tableSourceText(r.scoreTableSource, t)
                    })`}
                  </dd>
                </>
              )}
            </dl>
            <NormConditionsTable norm={r} t={t} />
            {f && <Forecast f={f} t={t} />}
            {r.achieved && onCertificate && (
              <button type="button" onClick={() => onCertificate(r)}>
                {`${t('certificate')} ${r.title}`}
              </button>
            )}
          </article>
        )
      })}
    </section>
  )
}
