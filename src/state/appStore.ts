import { create } from 'zustand'

export type ServiceWorkerStatus = 'unsupported' | 'development' | 'registering' | 'ready' | 'error'

export interface Notice {
  readonly id: number
  readonly kind: 'info' | 'success' | 'error'
  readonly text: string
}

interface AppState {
  online: boolean
  serviceWorker: ServiceWorkerStatus
  /** A new version is installed and waits for the person to accept it. */
  updateWaiting: boolean
  /** Applies the waiting version (set by the service worker module). */
  applyUpdate: (() => void) | null
  notices: readonly Notice[]
  setOnline: (online: boolean) => void
  setServiceWorker: (status: ServiceWorkerStatus) => void
  offerUpdate: (apply: () => void) => void
  dismissUpdate: () => void
  notify: (kind: Notice['kind'], text: string) => void
  dismissNotice: (id: number) => void
}

let nextNotice = 1

/** Session state of the shell: connectivity, service worker, pending update, notices. */
export const useAppStore = create<AppState>()((set) => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  serviceWorker: 'registering',
  updateWaiting: false,
  applyUpdate: null,
  notices: [],
  setOnline: (online) => set({ online }),
  setServiceWorker: (serviceWorker) => set({ serviceWorker }),
  offerUpdate: (applyUpdate) => set({ updateWaiting: true, applyUpdate }),
  dismissUpdate: () => set({ updateWaiting: false }),
  notify: (kind, text) =>
    set((s) => ({ notices: [...s.notices.slice(-1), { id: nextNotice++, kind, text }] })),
  dismissNotice: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
}))
