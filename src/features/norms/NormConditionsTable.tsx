import { DataTable } from '../../ui/DataTable.tsx'
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
    <DataTable
      layout="static"
      className="norm-conditions"
      label={t('conditionsOf', { title: norm.title })}
      rows={norm.conditions}
      rowId={(c) => `${c.id}-${c.article}`}
      rowClassName={(c) => (c.ok ? undefined : 'is-failed')}
      columns={[
        {
          id: 'condition',
          header: t('condition'),
          rowHeader: true,
          value: (c) => {
            const key = conditionKey(c.id)
            return key ? t(key) : c.detail
          },
        },
        { id: 'article', header: t('article'), value: (c) => articleText(c, t) },
        { id: 'numbers', header: t('numbers'), value: (c) => numbers(c, t) },
        { id: 'verdict', header: t('verdict'), value: (c) => verdict(c, t) },
      ]}
    />
  )
}
