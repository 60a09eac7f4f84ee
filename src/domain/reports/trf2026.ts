import { DEFAULT_SCORING, type HalfPoints, type Scoring } from '../core/index.ts'
import {
  RATING_METHOD_TRF,
  snapshotOf,
  type IndividualTournament,
  type TournamentSettings,
} from '../tournament/index.ts'
import {
  trfFromTournament,
  writeTrf,
  type TrfHeaderRecord,
  type TrfNationalRecord,
  type TrfRecord,
} from '../trf/index.ts'
import { commentRecords } from './trfComments.ts'
import { withStandingRanks } from './individualStandings.ts'

/** What a TRF-2026 report needs besides the tournament itself. */
export interface Trf2026Options {
  /** Audit trail written as `###` comment lines after the manual pairing changes. */
  readonly log?: readonly string[]
  /** Date each round was played (ISO `YYYY-MM-DD`, index 0 = round 1) for record 132. */
  readonly roundDates?: readonly string[]
  /** Host federation of record 032 (three letters); omitted when empty. */
  readonly federation?: string
  /** Pairing program of record 182. */
  readonly program?: string
}

/** Federation code of the national (FEDA) rating lines. */
const NATIONAL_CODE = 'ESP'

const trfDate = (iso: string): string => iso.replaceAll('-', '/')

/**
 * ETT26 code of the tournament type (record 192); the Dutch edition follows the start date.
 * @see TRF-2026 ETT26 (fide-facts 3.2)
 */
export function ett26Type(system: TournamentSettings['system']): string {
  if (system === 'round-robin') return 'FIDE_ROUNDROBIN'
  if (system === 'double-round-robin') return 'FIDE_DOUBLEROUNDROBIN'
  return system === 'dutch-baku' ? 'FIDE_DUTCH_BAKU' : 'FIDE_DUTCH'
}

/**
 * A tie-break code in the MTB26 notation of records 202 and 212: modifiers after `/`
 * (`BH-C1` becomes `BH/C1`). @see TRF-2026 MTB26 (fide-facts 3.2), FIDE C.07 art. 14
 */
export function mtb26Code(code: string): string {
  return code.replaceAll('-', '/')
}

/**
 * The time control as record 222 writes it: periods `M/S`, `M/S+I`, `S` or `S+I` (seconds)
 * joined by `:`, from the minutes-and-seconds text arbiters type (`90+30`, `40/90+30:30+30`).
 * Null when the text is not in that form. @see TRF-2026 record 222 (fide-facts 3.2)
 */
