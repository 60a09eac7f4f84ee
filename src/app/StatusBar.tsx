import { useEffect } from 'react'
import { useT } from '../i18n/index.ts'
import { useAppStore } from '../state/appStore.ts'

/** Shows whether the device is online; keeps the flag in step with the browser. */
export function StatusBar() {
  const t = useT()
  const online = useAppStore((s) => s.online)
  const setOnline = useAppStore((s) => s.setOnline)
  useEffect(() => {
    const up = () => setOnline(true)
    const down = () => setOnline(false)
    window.addEventListener('online', up)
    window.addEventListener('offline', down)
    return () => {
      window.removeEventListener('online', up)
      window.removeEventListener('offline', down)
    }
  }, [setOnline])
  return (
    <p className={`net-status ${online ? 'is-online' : 'is-offline'}`} role="status">
      <span className="dot" aria-hidden="true" />
      {online ? t('common.online') : t('common.offline')}
    </p>
  )
}
