/**
 * A club's season licences from the imported FEDA list: the players the official picked from the
 * list, each checked as the licence rules say before anything is written. A player already in
 * the registry (same FEDA or FIDE id) gets only the licence; one not yet there becomes a registry
 * player from the list's row and gets the licence with him.
 * @see FAPA art. 3.1 (licences of the season), art. 6 a, 6 b (one club per player and season)
 */
import { EMPTY_PLAYER_INPUT } from './registryImport.ts'
import type { FieldError } from './errors.ts'
import { checkLicenceRequest, type LicenceFact } from './licence.ts'
import {
  validatePlayer,
  type PlayerData,
  type PlayerInput,
  type PlayerNeighbour,
} from './player.ts'
import type { SeasonSpan } from './season.ts'

/** What the FEDA list says of a player (a row of the list in use). */
export interface FedaListEntry {
  readonly key: string
  readonly fedaId: string | null
  readonly fideId: number | null
  /** "Surnames, Given name" as the list writes it. */
  readonly name: string
  readonly rating: number | null
  readonly birthYear: number | null
  readonly sex: 'M' | 'F' | null
}

/** A registry player as the plan needs him: his id and identifiers. */
export interface RegistryPlayerIds extends PlayerNeighbour {
  readonly id: string
}

/** One picked player: what will be written, or why nothing of him will be. */
export interface FedaLicenceLine {
  readonly entry: FedaListEntry
  /** 'licence': a registry player gets the licence; 'new-player': the player and his licence. */
  readonly action: 'licence' | 'new-player' | null
  /** The registry player when he is already there. */
  readonly playerId: string | null
  /** The registry record to create for a new player. */
  readonly data: PlayerData | null
  readonly errors: readonly FieldError[]
}

/** The list's "Surnames, Given name" as the registry's form: first surname, the rest, given name. */
export function fedaNameToInput(
  name: string,
): Pick<PlayerInput, 'givenName' | 'firstSurname' | 'secondSurname'> {
  const comma = name.indexOf(',')
  const surnames = (comma < 0 ? name : name.slice(0, comma)).trim().split(/\s+/).filter(Boolean)
  return {
    givenName: comma < 0 ? '' : name.slice(comma + 1).trim(),
    firstSurname: surnames[0] ?? '',
    secondSurname: surnames.slice(1).join(' '),
  }
}

/** The registry form of a list row: names, sex, FEDA and FIDE ids, FEDA rating (Spanish federation). */
export function fedaEntryInput(e: FedaListEntry): PlayerInput {
  return {
    ...EMPTY_PLAYER_INPUT,
    ...fedaNameToInput(e.name),
    sex: e.sex ?? '',
    fedaId: e.fedaId ?? '',
    fideId: e.fideId === null ? '' : String(e.fideId),
    ratingFeda: e.rating === null ? '' : String(e.rating),
  }
}

const sameId = (a: number | null, b: number | null): boolean => a !== null && a === b

/**
 * Plans the licences of `clubId` for the season: one line per picked row, in the order given.
 * Each licence is checked against those already issued and those planned above it, so a player
 * picked twice or holding another club's licence this season is refused with the article's
 * reason (art. 6 b), and a season that has ended issues none (art. 3.1).
 * @see FAPA art. 3.1, 6 a, 6 b
 */
export function planFedaLicences(
  entries: readonly FedaListEntry[],
  registry: {
    readonly players: readonly RegistryPlayerIds[]
    readonly licences: readonly LicenceFact[]
  },
  clubId: string,
  season: SeasonSpan,
  today: string,
): FedaLicenceLine[] {
  const neighbours: PlayerNeighbour[] = [...registry.players]
  const licences: LicenceFact[] = [...registry.licences]
  return entries.map((entry, i): FedaLicenceLine => {
    const fedaId = entry.fedaId !== null && /^\d+$/.test(entry.fedaId) ? Number(entry.fedaId) : null
    const known = registry.players.find(
      (p) => sameId(p.fedaId, fedaId) || sameId(p.fideId, entry.fideId),
    )
    const errors: FieldError[] = []
    let data: PlayerData | null = null
    if (!known) {
      const checked = validatePlayer(fedaEntryInput(entry), neighbours, today)
      if (checked.ok) data = checked.value
      else errors.push(...checked.error)
    }
    // A player picked twice is found by his ids among the lines planned above.
    const holderId = known?.id ?? `new:${entry.fedaId ?? entry.fideId ?? i}`
    const request = { seasonId: season.id, kind: 'player' as const, holderId, clubId }
    const licence = checkLicenceRequest(request, season, licences, today)
    if (!licence.ok) errors.push(...licence.error)
    const ok = errors.length === 0
    if (ok) {
      licences.push({ id: `planned:${i}`, ...request })
      if (data) neighbours.push({ fideId: data.fideId, fedaId: data.fedaId })
    }
    return {
      entry,
      action: ok ? (known ? 'licence' : 'new-player') : null,
      playerId: known?.id ?? null,
      data: ok ? data : null,
      errors,
    }
  })
}
