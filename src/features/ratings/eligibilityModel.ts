/** Maps registry rows to the championship rules and back to words for the eligibility screen. */
import type { LicenceRow, PlayerRow, SeasonRow } from '../../db/schema.ts'
import {
  ART_55_SIZES,
  type ChampionshipPlayer,
  type ChampionshipRef,
  type DivisionSettings,
  type EligibilityReason,
} from '../../domain/federation/championships/index.ts'
import { isMessageKey, type TFunction } from '../../i18n/index.ts'

/** Every championship of a season, in the order of the regulation (art. 55-62). */
export const SEASON_CHAMPIONSHIPS: readonly { id: string; ref: ChampionshipRef }[] = [
  { id: 'final1', ref: { kind: 'final', division: 1 } },
  { id: 'final2', ref: { kind: 'final', division: 2 } },
  { id: 'final3', ref: { kind: 'final', division: 3 } },
  { id: 'zonal', ref: { kind: 'zonal' } },
  { id: 'U10', ref: { kind: 'age', category: 'U10' } },
  { id: 'U12', ref: { kind: 'age', category: 'U12' } },
  { id: 'U14', ref: { kind: 'age', category: 'U14' } },
  { id: 'U16', ref: { kind: 'age', category: 'U16' } },
  { id: 'U18', ref: { kind: 'age', category: 'U18' } },
  { id: 'veterans', ref: { kind: 'age', category: 'veterans' } },
  { id: 'rapid', ref: { kind: 'rapid' } },
  { id: 'blitz', ref: { kind: 'blitz' } },
]

/** The season circular's figures, kept as a setting; no thresholds until the arbiter sets them. */
export interface DivisionSettingsRow {
  readonly key: 'divisionSettings'
  readonly settings: DivisionSettings
}

export const DEFAULT_DIVISION_SETTINGS: DivisionSettings = {
  bases: { fide: 1400, feda: 1400 },
  ratingEntry: {
    1: { minFideAverage: null, minFedaAverage: null },
    2: { minFideAverage: null, minFedaAverage: null },
    3: { minFideAverage: null, minFedaAverage: null },
  },
  ...ART_55_SIZES,
}

/** A registry player as the championship rules see him or her for `season`. */
export function championshipPlayer(
  p: PlayerRow,
  licences: readonly LicenceRow[],
  season: SeasonRow,
  name: string,
): ChampionshipPlayer {
  return {
    id: p.id,
    name,
    sex: p.sex,
    birthYear: p.birthDate ? Number(p.birthDate.slice(0, 4)) : null,
    licensed: licences.some(
      (l) => l.kind === 'player' && l.holderId === p.id && l.seasonId === season.id,
    ),
    ratings: [{ fide: p.ratingStandard, feda: p.ratingFeda }],
  }
}

/** "24 on 31 December (at most 18) (FAPA art. 58)". */
export function reasonText(t: TFunction, r: EligibilityReason): string {
  const key = `ratings.reason_${r.code}`
  const text = isMessageKey(key) ? t(key, r.params) : r.code
  return `${text} (${r.article})`
}
