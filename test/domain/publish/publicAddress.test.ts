import { describe, expect, it } from 'vitest'
import { normalizePublicUrl, setPublicUrl } from '../../../src/domain/publish/index.ts'
import { smallSwiss } from './smallEvents.ts'

describe('public address of the published site', () => {
  it('is kept as a folder address ending in /, so page names can follow it', () => {
    expect(normalizePublicUrl(' https://club.example/abierto ')).toEqual({
      ok: true,
      value: 'https://club.example/abierto/',
    })
    expect(normalizePublicUrl('HTTPS://club.example/abierto/index.html')).toEqual({
      ok: true,
      value: 'https://club.example/abierto/',
    })
    expect(normalizePublicUrl('http://localhost:8080')).toEqual({
      ok: true,
      value: 'http://localhost:8080/',
    })
  })

  it('refuses what is not a web address, with a code for the arbiter', () => {
    for (const bad of [
      'club.example/abierto',
      'ftp://club.example/',
      'https://club example/',
      'https://nohost/',
      'javascript:alert(1)',
    ])
      expect(normalizePublicUrl(bad)).toEqual({
        ok: false,
        error: [{ code: 'publish/url-invalid' }],
      })
    expect(normalizePublicUrl(`https://club.example/${'a'.repeat(200)}`)).toEqual({
      ok: false,
      error: [{ code: 'publish/url-too-long', params: { max: 200 } }],
    })
  })

  it('is a tournament setting: set, changed and cleared with an empty text', () => {
    const set = setPublicUrl(smallSwiss, 'https://club.example/abierto')
    expect(set.ok && set.value.settings.publicUrl).toBe('https://club.example/abierto/')
    const cleared = set.ok ? setPublicUrl(set.value, '  ') : set
    expect(cleared.ok && 'publicUrl' in cleared.value.settings).toBe(false)
    expect(setPublicUrl(smallSwiss, 'nope').ok).toBe(false)
  })
})
