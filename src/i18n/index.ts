/**
 * Translations, split per area: `es/<area>.ts` is the reference, `en/<area>.ts` must have the same
 * keys (the compiler checks it). A key is written `'<area>.<key>'`, e.g. `t('clubs.title')`.
 * To add an area: create both files, then add one line to each catalogue below.
 */
import { common as esCommon } from './es/common.ts'
import { nav as esNav } from './es/nav.ts'
import { home as esHome } from './es/home.ts'
import { errors as esErrors } from './es/errors.ts'
import { clubs as esClubs } from './es/clubs.ts'
import { players as esPlayers } from './es/players.ts'
import { seasons as esSeasons } from './es/seasons.ts'
import { settings as esSettings } from './es/settings.ts'
import { io as esIo } from './es/io.ts'
import { teams as esTeams } from './es/teams.ts'
import { ratings as esRatings } from './es/ratings.ts'
import { matchSheet as esMatchSheet } from './es/matchSheet.ts'
import { tournaments as esTournaments } from './es/tournaments.ts'
import { norms as esNorms } from './es/norms.ts'
import { publish as esPublish } from './es/publish.ts'
import { ties as esTies } from './es/ties.ts'
import { fide as esFide } from './es/fide.ts'
import { actas as esActas } from './es/actas.ts'
import { trf as esTrf } from './es/trf.ts'
import { storage as esStorage } from './es/storage.ts'
import { desk as esDesk } from './es/desk.ts'
import { common as enCommon } from './en/common.ts'
import { nav as enNav } from './en/nav.ts'
import { home as enHome } from './en/home.ts'
import { errors as enErrors } from './en/errors.ts'
import { clubs as enClubs } from './en/clubs.ts'
import { players as enPlayers } from './en/players.ts'
import { seasons as enSeasons } from './en/seasons.ts'
import { settings as enSettings } from './en/settings.ts'
import { io as enIo } from './en/io.ts'
import { teams as enTeams } from './en/teams.ts'
import { ratings as enRatings } from './en/ratings.ts'
import { matchSheet as enMatchSheet } from './en/matchSheet.ts'
import { tournaments as enTournaments } from './en/tournaments.ts'
import { norms as enNorms } from './en/norms.ts'
import { publish as enPublish } from './en/publish.ts'
import { ties as enTies } from './en/ties.ts'
import { fide as enFide } from './en/fide.ts'
import { actas as enActas } from './en/actas.ts'
import { trf as enTrf } from './en/trf.ts'
import { storage as enStorage } from './en/storage.ts'
import { desk as enDesk } from './en/desk.ts'
import { useCallback } from 'react'
import type { Locale, Messages } from './types.ts'
import { useLocaleStore } from './localeStore.ts'

const es = {
  common: esCommon,
  nav: esNav,
  home: esHome,
  errors: esErrors,
  clubs: esClubs,
  players: esPlayers,
  seasons: esSeasons,
  settings: esSettings,
  io: esIo,
  teams: esTeams,
  ratings: esRatings,
  matchSheet: esMatchSheet,
  tournaments: esTournaments,
  norms: esNorms,
  publish: esPublish,
  ties: esTies,
  fide: esFide,
  actas: esActas,
  trf: esTrf,
  storage: esStorage,
  desk: esDesk,
}

type Catalogue = typeof es

const en: { [A in keyof Catalogue]: Messages<Catalogue[A]> } = {
  common: enCommon,
  nav: enNav,
  home: enHome,
  errors: enErrors,
  clubs: enClubs,
  players: enPlayers,
  seasons: enSeasons,
  settings: enSettings,
  io: enIo,
  teams: enTeams,
  ratings: enRatings,
  matchSheet: enMatchSheet,
  tournaments: enTournaments,
  norms: enNorms,
  publish: enPublish,
  ties: enTies,
  fide: enFide,
  actas: enActas,
  trf: enTrf,
  storage: enStorage,
  desk: enDesk,
}

/** Every translatable key, `'<area>.<key>'`. */
export type MessageKey = {
  [A in keyof Catalogue]: `${A & string}.${keyof Catalogue[A] & string}`
}[keyof Catalogue]

/** Values substituted for `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>

const CATALOGUES: Record<Locale, Record<string, Record<string, string>>> = { es, en }

/** The text of `key` in `locale`, with `{placeholders}` filled from `params`. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const dot = key.indexOf('.')
  const area = key.slice(0, dot)
  const name = key.slice(dot + 1)
  const text = CATALOGUES[locale][area]?.[name] ?? CATALOGUES.es[area]?.[name] ?? key
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, p: string) =>
    params[p] === undefined ? whole : String(params[p]),
  )
}

/** True when `key` names an existing message (for codes mapped at run time). */
export function isMessageKey(key: string): key is MessageKey {
  const dot = key.indexOf('.')
  return dot > 0 && CATALOGUES.es[key.slice(0, dot)]?.[key.slice(dot + 1)] !== undefined
}

export type TFunction = (key: MessageKey, params?: MessageParams) => string

/** Translates with the current language outside React (commands, notifications). */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate(useLocaleStore.getState().locale, key, params)
}

/** The current language. */
export function useLocale(): Locale {
  return useLocaleStore((s) => s.locale)
}

/** A translate function bound to the current language; components re-render when it changes. */
export function useT(): TFunction {
  const locale = useLocale()
  return useCallback((key, params) => translate(locale, key, params), [locale])
}

export type { Locale, Messages } from './types.ts'
export { LOCALES, DEFAULT_LOCALE, isLocale } from './types.ts'
export { useLocaleStore } from './localeStore.ts'
export { formatDate, formatNumber } from './format.ts'

/** The accessible label of a sortable column header in the current sort state. */
export function sortLabelWith(
  t: TFunction,
): (column: string, dir: 'asc' | 'desc' | false) => string {
  return (column, dir) =>
    t(
      dir === 'asc'
        ? 'players.sortedAsc'
        : dir === 'desc'
          ? 'players.sortedDesc'
          : 'players.sortBy',
      {
        column,
      },
    )
}
