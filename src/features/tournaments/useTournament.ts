import { useCallback } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { errorMessage } from '../../app/errorMessages.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { changeTournament, type TournamentChange } from './tournamentCommands.ts'
import { tournamentsTable, type IndividualTournamentRow } from './tournamentsDb.ts'

/** The tournament row, live (undefined while loading, null when it does not exist). */
export function useTournamentRow(id: string): IndividualTournamentRow | null | undefined {
  return useLiveQuery(async () => (await tournamentsTable(db).get(id)) ?? null, [id])
}

/** Runs a change on the tournament and reports a refusal in words; resolves to success. */
export function useChange(id: string): (change: TournamentChange) => Promise<boolean> {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  return useCallback(
    async (change: TournamentChange) => {
      const r = await changeTournament(appContext, id, change)
      if (r.ok) return true
      for (const e of r.error) notify('error', errorMessage(t, e.code, e.params))
      return false
    },
    [id, notify, t],
  )
}
