import type { NormCondition, NormResult } from '../../domain/norms/index.ts'
import { conditionKey, normPoints, type NormsT } from './useNormsT.ts'

function numbers(c: NormCondition, t: NormsT): string {
  if (c.have === null || c.need === null) return ''
  const scoreLike = c.id === 'score' || c.id === 'minimum-score'
  const show = (n: number) => (scoreLike && c.article !== '9.21' ? normPoints(n, t) : String(n))
  return `${show(c.have)} ${c.limit === 'max' ? '≤' : '≥'} ${show(c.need)}`
}

/** The article, with the score table its numbers come from ("11.3 (tabla derivada)"). */
export function articleText(c: NormCondition, t: NormsT): string {
  if (c.tableSource === undefined) return c.article
  return `${c.article} (${tableSourceText(c.tableSource, t)})`
}

/** A score table's source in words; an unknown source is shown as recorded. */
export function tableSourceText(source: string, t: NormsT): string {
  return source === 'derived' ? t('tableDerived') : source
}

function verdict(c: NormCondition, t: NormsT): string {
  if (c.exempt) return t('exempt')
  if (c.assumed) return t('assumed')
  return c.ok ? t('ok') : t('fail')
}

/** The conditions of one norm: label, article, the numbers compared and the verdict. */
export function NormConditionsTable({ norm, t }: { norm: NormResult; t: NormsT }) {
  return (
    <table className="norm-conditions">
      <thead>
        <tr>
          <th scope="col">{t('condition')}</th>
          <th scope="col">{t('article')}</th>
          <th scope="col">{t('numbers')}</th>
          <th scope="col">{t('verdict')}</th>
        </tr>
      </thead>
      <tbody>
        {norm.conditions.map((c) => {
          const key = conditionKey(c.id)
          return (
            <tr key={`${c.id}-${c.article}`} data-ok={c.ok}>
              <th scope="row">{key ? t(key) : c.detail}</th>
              <td>{articleText(c, t)}</td>
              <td>{numbers(c, t)}</td>
              <td>{verdict(c, t)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
