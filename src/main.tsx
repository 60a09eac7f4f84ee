import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { registerServiceWorker } from './app/serviceWorker.ts'
import { StorageUnavailable } from './app/StorageUnavailable.tsx'
import { db } from './db/db.ts'
import { askPersistenceAtFirstSave } from './db/persistence.ts'
import { probeStorage } from './db/storageProbe.ts'
import './ui/styles.css'

const root = document.getElementById('root')
if (root) {
  askPersistenceAtFirstSave(db, typeof navigator === 'undefined' ? undefined : navigator.storage)
  // The database opens before any screen: without storage, one page explains why instead.
  void probeStorage(db, new Date()).then((failure) => {
    createRoot(root).render(
      <StrictMode>{failure ? <StorageUnavailable failure={failure} /> : <App />}</StrictMode>,
    )
    registerServiceWorker()
  })
}
