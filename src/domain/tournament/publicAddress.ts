/**
 * The public address of a published site: where the arbiter will host it (a club website, any
 * static host). Printed pairings and standings carry it as a QR code, the site and the open
 * data file name it. A tournament setting, so it lives with the tournament's rules and its
 * change is an event of the tournament's log.
 */
import { err, ok, type Result } from '../core/index.ts'
import type { IndividualTournament } from './individual.ts'
import type { TournamentError } from './operations.ts'

/** Longest address accepted: a QR code of it stays readable on a printed page. */
export const PUBLIC_URL_MAX = 200

/**
 * The address as stored: trimmed, `http` or `https` with a host, no spaces, ending in `/` (a
 * `.../index.html` is cut back to its folder), so page names can be appended. Empty clears it.
 */
export function normalizePublicUrl(text: string): Result<string, TournamentError[]> {
  const url = text.trim()
  if (url === '') return ok('')
  if (url.length > PUBLIC_URL_MAX)
    return err([{ code: 'publish/url-too-long', params: { max: PUBLIC_URL_MAX } }])
  const m = /^(https?):\/\/([^/?#\s]+)(\/[^?#\s]*)?$/i.exec(url)
  if (!m || !/^[^.:@\s]+(\.[^.:@\s]+)+(:\d+)?$|^localhost(:\d+)?$/i.test(m[2] ?? ''))
    return err([{ code: 'publish/url-invalid' }])
  const path = (m[3] ?? '/').replace(/[^/]*\.html?$/i, '')
  return ok(`${(m[1] ?? '').toLowerCase()}://${m[2]}${path.endsWith('/') ? path : `${path}/`}`)
}

/** Sets (or clears, with an empty text) the tournament's public address. */
export function setPublicUrl(
  t: IndividualTournament,
  text: string,
): Result<IndividualTournament, TournamentError[]> {
  const url = normalizePublicUrl(text)
  if (!url.ok) return url
  const { publicUrl: _old, ...settings } = t.settings
  void _old
  return ok({ ...t, settings: url.value ? { ...settings, publicUrl: url.value } : settings })
}
