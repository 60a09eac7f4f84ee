import { useEffect, useMemo } from 'react'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { useLocale } from '../i18n/index.ts'
import { routes } from './routes.tsx'
import { recordUseDay } from '../features/settings/useDays.ts'

/** Providers around the router: keeps `<html lang>` in step with the language. */
export function App() {
  const router = useMemo(() => createBrowserRouter(routes), [])
  const locale = useLocale()
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  useEffect(() => {
    void recordUseDay()
  }, [])
  return <RouterProvider router={router} />
}
