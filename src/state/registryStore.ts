import { create } from 'zustand'
import type { ClubInput, PlayerInput } from '../domain/federation/index.ts'

/** The player form: the record plus its club id ('' for none). */
export type PlayerDraft = PlayerInput & { readonly clubId: string }

/** Key of the draft of a player not yet saved. */
export const NEW_RECORD = 'new'

interface RegistryState {
  playerQuery: string
  /** The player whose record is open: an id, NEW_RECORD, or null for none */
  openPlayer: string | null
  /** Unsaved form contents per player (kept while moving between screens) */
  playerDrafts: Readonly<Record<string, PlayerDraft>>
  clubQuery: string
  openClub: string | null
  clubDrafts: Readonly<Record<string, ClubInput>>
  setPlayerQuery: (q: string) => void
  openPlayerRecord: (id: string | null) => void
  setPlayerDraft: (id: string, draft: PlayerDraft) => void
  dropPlayerDraft: (id: string) => void
  setClubQuery: (q: string) => void
  openClubRecord: (id: string | null) => void
  setClubDraft: (id: string, draft: ClubInput) => void
  dropClubDraft: (id: string) => void
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const copy = { ...record }
  delete copy[key]
  return copy
}

/** Registry screens: search text, the open record and unsaved drafts (never copies of rows). */
export const useRegistryStore = create<RegistryState>()((set) => ({
  playerQuery: '',
  openPlayer: null,
  playerDrafts: {},
  clubQuery: '',
  openClub: null,
  clubDrafts: {},
  setPlayerQuery: (playerQuery) => set({ playerQuery }),
  openPlayerRecord: (openPlayer) => set({ openPlayer }),
  setPlayerDraft: (id, draft) => set((s) => ({ playerDrafts: { ...s.playerDrafts, [id]: draft } })),
  dropPlayerDraft: (id) => set((s) => ({ playerDrafts: without(s.playerDrafts, id) })),
  setClubQuery: (clubQuery) => set({ clubQuery }),
  openClubRecord: (openClub) => set({ openClub }),
  setClubDraft: (id, draft) => set((s) => ({ clubDrafts: { ...s.clubDrafts, [id]: draft } })),
  dropClubDraft: (id) => set((s) => ({ clubDrafts: without(s.clubDrafts, id) })),
}))