export function encodeTimeControl(text: string): string | null {
  const clean = text.replace(/\s+|min|['"]/g, '')
  if (clean === '') return null
  const periods = clean.split(/[:,]/)
  const out: string[] = []
  for (const p of periods) {
    const m = /^(?:(\d+)\/)?(\d+)(?:\+(\d+)s?)?$/.exec(p)
    if (!m) return null
    const [, moves, minutes, increment] = m
    const base = `${moves ? `${moves}/` : ''}${Number(minutes) * 60}`
    out.push(increment === undefined ? base : `${base}+${Number(increment)}`)
  }
  return out.join(':')
}

/**
 * Record 162 when the scoring differs from 1 / ½ / 0 with a PAB worth a win; symbol A carries
 * the zero-point bye, which TRF-2026 also gives to a forfeit loss. @see TRF-2026 record 162
 */
export function gamePoints(s: Scoring): TrfRecord[] {
  const d = DEFAULT_SCORING
  const same =
    s.win === d.win &&
    s.draw === d.draw &&
    s.loss === d.loss &&
    s.pab === s.win &&
    s.zeroBye === d.zeroBye &&
    (s.forfeitLoss ?? s.loss) === s.zeroBye
  if (same) return []
  const value = (symbol: string, points: HalfPoints) => ({ symbol, points })
  return [
    {
      kind: 'game-points',
      values: [
        value('W', s.win),
        value('D', s.draw),
        value('L', s.loss),
        value('A', s.zeroBye),
        value('P', s.pab),
      ],
    },
  ]
}

function nationalLines(t: IndividualTournament): TrfNationalRecord[] {
  return t.entrants
    .filter((e) => e.fedaRating > 0 || e.fedaId !== '')
    .map((e) => ({
      kind: 'national',
      code: NATIONAL_CODE,
      startNo: e.startNo,
      sex: e.sex ?? '',
      title: e.title,
      name: e.name,
      rating: e.fedaRating > 0 ? e.fedaRating : null,
      federation: e.federation,
      fideId: e.fedaId,
      birthDate: e.birthDate,
      points: null,
      rank: null,
      rounds: [],
    }))
}

function headers(t: IndividualTournament, o: Trf2026Options, nrs: boolean): TrfRecord[] {
  const s = t.settings
  const h = (code: TrfHeaderRecord['code'], value: string): TrfRecord[] =>
    value.trim() === '' ? [] : [{ kind: 'header', code, value }]
  const dates = (o.roundDates ?? []).slice(0, t.rounds.length)
  const tiebreaks = s.tiebreaks.map(mtb26Code)
  return [
    ...h('012', s.name),
    ...h('022', s.place),
    ...h('032', o.federation ?? ''),
    ...h('042', trfDate(s.startDate)),
    ...h('052', trfDate(s.endDate)),
    ...h('062', String(t.entrants.length)),
    ...h('072', String(t.entrants.filter((e) => e.fideRating > 0).length)),
    ...h('092', ett26Type(s.system)),
    ...h('102', s.chiefArbiter),
    ...s.deputyArbiters.flatMap((d) => h('112', d)),
    ...h('122', s.timeControl),
    ...(dates.some((d) => d !== '')
      ? [{ kind: 'round-dates' as const, dates: dates.map((d) => trfDate(d).slice(2)) }]
      : []),
    ...h('142', String(s.totalRounds)),
    ...h('152', s.initialColour === 'white' ? 'W' : 'B'),
    ...gamePoints(s.scoring),
    // The tournament rating method when the arbiter chose one; otherwise FAPA art. 28 (FIDE
    // rating, title, FEDA rating, name) and drawn round-robin numbers are none of the named
    // starting-rank methods.
    ...(s.ratingMethod
      ? h('172', RATING_METHOD_TRF[s.ratingMethod])
      : nrs
        ? h('172', 'OTHER')
        : []),
    ...h('182', o.program ?? 'Alfil'),
    ...h('192', ett26Type(s.system)),
    ...h('202', tiebreaks.join(' ')),
    ...h('212', ['PTS', ...tiebreaks].join(' ')),
    ...h('222', encodeTimeControl(s.timeControl) ?? ''),
  ]
}

/**
 * The FIDE/FEDA rating report of a tournament as a TRF-2026 file: the mandatory rating records
 * (012 022 032 042 052 102 132), the title-event records (182 192 202 212), 142 rounds, 152
 * initial colour, 162 when the scoring is not 1-½-0, 222 encoded time control, the `001` player
 * lines, national (FEDA) rating lines with code ESP, and the manual pairing changes and the log
 * as `###` comments. Rounds still in progress are left out.
 * @see FIDE TRF-2026 (fide-facts 3.2), FIDE C.02 (2026), FAPA art. 41.h
 */
export function tournamentToTrf2026(t: IndividualTournament, options: Trf2026Options = {}): string {
  const base = trfFromTournament(snapshotOf(t), ett26Type(t.settings.system))
  const players = withStandingRanks(t, base.records).filter((r) => r.kind === 'player')
  const nrs = nationalLines(t)
  const comments = commentRecords(t, options.log ?? [])
  return writeTrf({
    records: [...headers(t, options, nrs.length > 0), ...players, ...nrs, ...comments],
  })
}
