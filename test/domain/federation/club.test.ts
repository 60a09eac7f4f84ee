import { describe, expect, it } from 'vitest'
import { validateClub } from '../../../src/domain/federation/index.ts'

describe('validateClub', () => {
  it('FAPA art. 13: the name is required and may be shortened for administrative use', () => {
    expect(
      validateClub({ name: '', shortName: 'x'.repeat(31), registryNumber: '', venue: '' }, []),
    ).toEqual({
      ok: false,
      error: [
        { code: 'club/name-required', field: 'name' },
        { code: 'club/short-name-too-long', field: 'shortName', params: { max: 30 } },
      ],
    })
  })

  it('FAPA art. 11: a registry number belongs to one club only', () => {
    const r = validateClub({ name: 'Club Gijón', shortName: '', registryNumber: '77', venue: '' }, [
      { name: 'Club Avilés', registryNumber: '77' },
    ])
    expect(r).toEqual({
      ok: false,
      error: [{ code: 'club/duplicate-registry-number', field: 'registryNumber' }],
    })
  })

  it('the province (read by the province prizes of tournaments) is cleaned, kept when given and at most 60 characters', () => {
    const input = { name: 'Club Gijón', shortName: '', registryNumber: '', venue: '' }
    const kept = validateClub({ ...input, province: '  Asturias ' }, [])
    expect(kept.ok && kept.value.province).toBe('Asturias')
    const blank = validateClub({ ...input, province: ' ' }, [])
    expect(blank.ok && 'province' in blank.value).toBe(false)
    expect(validateClub({ ...input, province: 'x'.repeat(61) }, [])).toEqual({
      ok: false,
      error: [{ code: 'club/province-too-long', field: 'province', params: { max: 60 } }],
    })
  })

  it('empty optional fields become null', () => {
    expect(
      validateClub({ name: 'Club Gijón', shortName: ' ', registryNumber: '', venue: '' }, []),
    ).toEqual({
      ok: true,
      value: { name: 'Club Gijón', shortName: null, registryNumber: null, venue: null },
    })
  })
})
