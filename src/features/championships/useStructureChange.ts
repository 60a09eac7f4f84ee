import { useCallback } from 'react'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { appContext } from '../../db/context.ts'
import { isMessageKey, useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { changeSeasonStructure, type StructureChange } from './championshipCommands.ts'

/** Runs a change on the season's structure and reports a refusal in words. */
export function useStructureChange(seasonId: string): (c: StructureChange) => Promise<boolean> {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  return useCallback(
    async (change: StructureChange) => {
      const r = await changeSeasonStructure(appContext, seasonId, change)
      if (r.ok) return true
      for (const e of r.error) {
        const key = `ratings.err_${e.code}`
        notify('error', isMessageKey(key) ? t(key, e.params) : errorMessage(t, e.code, e.params))
      }
      return false
    },
    [seasonId, notify, t],
  )
}
