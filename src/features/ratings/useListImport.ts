import { useCallback, useEffect, useRef, useState } from 'react'
import {
  startListImport,
  type ImportEvent,
  type ImportHandle,
  type ImportRequest,
} from '../../workers/ratingListClient.ts'

export type ImportView =
  | { readonly phase: 'idle' }
  | {
      readonly phase: 'running'
      readonly bytesRead: number
      readonly totalBytes: number
      readonly records: number
      readonly imported: number
    }
  | {
      readonly phase: 'finished'
      readonly event: Exclude<ImportEvent, { type: 'progress' } | { type: 'released' }>
    }

/** Runs one list import at a time in the worker and exposes its progress to a screen. */
export function useListImport(onDone?: (e: Extract<ImportEvent, { type: 'done' }>) => void) {
  const [view, setView] = useState<ImportView>({ phase: 'idle' })
  const handle = useRef<ImportHandle | null>(null)
  const done = useRef(onDone)
  useEffect(() => {
    done.current = onDone
  }, [onDone])
  useEffect(() => () => handle.current?.cancel(), [])

  const start = useCallback((request: Omit<ImportRequest, 'type'>) => {
    setView({
      phase: 'running',
      bytesRead: 0,
      totalBytes: request.file.size,
      records: 0,
      imported: 0,
    })
    handle.current = startListImport(request, (e) => {
      if (e.type === 'progress') {
        setView({ phase: 'running', ...e })
        return
      }
      if (e.type === 'released') return
      handle.current = null
      setView({ phase: 'finished', event: e })
      if (e.type === 'done') done.current?.(e)
    })
  }, [])
  const cancel = useCallback(() => handle.current?.cancel(), [])
  return { view, start, cancel }
}
