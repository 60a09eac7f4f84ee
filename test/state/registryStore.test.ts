import { beforeEach, describe, expect, it } from 'vitest'
import { NEW_RECORD, useRegistryStore } from '../../src/state/registryStore.ts'
import { EMPTY_PLAYER } from '../../src/features/players/playerDraft.ts'
import type { ClubInput } from '../../src/domain/federation/index.ts'

beforeEach(() => {
  useRegistryStore.setState({ playerDrafts: {}, clubDrafts: {} })
})

describe('registry drafts', () => {
  it('two fields changed from the same starting form both stay in the draft', () => {
    const { patchPlayerDraft } = useRegistryStore.getState()
    // Both handlers were created by one render, so both see the blank form as their base.
    patchPlayerDraft(NEW_RECORD, EMPTY_PLAYER, { givenName: 'Pelayo' })
    patchPlayerDraft(NEW_RECORD, EMPTY_PLAYER, { firstSurname: 'Fernández' })
    const draft = useRegistryStore.getState().playerDrafts[NEW_RECORD]
    expect(draft?.givenName).toBe('Pelayo')
    expect(draft?.firstSurname).toBe('Fernández')
    expect(draft?.federation).toBe('ESP')
  })

  it('a club draft keeps the name when the venue is typed next', () => {
    const { patchClubDraft } = useRegistryStore.getState()
    const base: ClubInput = { name: '', shortName: '', registryNumber: '', venue: '' }
    patchClubDraft('c1', base, { name: 'Club Ajedrez Luarca' })
    patchClubDraft('c1', base, { venue: 'Casa de cultura' })
    expect(useRegistryStore.getState().clubDrafts['c1']).toMatchObject({
      name: 'Club Ajedrez Luarca',
      venue: 'Casa de cultura',
    })
  })
})
