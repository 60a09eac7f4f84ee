/**
 * The screens of Alfil. Each feature area adds one line to FEATURES; its page module is loaded
 * lazily (its own chunk, precached by the service worker) and must `export default` a component.
 */
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import type { MessageKey } from '../i18n/index.ts'
import { Layout } from './Layout.tsx'
import { Loading, NotFound, RouteError } from './RouteError.tsx'

export interface FeatureRoute {
  /** Path below `/` without the leading slash ('' is the start page). */
  readonly path: string
  /** Label of the main-navigation entry; omit for screens reached from another screen. */
  readonly nav?: MessageKey
  readonly load: () => Promise<{ default: ComponentType }>
  /** Nested screens (e.g. `:id/rounds`), shown by an `<Outlet />` in the page. */
  readonly children?: readonly FeatureRoute[]
}

export const FEATURES: readonly FeatureRoute[] = [
  { path: '', nav: 'nav.home', load: () => import('../features/home/HomePage.tsx') },
  {
    path: 'players',
    nav: 'nav.players',
    load: () => import('../features/players/PlayersPage.tsx'),
  },
  { path: 'clubs', nav: 'nav.clubs', load: () => import('../features/clubs/ClubsPage.tsx') },
  {
    path: 'seasons',
    nav: 'nav.seasons',
    load: () => import('../features/players/SeasonsPage.tsx'),
  },
  {
    path: 'ratings',
    nav: 'ratings.title',
    load: () => import('../features/ratings/RatingListsPage.tsx'),
  },
  {
    path: 'championships',
    nav: 'ratings.eligibilityTitle',
    load: () => import('../features/ratings/EligibilityPage.tsx'),
  },
  {
    path: 'championships/structure',
    load: () => import('../features/championships/StructurePage.tsx'),
  },
  {
    path: 'rating-preview/:id?',
    load: () => import('../features/tournaments/RatingPreview.tsx'),
  },
  {
    path: 'tournaments',
    nav: 'tournaments.nav',
    load: () => import('../features/tournaments/TournamentsPage.tsx'),
  },
  {
    path: 'tournaments/:id',
    load: () => import('../features/tournaments/TournamentPage.tsx'),
  },
  { path: 'teams', nav: 'teams.nav', load: () => import('../features/teams/TeamsPage.tsx') },
  {
    path: 'actas',
    nav: 'matchSheet.nav',
    load: () => import('../features/matchSheet/MatchSheetPage.tsx'),
  },
  { path: 'backup', nav: 'nav.io', load: () => import('../features/io/BackupPage.tsx') },
  {
    path: 'settings',
    nav: 'nav.settings',
    load: () => import('../features/settings/SettingsPage.tsx'),
  },
]

function toRoute(feature: FeatureRoute): RouteObject {
  const lazy = async () => ({ Component: (await feature.load()).default })
  const children = feature.children?.map(toRoute)
  if (feature.path === '') return { index: true, lazy }
  return { path: feature.path, lazy, ...(children ? { children } : {}) }
}

export const NAV_ITEMS: readonly { to: string; label: MessageKey }[] = FEATURES.flatMap((f) =>
  f.nav ? [{ to: `/${f.path}`, label: f.nav }] : [],
)

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    HydrateFallback: Loading,
    children: [...FEATURES.map(toRoute), { path: '*', Component: NotFound }],
  },
]
