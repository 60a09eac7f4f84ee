import { Workbox } from 'workbox-window'
import { useAppStore } from '../state/appStore.ts'

/**
 * Registers the generated service worker. A new version waits until the person accepts it
 * (never mid-round): the prompt calls `applyUpdate`, which activates it and reloads once.
 */
export function registerServiceWorker(): void {
  const store = useAppStore.getState()
  if (!('serviceWorker' in navigator)) return store.setServiceWorker('unsupported')
  if (!import.meta.env.PROD) return store.setServiceWorker('development')

  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
  wb.addEventListener('waiting', () => {
    useAppStore.getState().offerUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload())
      wb.messageSkipWaiting()
    })
  })
  wb.addEventListener('activated', () => useAppStore.getState().setServiceWorker('ready'))
  if (navigator.serviceWorker.controller) store.setServiceWorker('ready')
  wb.register().catch(() => useAppStore.getState().setServiceWorker('error'))
}
