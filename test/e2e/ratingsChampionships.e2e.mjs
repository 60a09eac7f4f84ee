// The season's championship structure in the browser (FAPA art. 55): a small FEDA list is imported
// and applied to the registry, the divisions are filled with every decision and its article, a
// finished Alfil zonal and a typed one give their promotions, and the zonal's rating preview shows
// the FIDE B.02 change per player. Screenshots at 1366x768.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BLANK_PLAYER } from './registryRow.mjs'

const SEASON = 's2526'
const LIST = [
  ['5001', 'Alonso, Ana', '2150', '1990'],
  ['5002', 'Blanco, Bruno', '2050', '1985'],
  ['5003', 'Castro, Carla', '1900', '1992'],
  ['5004', 'Díaz, Darío', '1850', '1970'],
  ['5005', 'Estrada, Eva', '1700', '2001'],
  ['5006', 'Fuentes, Félix', '1650', '1960'],
  ['5007', 'García, Gil', '1500', '2010'],
  ['5008', 'Hevia, Hugo', '1450', '2012'],
]

/** Registry players p1..p9 (FEDA ids 5001..5009) without ratings, licensed except p8; a finished zonal. */
async function seed(page) {
  await page.evaluate(
    async ({ list, season, blank }) => {
      const idb = await new Promise((resolve, reject) => {
        const req = indexedDB.open('alfil')
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(req.error)
      })
      const names = [...list.map((l) => l[1]), 'Iglesias, Inés']
      const at = '2025-09-01T00:00:00.000Z'
      const tx = idb.transaction(
        ['players', 'seasons', 'licences', 'ratingSettings', 'tournaments', 'tournamentEvents'],
        'readwrite',
      )
      tx.objectStore('seasons').put({
        id: season,
        name: '2025-2026',
        startDate: '2025-09-01',
        endDate: '2026-08-31',
        createdAt: at,
        updatedAt: at,
      })
      names.forEach((full, i) => {
        const [surname, given] = full.split(', ')
        const id = `p${i + 1}`
        tx.objectStore('players').put({
          ...blank,
          id,
          givenName: given,
          firstSurname: surname,
          sex: i % 2 ? 'M' : 'F',
          fedaId: 5001 + i,
          searchName: `${surname} ${given}`
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase(),
          createdAt: at,
          updatedAt: at,
        })
        if (id !== 'p8')
          tx.objectStore('licences').put({
            id: `l${i + 1}`,
            seasonId: season,
            kind: 'player',
            holderId: id,
            clubId: null,
            issuedOn: '2025-09-01',
            createdAt: at,
          })
      })
      tx.objectStore('ratingSettings').put({
        key: 'divisionSettings',
        settings: {
          bases: { fide: 1400, feda: 1400 },
          ratingEntry: {
            1: { minFideAverage: null, minFedaAverage: 2000 },
            2: { minFideAverage: null, minFedaAverage: 1800 },
            3: { minFideAverage: null, minFedaAverage: 1600 },
          },
          firstDivisionSize: 30,
          secondDivisionSize: 50,
        },
      })
      // 11 players, 3 rounds; García (P1, registry p7) beats 1700, 1650 and 1500; one bye a round.
      const ratings = [1800, 1700, 1650, 1600, 1500, 1450, 1440, 1430, 1420, 1410, 1400]
      const entrants = ratings.map((r, i) => ({
        startNo: i + 1,
        registryId: i === 0 ? 'p7' : null,
        name: i === 0 ? 'García, Gil' : `Zonal ${i + 1}`,
        title: '',
        federation: 'ESP',
        fideId: '',
        fedaId: '',
        fideRating: r,
        fedaRating: 0,
        birthDate: '',
        joinedRound: 1,
      }))
      const b = (board, white, black, result) => ({ board, white, black, result })
      const draws = (pairs) => pairs.map(([w, bl], i) => b(i + 2, w, bl, '1/2'))
      const boards = [
        [
          b(1, 1, 2, '1-0'),
          ...draws([
            [3, 4],
            [5, 6],
            [7, 8],
            [9, 10],
          ]),
        ],
        [
          b(1, 3, 1, '0-1'),
          ...draws([
            [2, 4],
            [5, 7],
            [6, 8],
            [9, 11],
          ]),
        ],
        [
          b(1, 1, 5, '1-0'),
          ...draws([
            [2, 3],
            [4, 6],
            [7, 9],
            [8, 10],
          ]),
        ],
      ]
      const byes = [11, 10, 11]
      // A tournament is its list row and its log; this one starts as a finished import.
      tx.objectStore('tournaments').put({
        id: 'zonal-siero',
        name: 'Zonal de Siero 2025',
        createdAt: at,
        updatedAt: at,
        summary: {
          place: 'Siero',
          startDate: '2025-10-04',
          entrants: entrants.length,
          rounds: 3,
          totalRounds: 3,
        },
      })
      tx.objectStore('tournamentEvents').put({
        competitionId: 'zonal-siero',
        seq: 1,
        at,
        type: 'trf-imported',
        payload: {
          tournament: {
            settings: {
              name: 'Zonal de Siero 2025',
              place: 'Siero',
              startDate: '2025-10-04',
              endDate: '2025-11-08',
              chiefArbiter: '',
              deputyArbiters: [],
              timeControl: '90+30',
              ratingType: 'standard',
              totalRounds: 3,
              system: 'dutch',
              scoring: { win: 2, draw: 1, loss: 0, pab: 2, fullBye: 2, halfBye: 1, zeroBye: 0 },
              tiebreaks: [],
              unplayed: 'fapa',
              initialColour: 'white',
              fideMode: false,
              lotSeed: 7,
            },
            entrants,
            numbersFrozen: true,
            rounds: boards.map((bs, i) => ({
              round: i + 1,
              boards: bs,
              bye: byes[i],
              requests: {},
              manualChanges: [],
            })),
            pendingRequests: {},
            fideModeLeftAt: null,
          },
        },
      })
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve
        tx.onerror = () => reject(tx.error)
      })
      idb.close()
    },
    { list: LIST, season: SEASON, blank: BLANK_PLAYER },
  )
}

