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
  /** Changes some fields of a draft; `base` is the form's starting point when none is stored. */
  patchPlayerDraft: (id: string, base: PlayerDraft, patch: Partial<PlayerDraft>) => void
  dropPlayerDraft: (id: string) => void
  setClubQuery: (q: string) => void
  openClubRecord: (id: string | null) => void
  patchClubDraft: (id: string, base: ClubInput, patch: Partial<ClubInput>) => void
  dropClubDraft: (id: string) => void
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const copy = { ...record }
  delete copy[key]
  return copy
}

/**
 * Registry screens: search text, the open record and unsaved drafts (never copies of rows).
 * Drafts change field by field from the stored state, so two inputs filled before the screen
 * renders again both keep what was typed.
 */
export const useRegistryStore = create<RegistryState>()((set) => ({
  playerQuery: '',
  openPlayer: null,
  playerDrafts: {},
  clubQuery: '',
  openClub: null,
  clubDrafts: {},
  setPlayerQuery: (playerQuery) => set({ playerQuery }),
  openPlayerRecord: (openPlayer) => set({ openPlayer }),
  patchPlayerDraft: (id, base, patch) =>
    set((s) => ({
      playerDrafts: { ...s.playerDrafts, [id]: { ...(s.playerDrafts[id] ?? base), ...patch } },
    })),
  dropPlayerDraft: (id) => set((s) => ({ playerDrafts: without(s.playerDrafts, id) })),
  setClubQuery: (clubQuery) => set({ clubQuery }),
  openClubRecord: (openClub) => set({ openClub }),
  patchClubDraft: (id, base, patch) =>
    set((s) => ({
      clubDrafts: { ...s.clubDrafts, [id]: { ...(s.clubDrafts[id] ?? base), ...patch } },
    })),
  dropClubDraft: (id) => set((s) => ({ clubDrafts: without(s.clubDrafts, id) })),
}))
