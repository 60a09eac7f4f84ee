import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router'
import { useT } from '../i18n/index.ts'

/** Shown instead of a screen that failed to render or does not exist. */
export function RouteError() {
  const t = useT()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <section className="page">
      <h1>{t('common.crashTitle')}</h1>
      <p>{t('common.crashBody')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </section>
  )
}

/** The page for an address that is no screen of Alfil. */
export function NotFound() {
  const t = useT()
  const { pathname } = useLocation()
  return (
    <section className="page">
      <h1>{t('common.notFoundTitle')}</h1>
      <p>{t('common.notFoundBody', { path: pathname })}</p>
      <Link to="/">{t('common.backHome')}</Link>
    </section>
  )
}

/** Shown while the first screen's code loads. */
export function Loading() {
  const t = useT()
  return <p className="muted page">{t('common.loading')}</p>
}
