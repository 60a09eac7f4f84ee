import { NavLink, Outlet } from 'react-router'
import { useT } from '../i18n/index.ts'
import { NAV_ITEMS } from './routes.tsx'
import { StatusBar } from './StatusBar.tsx'
import { UpdatePrompt } from './UpdatePrompt.tsx'
import { Notices } from './Notices.tsx'

/** The frame of every screen: header, main navigation, content, update prompt and notices. */
export function Layout() {
  const t = useT()
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="shell-header">
        <div className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="brand-name">{t('common.appName')}</span>
        </div>
        <nav aria-label={t('nav.label')} className="main-nav">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <StatusBar />
      </header>
      <UpdatePrompt />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Notices />
    </div>
  )
}
