import type { PreviewRow } from '../../domain/ratings/index.ts'
import { useT, type MessageKey, type TFunction } from '../../i18n/index.ts'
import { DataTable, type DataColumn } from '../../ui/DataTable.tsx'
import { signed } from './previewModel.ts'

/** How the preview shows figures, and what the arbiter may do on a player's line. */
export interface PreviewLineControls {
  readonly h: (n: number) => string
  readonly points: (hp: number) => string
  readonly isNew: (startNo: number) => boolean
  readonly onToggleNew: (startNo: number) => void
  readonly isOpen: (startNo: number) => boolean
  readonly onOpen: (startNo: number) => void
}

/** What stands in the change column: the change, or the first rating with why it is (not) one. */
function changeText(t: TFunction, r: PreviewRow): string {
  const first = r.initial
  if (r.change !== null) return signed(r.change)
  if (first?.rating == null) return '—'
  return t(first.published ? 'ratings.pv_first' : 'ratings.pv_firstUnpublished', {
    rating: first.rating,
    why: first.issues.map((i) => t(`ratings.pv_issue_${i.slice(7)}` as MessageKey)).join('; '),
  })
}

/** The columns of a player's line of the preview, in the order of FIDE B.02 art. 8.3. */
export function playerColumns(t: TFunction, c: PreviewLineControls): DataColumn<PreviewRow>[] {
  return [
    { id: 'no', header: t('ratings.pv_colNo'), value: (r) => r.startNo, numeric: true },
    { id: 'name', header: t('ratings.colName'), value: (r) => r.name },
    {
      id: 'rating',
      header: t('ratings.pv_colRating'),
      value: (r) => r.rating,
      numeric: true,
      cell: (r) => (
        <>
          {r.rating ?? '—'}
          <br />
          <span className="muted">{t(`ratings.pv_from_${r.ratingFrom}` as MessageKey)}</span>
        </>
      ),
    },
    { id: 'games', header: t('ratings.pv_colGames'), value: (r) => r.ratedGames, numeric: true },
    {
      id: 'score',
      header: t('ratings.pv_colScore'),
      value: (r) => c.points(r.ratedScore),
      numeric: true,
    },
    {
      id: 'expected',
      header: t('ratings.pv_colExpected'),
      value: (r) => (r.k ? c.h(r.expectedSum) : '—'),
      numeric: true,
    },
    {
      id: 'k',
      header: t('ratings.pv_colK'),
      value: (r) => r.k?.k ?? null,
      cell: (r) =>
        r.k ? (
          <>
            {r.k.k} <span className="muted">{t(`ratings.pv_k_${r.k.reason}` as MessageKey)}</span>
            {r.k.capped && <span className="muted"> {t('ratings.pv_kCapped')}</span>}
            <br />
            <label>
              <input
                type="checkbox"
                checked={c.isNew(r.startNo)}
                onChange={() => c.onToggleNew(r.startNo)}
                aria-label={t('ratings.pv_newPlayer', { name: r.name })}
              />{' '}
              {t('ratings.pv_newPlayerShort')}
            </label>
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'change',
      header: t('ratings.pv_colChange'),
      value: (r) => changeText(t, r),
      numeric: true,
    },
    { id: 'new', header: t('ratings.pv_colNew'), value: (r) => r.newRating ?? '—', numeric: true },
    {
      id: 'performance',
      header: t('ratings.pv_colPerformance'),
      value: (r) => r.performance ?? '—',
      numeric: true,
    },
    {
      id: 'detail',
      header: t('ratings.pv_colDetail'),
      value: () => null,
      cell: (r) => (
        <button
          type="button"
          aria-expanded={c.isOpen(r.startNo)}
          onClick={() => c.onOpen(r.startNo)}
        >
          {t('ratings.pv_games', { name: r.name })}
        </button>
      ),
    },
  ]
}

type Game = PreviewRow['games'][number]

/** Each game of a player with the B.02 figures. */
export function GamesTable({ r, h }: { r: PreviewRow; h: (n: number) => string }) {
  const t = useT()
  // A game that does not count for the change says why across the four figures it stands for.
  const figures = (g: Game) => g.rated && Boolean(r.k)
  const reason = (g: Game) =>
    g.reason
      ? t(`ratings.pv_reason_${g.reason.slice(7)}` as MessageKey)
      : g.rated
        ? t('ratings.pv_forFirstRating')
        : '—'
  const columns: DataColumn<Game>[] = [
    { id: 'round', header: t('ratings.pv_colRound'), value: (g) => g.round, numeric: true },
    { id: 'opponent', header: t('ratings.pv_colOpponent'), value: (g) => g.opponentName },
    {
      id: 'rating',
      header: t('ratings.pv_colRating'),
      value: (g) => g.opponentRating ?? '—',
      numeric: true,
    },
    {
      id: 'result',
      header: t('ratings.pv_colResult'),
      value: (g) => t(`ratings.pv_outcome_${g.outcome}` as MessageKey),
    },
    {
      id: 'difference',
      header: t('ratings.pv_colDiff'),
      value: (g) => (figures(g) ? g.difference : reason(g)),
      headerClassName: 'num',
      span: (g) => (figures(g) ? 1 : 4),
      className: (g) => (figures(g) ? 'num' : 'muted'),
    },
    {
      id: 'differenceUsed',
      header: t('ratings.pv_colDiffUsed'),
      value: (g) => g.differenceUsed,
      numeric: true,
      cell: (g) => (
        <>
          {g.differenceUsed}
          {g.capped && <span className="muted"> {t('ratings.pv_capped400')}</span>}
        </>
      ),
    },
    {
      id: 'expected',
      header: t('ratings.pv_colExpected'),
      value: (g) => h(g.expected),
      numeric: true,
    },
    { id: 'delta', header: t('ratings.pv_colDelta'), value: (g) => h(g.delta), numeric: true },
  ]
  return (
    <DataTable
      layout="static"
      className="ch-table ch-preview-games"
      label={t('ratings.pv_gamesOf', { name: r.name })}
      rows={r.games}
      rowId={(g) => String(g.round)}
      columns={columns}
    />
  )
}
