import { describe, expect, test } from 'vitest'
import type { ClubId, SeasonId } from '../../../src/domain/core/index.ts'
import {
  importRegistry,
  previewRegistryImport,
} from '../../../src/features/players/registryImport.ts'
import { freshContext } from '../../db/testDb.ts'

const AT = '2026-09-01T00:00:00.000Z'

async function registry() {
  const ctx = freshContext('2026-09-15T10:00:00.000Z')
  for (const [id, name, short] of [
    ['oviedo', 'Real Club Oviedo', 'Oviedo'],
    ['gijon', 'Club Gijón', null],
  ] as const)
    await ctx.db.clubs.put({
      id: id as ClubId,
      name,
      shortName: short,
      registryNumber: null,
      venue: null,
      searchName: name.toLowerCase(),
      createdAt: AT,
      updatedAt: AT,
    })
  await ctx.db.seasons.put({
    id: 's26' as SeasonId,
    name: '2026-27',
    startDate: '2026-09-01',
    endDate: '2027-08-31',
    createdAt: AT,
    updatedAt: AT,
  })
  return ctx
}

/** Thirty players of two clubs, as a spreadsheet copies them (tab-separated). */
function thirty(): string {
  const head = [
    'Nombre',
    'Primer apellido',
    'Segundo apellido',
    'Sexo',
    'ID FEDA',
    'Elo FEDA',
    'Club',
  ]
  const rows = Array.from({ length: 30 }, (_, k) =>
    [
      `Nombre${k + 1}`,
      `Apellido${k + 1}`,
      k % 3 === 0 ? '' : `Segundo${k + 1}`,
      k % 2 === 0 ? 'H' : 'Mujer',
      String(24100 + k),
      String(2000 - 10 * k),
      k < 15 ? 'Oviedo' : 'Club Gijón',
    ].join('\t'),
  )
  return [head.join('\t'), ...rows].join('\n')
}

describe('FAPA art. 6: the registry from a spreadsheet, players and their season licences', () => {
  test('30 pasted players: a preview of 30 good lines, then 30 players and 30 licences in one write', async () => {
    const ctx = await registry()
    const preview = await previewRegistryImport(ctx, thirty(), 's26')
    if (!preview.ok) throw new Error(preview.errors[0]?.code)
    expect(preview.lines.filter((l) => l.data !== null)).toHaveLength(30)
    expect(await ctx.db.players.count()).toBe(0)
    const first = preview.lines[0]!
    expect([first.line, first.name, first.data?.sex, first.data?.fedaId, first.club?.id]).toEqual([
      2,
      'Apellido1, Nombre1',
      'M',
      24100,
      'oviedo',
    ])
    const r = await importRegistry(ctx, thirty(), 's26')
    expect(r.ok && r.value).toEqual({ players: 30, licences: 30 })
    const licences = await ctx.db.licences.toArray()
    expect(licences.filter((l) => l.clubId === 'oviedo' && l.seasonId === 's26')).toHaveLength(15)
    expect(licences.filter((l) => l.clubId === 'gijon')).toHaveLength(15)
    const p = await ctx.db.players.where('fedaId').equals(24101).first()
    expect([p?.givenName, p?.secondSurname, p?.sex, p?.clubId, p?.ratingFeda]).toEqual([
      'Nombre2',
      'Segundo2',
      'F',
      'oviedo',
      1990,
    ])
  })

  test('each bad line is located with its reasons and left out; the good ones are written', async () => {
    const ctx = await registry()
    const text = [
      'Nombre;Primer apellido;Sexo;ID FEDA;Club',
      'Ana;Pérez;F;24001;Oviedo',
      ';Sin Nombre;M;24002;Oviedo',
      'Luis;García;X;24001;Club Langreo',
      '"Marta, la de Siero";Díaz;F;;',
    ].join('\r\n')
    const preview = await previewRegistryImport(ctx, text, 's26')
    if (!preview.ok) throw new Error('block refused')
    expect(preview.lines.map((l) => [l.line, l.errors.map((e) => e.code)])).toEqual([
      [2, []],
      [3, ['player/given-name-required']],
      [4, ['player/sex-required', 'player/duplicate-id', 'import/unknown-club']],
      [5, []],
    ])
    const r = await importRegistry(ctx, text, 's26')
    expect(r.ok && r.value).toEqual({ players: 2, licences: 1 })
    expect((await ctx.db.players.toArray()).map((p) => p.givenName).sort()).toEqual([
      'Ana',
      'Marta, la de Siero',
    ])
  })

  test('a player already in the registry (same FEDA id) is refused, and a block without Sexo whole', async () => {
    const ctx = await registry()
    await importRegistry(ctx, 'Nombre,Primer apellido,Sexo,ID FEDA\nAna,Pérez,F,24001', 's26')
    const again = await previewRegistryImport(
      ctx,
      'Nombre,Primer apellido,Sexo,ID FEDA\nAna,Pérez,F,24001',
      's26',
    )
    expect(again.ok && again.lines[0]?.errors.map((e) => e.code)).toEqual(['player/duplicate-id'])
    const noSex = await previewRegistryImport(ctx, 'Nombre,Apellidos,Elo\nAna,Pérez,1500', 's26')
    expect(noSex.ok ? null : noSex.errors).toEqual([
      { code: 'import/unknown-column', line: 1, params: { column: 'Elo' } },
      { code: 'import/missing-column', line: 1, params: { column: 'Sexo' } },
    ])
  })
})
