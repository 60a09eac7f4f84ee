import { useCallback } from 'react'
import { useLocale } from '../../i18n/index.ts'
import { norms as en } from '../../i18n/en/norms.ts'
import { norms as es } from '../../i18n/es/norms.ts'

export type NormsKey = keyof typeof es
export type NormsT = (key: NormsKey, params?: Readonly<Record<string, string | number>>) => string

const CATALOGUES = { es, en } as const

/** Words of the norms area in the current language, `{placeholders}` filled from `params`. */
export function useNormsT(): NormsT {
  const locale = useLocale()
  return useCallback(
    (key, params) => {
      const text: string = CATALOGUES[locale][key] ?? es[key]
      if (!params) return text
      return text.replace(/\{(\w+)\}/g, (whole, p: string) =>
        params[p] === undefined ? whole : String(params[p]),
      )
    },
    [locale],
  )
}

/** Message key of a condition id (`foreign-opponents` -> `cForeignOpponents`), if known. */
export function conditionKey(id: string): NormsKey | null {
  const key = `c${id.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}`
  return key in es ? (key as NormsKey) : null
}

/** Points as the norms screens write them: half-points to "6,5" in Spanish, "6.5" in English. */
export function normPoints(hp: number, t: NormsT): string {
  return String(hp / 2).replace('.', t('decimalSeparator'))
}
