import { useCallback } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { errorMessage } from '../../i18n/errorMessages.ts'
import type { TournamentEvent } from '../../domain/tournament/index.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { changeTournament } from './tournamentCommands.ts'
import { loadTournament, loadTournaments, type LoadedTournament } from './tournamentsDb.ts'

/** What reading a tournament gave: loading, gone, its state, or the entry its log stops at. */
export type TournamentRead =
  | undefined
  | null
  | { readonly ok: true; readonly tournament: LoadedTournament }
  | { readonly ok: false; readonly seq: number; readonly code: string }

/** The tournament, live (undefined while loading, null when it does not exist). */
export function useTournament(id: string): TournamentRead {
  return useLiveQuery(async (): Promise<TournamentRead> => {
    const r = await loadTournament(db, id)
    if (!r.ok) return { ok: false, seq: r.error[0]?.seq ?? 0, code: r.error[0]?.code ?? '' }
    return r.value && { ok: true, tournament: r.value }
  }, [id])
}

/** Every tournament on this device with its state, live, most recently changed first. */
export function useTournaments(): readonly LoadedTournament[] | undefined {
  return useLiveQuery(() => loadTournaments(db))
}

/** Applies an event to the tournament and reports a refusal in words; resolves to success. */
export function useChange(id: string): (event: TournamentEvent) => Promise<boolean> {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  return useCallback(
    async (event: TournamentEvent) => {
      const r = await changeTournament(appContext, id, event)
      if (r.ok) return true
      for (const e of r.error) notify('error', errorMessage(t, e.code, e.params))
      return false
    },
    [id, notify, t],
  )
}
