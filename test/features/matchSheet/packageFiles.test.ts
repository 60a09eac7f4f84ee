import { describe, expect, test } from 'vitest'
import { CLUB_SEASON_FORMAT } from '../../../src/domain/matchSheet/index.ts'
import { readPackageFile, refusalText } from '../../../src/features/matchSheet/packageFiles.ts'
import { translate, type MessageKey, type MessageParams } from '../../../src/i18n/index.ts'
import { pkg } from '../../domain/matchSheet/helpers.ts'

const es = (key: MessageKey, params?: MessageParams) => translate('es', key, params)

/** What the tablet says of a refused file: its place and the reason in Spanish. */
function refusal(text: string): string {
  const r = readPackageFile(text)
  if (r.ok) return 'aceptado'
  return refusalText(es, r.errors[0])
}

const KEY = {
  clubId: 'club-h',
  keyId: 'k1',
  privateKey: { kty: 'EC', crv: 'P-256', x: 'x'.repeat(43), y: 'y'.repeat(43), d: 'd'.repeat(43) },
}

const clubFile = (competitions: unknown[]) =>
  JSON.stringify({
    format: CLUB_SEASON_FORMAT,
    version: 1,
    kind: 'season',
    rules: 'FAPA-2025-26',
    issuedAt: '2026-09-15T10:00:00.000Z',
    club: { id: 'club-h', name: 'Club H' },
    signingKey: KEY,
    competitions,
  })

describe('a season file is validated like any import: each refusal names its place and says why', () => {
  test('a consistent club file is read, with every competition carrying the club key', () => {
    const fourth = pkg(4)
    const cuarta = {
      ...fourth,
      competitionId: 'c2',
      competitionName: 'Cuarta',
      fixtures: [{ ...fourth.fixtures[0]!, matchId: 'm2' }],
    }
    const r = readPackageFile(clubFile([pkg(), cuarta]))
    expect(r.ok && r.parts.map((p) => [p.competitionId, p.boards, p.signingKey])).toEqual([
      ['c1', 8, KEY],
      ['c2', 4, KEY],
    ])
  })

  test('FAPA art. 73.2: boards 7 with 8-board orders', () => {
    expect(refusal(clubFile([{ ...pkg(), boards: 7 }]))).toBe(
      'El archivo no es un paquete de temporada válido. competitions[0].boards: dice 7 tableros y la categoría juega a 8 (art. 73.2)',
    )
  })

  test('a duplicated fixture and an unknown home team', () => {
    const p = pkg()
    expect(refusal(clubFile([{ ...p, fixtures: [...p.fixtures, p.fixtures[0]] }]))).toBe(
      'El archivo no es un paquete de temporada válido. competitions[0].fixtures[1]: el encuentro m1 está repetido',
    )
    expect(refusal(JSON.stringify({ ...p, fixtures: [{ ...p.fixtures[0]!, homeId: 'zz' }] }))).toBe(
      'El archivo no es un paquete de temporada válido. fixtures[0].homeId: el equipo zz no está en el paquete',
    )
  })

  test('FAPA art. 69: a board order naming a player missing from the package', () => {
    const p = pkg()
    expect(refusal(clubFile([{ ...p, players: p.players.slice(1) }]))).toBe(
      'El archivo no es un paquete de temporada válido. competitions[0].teams[0].order[0]: el orden de fuerza nombra al jugador h-1, que no está en el paquete',
    )
  })

  test('not JSON, not a package, and a bad field at its path', () => {
    expect(refusal('{')).toBe(
      'El archivo no es un paquete de temporada válido: el archivo no es JSON',
    )
    expect(refusal('{"format":"otro"}')).toBe(
      'El archivo no es un paquete de temporada válido. format: el archivo no es un paquete de temporada de Alfil',
    )
    const bad = clubFile([{ ...pkg(), fixtures: [{ matchId: 'm1' }] }])
    const r = readPackageFile(bad)
    expect(r.ok ? null : r.errors[0]?.path).toBe('competitions[0].fixtures[0].round')
    expect(refusal(bad)).toBe(
      'El archivo no es un paquete de temporada válido. competitions[0].fixtures[0].round: Falta este campo.',
    )
  })
})