/** The text of every row of a division table, as "name | decisions". */
async function divisionRows(page, name) {
  const table = page.getByRole('table', { name })
  await table.waitFor()
  const rows = await table.locator('tbody tr').all()
  return Promise.all(
    rows.map(async (r) => {
      const cells = await r.locator('td').allTextContents()
      return `${cells.length > 1 ? cells[1] : cells[0]} | ${cells.at(-1)}`
    }),
  )
}

export default async function ratingsChampionships({
  page,
  baseURL,
  assert,
  log,
  screenshot,
  tempDir,
}) {
  await page.setViewportSize({ width: 1366, height: 768 })
  page.setDefaultTimeout(20_000)
  await page.goto(baseURL + 'players')
  await page.getByRole('heading', { level: 1, name: 'Jugadores' }).waitFor()
  await seed(page)

  // A small FEDA list, with one malformed line, imported and applied to the registry.
  const csv = join(tempDir(), 'feda-2026-11.csv')
  const lines = [
    'ID FEDA;Nombre;Elo;Nacimiento',
    ...LIST.map((l) => l.join(';')),
    '50x9;Roto, Uno;abc;1999',
  ]
  writeFileSync(csv, lines.join('\n') + '\n')
  await page.goto(baseURL + 'ratings')
  const panel = page.getByRole('region', { name: 'Lista FEDA' })
  await panel.getByLabel('Archivo de la lista').setInputFiles(csv)
  await panel.getByLabel('Fecha de la lista').fill('2026-11-01')
  await panel.getByRole('button', { name: 'Confirmar columnas e importar' }).click()
  await panel.getByText('Lista importada: 8 jugadores', { exact: false }).waitFor()
  await panel.getByRole('button', { name: 'Actualizar el registro con esta lista FEDA' }).click()
  await page
    .getByText('8 jugadores del registro actualizados con la lista FEDA del 01/11/2026.')
    .waitFor()
  log('FEDA list of 8 players imported and applied')

  await page.goto(baseURL + 'championships')
  await page.getByRole('link', { name: /Estructura de la temporada/ }).click()
  await page
    .getByRole('heading', { level: 1, name: 'Estructura del Campeonato de Asturias' })
    .waitFor()

  // FAPA art. 47: registration. Only the registered fill the divisions (art. 55.2).
  await page.getByLabel('Fin del plazo de inscripción').fill('2026-01-15')
  await page.getByRole('button', { name: 'Guardar plazo' }).click()
  await page.getByText('Plazo hasta el 15/01/2026').waitFor()
  const register = async (name, day, count) => {
    await page.getByLabel('Jugador con licencia').selectOption({ label: name })
    await page.getByLabel('Fecha de inscripción').fill(day)
    await page.getByRole('button', { name: 'Inscribir' }).click()
    await page.getByRole('table', { name: `Inscritos: ${count}` }).waitFor()
  }
  await register('Alonso, Ana', '2026-01-10', 1)
  await register('Castro, Carla', '2026-01-15', 2)
  await register('Fuentes, Félix', '2026-01-20', 3)
  const fuentes = page
    .getByRole('table', { name: 'Inscritos: 3' })
    .getByRole('row', { name: /Fuentes/ })
  assert.match(
    await fuentes.textContent(),
    /20\/01\/2026 · fuera de plazo: se incorpora en la 2ª ronda/,
    'art. 47.2 late registration:',
  )
  const onlyRegistered = await divisionRows(page, '1ª división: 2 jugadores (se completa hasta 30)')
  assert.deepEqual(
    onlyRegistered,
    [
      'Alonso, Ana | 1ª por media FEDA 2150 (FAPA art. 55.2)',
      'Castro, Carla | 2ª por media FEDA 1900 (FAPA art. 55.2)1ª para completar 30 jugadores desde 2ª por Elo FEDA 1900 (FAPA art. 55.2)',
    ],
    '1st division filled from the registered players only (Blanco and Díaz are not registered):',
  )
  await page.getByRole('table', { name: '4ª división (zonales): 0 jugadores' }).waitFor()
  await screenshot('championship-registration')
  log('registration: 3 registered, 1st division filled only from them, the late one from round 2')
  for (const [k, name] of [
    'Blanco, Bruno',
    'Díaz, Darío',
    'Estrada, Eva',
    'García, Gil',
    'Iglesias, Inés',
  ].entries())
    await register(name, '2026-01-12', 4 + k)

  const first = await divisionRows(page, '1ª división: 4 jugadores (se completa hasta 30)')
  assert.deepEqual(
    first,
    [
      'Alonso, Ana | 1ª por media FEDA 2150 (FAPA art. 55.2)',
      'Blanco, Bruno | 1ª por media FEDA 2050 (FAPA art. 55.2)',
      'Castro, Carla | 2ª por media FEDA 1900 (FAPA art. 55.2)1ª para completar 30 jugadores desde 2ª por Elo FEDA 1900 (FAPA art. 55.2)',
      'Díaz, Darío | 2ª por media FEDA 1850 (FAPA art. 55.2)1ª para completar 30 jugadores desde 2ª por Elo FEDA 1850 (FAPA art. 55.2)',
    ],
    '1st division:',
  )
  const alonso = page
    .getByRole('table', { name: '1ª división: 4 jugadores (se completa hasta 30)' })
    .getByRole('row')
    .filter({ hasText: 'Alonso, Ana' })
  assert.equal(
    await alonso.locator('td').nth(3).textContent(),
    '2150Lista FEDA 01/11/2026',
    'FEDA rating with its source:',
  )
  const fourth = await divisionRows(page, '4ª división (zonales): 2 jugadores')
  assert.deepEqual(
    fourth,
    [
      'García, Gil | 4ª división: no alcanza otra (FAPA art. 55 4ª)',
      'Iglesias, Inés | 4ª división: no alcanza otra (FAPA art. 55 4ª)',
    ],
    '4th division (Hevia has no licence):',
  )
  await screenshot('championship-divisions')

  // Zonal of Siero from the finished Alfil tournament: 10 paired in round 2, one promoted.
  await page.getByLabel('Inicio de la 3ª división').fill('2026-01-10')
  await page.getByLabel('Sede', { exact: true }).selectOption('Siero')
  // Without its registered players the zonal is refused, with the reason beside the form.
  await page.getByRole('button', { name: 'Añadir zonal' }).click()
  await page
    .getByRole('alert')
    .filter({ hasText: 'Indique cuántos jugadores hay inscritos en el zonal (al menos uno).' })
    .waitFor()
  assert.equal(
    await page.getByRole('article', { name: 'Zonal de Siero' }).count(),
    0,
    'zonal without players refused:',
  )
  await page.getByLabel('Jugadores inscritos').fill('11')
  await page.getByRole('button', { name: 'Añadir zonal' }).click()
  const siero = page.getByRole('article', { name: 'Zonal de Siero' })
  await siero.getByText('Sede prevista en el reglamento. (FAPA art. 55.1.1)').waitFor()
  await siero.getByRole('radio', { name: 'De un torneo de Alfil' }).check()
  await siero.getByLabel('Torneo', { exact: true }).selectOption({ label: 'Zonal de Siero 2025' })
  await siero.getByRole('button', { name: 'Guardar la clasificación' }).click()
  const promotions = siero.getByRole('group', { name: 'Ascensos' })
  await promotions
    .getByText(
      '10 emparejados en la penúltima ronda: ascienden 1 (el 10 %, redondeando al entero superior). (FAPA art. 55.1.7)',
    )
    .waitFor()
  assert.deepEqual(await promotions.locator('li').allTextContents(), [
    'García, Gil → 3ª (FAPA art. 55.1.7)',
  ])
  await promotions
    .getByText(
      /El zonal terminó el 2025-11-08, antes del inicio de 3ª \(2026-01-10\): pueden jugar 3ª esta misma temporada/,
    )
    .waitFor()

  // The promoted player now has a 3rd-division right and is moved up to fill 2nd.
  const second = await divisionRows(page, '2ª división: 3 jugadores (se completa hasta 50)')
  assert.equal(
    second[2],
    'García, Gil | 3ª por ascenso desde el zonal (FAPA art. 55.1.7)2ª para completar 50 jugadores desde 3ª por Elo FEDA 1500 (FAPA art. 55.2)',
    'zonal winner in 2nd:',
  )

  // A zonal in another place with 14 players, its standings typed in.
  await page.getByLabel('Sede', { exact: true }).selectOption({ label: 'Otra localidad…' })
  await page.getByLabel('Localidad').fill('Llanes')
  await page.getByLabel('Jugadores inscritos').fill('14')
  await page.getByLabel('Último día del zonal').fill('2025-12-06')
  await page.getByRole('button', { name: 'Añadir zonal' }).click()
  const llanes = page.getByRole('article', { name: 'Zonal de Llanes' })
  await llanes
    .getByText(
      'Otra localidad con 14 jugadores: hacen falta al menos 15 para un zonal fuera de las sedes previstas. (FAPA art. 55.1.2)',
    )
    .waitFor()
  await llanes
    .getByLabel('Clasificación (un jugador por línea, del primero al último)')
    .fill('1. Iglesias, Inés\n2. Pérez, Nadie\n3. 5004\n4. Otro, Más')
  await llanes.getByLabel('Emparejados en la penúltima ronda').fill('23')
  await llanes.getByRole('button', { name: 'Guardar la clasificación' }).click()
  const typed = llanes.getByRole('group', { name: 'Ascensos' })
  await typed.getByText(/23 emparejados en la penúltima ronda: ascienden 3/).waitFor()
  assert.deepEqual(
    await typed.locator('li').allTextContents(),
    [
      'Iglesias, Inés → 3ª (FAPA art. 55.1.7)',
      'Pérez, Nadie → 3ª (FAPA art. 55.1.7) (no está en el registro: no recibe el derecho)',
      'Díaz, Darío → 3ª (FAPA art. 55.1.7)',
    ],
    'typed zonal promotions:',
  )
  // Díaz has 2nd by average and 3rd by the zonal: he plays the higher one, then fills 1st.
  const firstAfter = await divisionRows(page, '1ª división: 4 jugadores (se completa hasta 30)')
  assert.equal(
    firstAfter[3],
    'Díaz, Darío | 3ª por ascenso desde el zonal (FAPA art. 55.1.7)2ª por media FEDA 1850 (FAPA art. 55.2)juega la superior: 2ª (FAPA art. 55.2)1ª para completar 30 jugadores desde 2ª por Elo FEDA 1850 (FAPA art. 55.2)',
    'Díaz in 1st:',
  )
  const secondAfter = await divisionRows(page, '2ª división: 4 jugadores (se completa hasta 50)')
  assert.deepEqual(
    secondAfter,
    [
      'Estrada, Eva | 3ª por media FEDA 1700 (FAPA art. 55.2)2ª para completar 50 jugadores desde 3ª por Elo FEDA 1700 (FAPA art. 55.2)',
      'Fuentes, Félix | 3ª por media FEDA 1650 (FAPA art. 55.2)2ª para completar 50 jugadores desde 3ª por Elo FEDA 1650 (FAPA art. 55.2)',
      'García, Gil | 3ª por ascenso desde el zonal (FAPA art. 55.1.7)2ª para completar 50 jugadores desde 3ª por Elo FEDA 1500 (FAPA art. 55.2)',
      'Iglesias, Inés | 3ª por ascenso desde el zonal (FAPA art. 55.1.7)2ª para completar 50 jugadores desde 3ª por Elo FEDA 1400 (FAPA art. 55.2)',
    ],
    '2nd division after both zonals:',
  )
  const fourthAfter = await divisionRows(page, '4ª división (zonales): 0 jugadores')
  assert.deepEqual(fourthAfter, ['Ningún jugador. | Ningún jugador.'], '4th after both zonals:')
  await page
    .getByRole('heading', { name: 'Torneos zonales de 4ª división' })
    .scrollIntoViewIfNeeded()
  await screenshot('championship-zonals')
  log('divisions filled and promotions shown with their articles')

  // The zonal's rating preview: García 1800 beats 1700 (.64), 1650 (.70) and 1500 (.85).
  await page.goto(baseURL + 'ratings')
  await page
    .getByRole('link', { name: 'Previsión de variación de Elo de un torneo terminado' })
    .click()
  await page.getByRole('link', { name: 'Zonal de Siero 2025' }).click()
  await page
    .getByRole('heading', { level: 1, name: 'Previsión de Elo: Zonal de Siero 2025' })
    .waitFor()
  const table = page.getByRole('table', { name: 'Previsión por jugador' })
  const garcia = table.getByRole('row').filter({ hasText: 'García, Gil' }).first()
  const cells = await garcia.locator('td').allTextContents()
  // No., name, rating, games, points, expected 2.19, K, change .81 x 20 = 16.2 -> +16, new, performance
  assert.deepEqual(
    [cells[0], cells[1], cells[3], cells[4], cells[5], cells[7], cells[8]],
    ['1', 'García, Gil', '3', '3', '2,19', '+16', '1816'],
    'García preview:',
  )
  // Marked as a new player (fewer than 30 games), K is 40: .81 x 40 = 32.4 -> +32.
  await garcia.getByRole('checkbox', { name: 'García, Gil: menos de 30 partidas' }).check()
  await garcia.getByRole('cell', { name: '+32', exact: true }).waitFor()
  await garcia.getByRole('button', { name: 'Partidas de García, Gil' }).click()
  const games = page.getByRole('table', { name: 'Partidas de García, Gil' })
  await games.locator('tbody tr').nth(2).waitFor()
  assert.deepEqual(
    await games
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[6]?.textContent)),
    ['0,64', '0,70', '0,85'],
    'expected scores per game:',
  )
  await screenshot('rating-preview')
  log('rating preview: García +16 with K 20, +32 marked as a new player (K 40)')

  // A preview address whose tournament is gone says so under a heading, with the way back.
  await page.goto(baseURL + 'rating-preview/no-such-tournament')
  await page.getByRole('heading', { level: 1, name: 'Previsión de variación de Elo' }).waitFor()
  await page
    .getByText('Este torneo ya no existe en este dispositivo: puede que se haya borrado.')
    .waitFor()
  await page.getByRole('link', { name: '← Elegir otro torneo' }).click()
  await page
    .getByText(/Zonal de Siero 2025/)
    .first()
    .waitFor()
  await screenshot('rating-preview-missing')
  log('rating preview of a missing tournament: heading, message and link back')
}
