import { useCallback, useEffect, useState } from 'react'

export interface StorageState {
  readonly persisted: boolean | null
  readonly usage: number | null
  readonly quota: number | null
}

const UNKNOWN: StorageState = { persisted: null, usage: null, quota: null }

async function readStorage(): Promise<StorageState> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (!storage?.persisted) return UNKNOWN
  const [persisted, estimate] = await Promise.all([storage.persisted(), storage.estimate?.()])
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null }
}

/** Whether the browser keeps Alfil's data for good, and a way to ask it to. */
export function useStorageState(): {
  state: StorageState
  request: () => Promise<boolean | null>
} {
  const [state, setState] = useState<StorageState>(UNKNOWN)
  useEffect(() => {
    let live = true
    void readStorage().then((s) => live && setState(s))
    return () => {
      live = false
    }
  }, [])
  const request = useCallback(async () => {
    if (!navigator.storage?.persist) return null
    const granted = await navigator.storage.persist()
    setState(await readStorage())
    return granted
  }, [])
  return { state, request }
}

/** Bytes as "12,3 MB". */
export function formatBytes(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024)
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: mb < 10 ? 1 : 0 }).format(mb)} MB`
}
