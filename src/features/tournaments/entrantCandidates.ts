import type { PlayerRow } from '../../db/schema.ts'
import { listName } from '../../domain/federation/index.ts'
import { highestTitle, sortTitles } from '../../domain/norms/index.ts'
import type { FedaListRow, FideListRow, RatingSource } from '../../domain/ratings/index.ts'
import { fideRatingFor, type NewEntrant, type RatingType } from '../../domain/tournament/index.ts'

/** A player found by the registration search, ready to register, with where the rating is from. */
export interface Candidate {
  readonly key: string
  readonly entrant: NewEntrant
  /** The source of the rating the tournament uses (FIDE list, FEDA list or the registry). */
  readonly source: RatingSource | null
}

/** The FIDE federation of every player of the Spanish federation's (FEDA) rating list. */
const FEDA_FEDERATION = 'ESP'

const fedaRatingOf = (row: FedaListRow, type: RatingType): number | null =>
  type === 'rapid' ? row.rapid : type === 'blitz' ? row.blitz : row.rating

/** A FIDE list player, with the FEDA id, rating and club of the FEDA list row of the same FIDE id. */
export function fromFideList(row: FideListRow, type: RatingType, feda?: FedaListRow): Candidate {
  const titles = sortTitles([row.title, row.womanTitle])
  return {
    key: `fide:${row.fideId}`,
    entrant: {
      registryId: null,
      name: row.name,
      ...(row.sex ? { sex: row.sex === 'F' ? 'w' : 'm' } : {}),
      title: highestTitle(titles),
      ...(titles.length > 1 ? { titles } : {}),
      federation: row.federation,
      ...(feda?.club ? { club: feda.club } : {}),
      fideId: String(row.fideId),
      fedaId: feda?.fedaId ?? '',
      // The event's own list, else the fallback sequence, as for a registry player.
      ...fideRatingFor(
        { ratingStandard: row.standard, ratingRapid: row.rapid, ratingBlitz: row.blitz },
        type,
      ),
      fedaRating: feda ? (fedaRatingOf(feda, type) ?? 0) : 0,
      birthDate: row.birthYear ? String(row.birthYear) : '',
    },
    source: { kind: 'fide-list', listDate: row.listDate },
  }
}

/**
 * A FEDA list player who is not in the FIDE list shown. The list's federation column is the
 * player's territorial federation within Spain ("AST", "MAD"), not a FIDE federation: a FEDA
 * player is entered as ESP (TRF 001 federation), and the territorial code stays on the list.
 */
export function fromFedaList(row: FedaListRow, type: RatingType): Candidate {
  return {
    key: `feda:${row.key}`,
    entrant: {
      registryId: null,
      name: row.name,
      ...(row.sex ? { sex: row.sex === 'F' ? 'w' : 'm' } : {}),
      title: '',
      federation: FEDA_FEDERATION,
      ...(row.club ? { club: row.club } : {}),
      fideId: row.fideId ? String(row.fideId) : '',
      fedaId: row.fedaId ?? '',
      fideRating: 0,
      fedaRating: fedaRatingOf(row, type) ?? 0,
      birthDate: row.birthYear ? String(row.birthYear) : '',
    },
    source: { kind: 'feda-list', listDate: row.listDate },
  }
}

/** A player of this device's registry. */
export function fromRegistry(p: PlayerRow, type: RatingType): Candidate {
  return {
    key: `registry:${p.id}`,
    entrant: {
      registryId: p.id,
      name: listName(p),
      sex: p.sex === 'F' ? 'w' : 'm',
      title: p.title ?? '',
      ...(p.titles && p.titles.length > 1 ? { titles: [...p.titles] } : {}),
      federation: p.federation,
      fideId: p.fideId ? String(p.fideId) : '',
      fedaId: p.fedaId ? String(p.fedaId) : '',
      // The event's own list, else the fallback sequence; the list used is kept. @see src/domain/tournament/eventRating.ts
      ...fideRatingFor(p, type),
      fedaRating: p.ratingFeda ?? 0,
      birthDate: p.birthDate ?? '',
    },
    source: null,
  }
}

/**
 * One list of what the search found: registry players first (they carry birth dates and the
 * registry link), then FIDE list players not among them (with their FEDA row when the FEDA list
 * has the same FIDE id), then FEDA list players in neither.
 */
export function mergeCandidates(
  registry: readonly PlayerRow[],
  fide: readonly FideListRow[],
  feda: readonly FedaListRow[],
  type: RatingType,
): Candidate[] {
  const out: Candidate[] = registry.map((p) => fromRegistry(p, type))
  const fideIds = new Set(out.map((c) => c.entrant.fideId).filter(Boolean))
  const fedaIds = new Set(out.map((c) => c.entrant.fedaId).filter(Boolean))
  const fedaByFide = new Map(feda.flatMap((r) => (r.fideId ? [[String(r.fideId), r]] : [])))
  for (const row of fide) {
    if (fideIds.has(String(row.fideId))) continue
    const c = fromFideList(row, type, fedaByFide.get(String(row.fideId)))
    fideIds.add(c.entrant.fideId)
    if (c.entrant.fedaId) fedaIds.add(c.entrant.fedaId)
    out.push(c)
  }
  for (const row of feda) {
    if ((row.fideId && fideIds.has(String(row.fideId))) || (row.fedaId && fedaIds.has(row.fedaId)))
      continue
    out.push(fromFedaList(row, type))
  }
  return out
}
