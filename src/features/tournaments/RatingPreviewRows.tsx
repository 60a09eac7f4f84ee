import type { PreviewRow } from '../../domain/ratings/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { signed } from './previewModel.ts'

/** A column of a preview table: its heading, and whether it holds figures. */
type Column = { key: MessageKey; num?: boolean }

/** The columns of the player lines, in the order `PlayerLine` fills them. */
export const PLAYER_COLUMNS: readonly Column[] = [
  { key: 'ratings.pv_colNo' },
  { key: 'ratings.colName' },
  { key: 'ratings.pv_colRating', num: true },
  { key: 'ratings.pv_colGames', num: true },
  { key: 'ratings.pv_colScore', num: true },
  { key: 'ratings.pv_colExpected', num: true },
  { key: 'ratings.pv_colK' },
  { key: 'ratings.pv_colChange', num: true },
  { key: 'ratings.pv_colNew', num: true },
  { key: 'ratings.pv_colPerformance', num: true },
  { key: 'ratings.pv_colDetail' },
]

/** The columns of a player's games, in the order `GamesTable` fills them. */
const GAME_COLUMNS: readonly Column[] = [
  { key: 'ratings.pv_colRound' },
  { key: 'ratings.pv_colOpponent' },
  { key: 'ratings.pv_colRating', num: true },
  { key: 'ratings.pv_colResult' },
  { key: 'ratings.pv_colDiff', num: true },
  { key: 'ratings.pv_colDiffUsed', num: true },
  { key: 'ratings.pv_colExpected', num: true },
  { key: 'ratings.pv_colDelta', num: true },
]

/** The header row of a preview table; columns of figures are aligned as numbers. */
export function HeadRow({ cols }: { cols: readonly Column[] }) {
  const t = useT()
  return (
    <tr>
      {cols.map((c) => (
        <th key={c.key} scope="col" className={c.num ? 'num' : undefined}>
          {t(c.key)}
        </th>
      ))}
    </tr>
  )
}

/** One player's line of the preview. */
export function PlayerLine({
  r,
  h,
  points,
  isNew,
  onToggleNew,
  open,
  onOpen,
}: {
  r: PreviewRow
  h: (n: number) => string
  points: (hp: number) => string
  isNew: boolean
  onToggleNew: () => void
  open: boolean
  onOpen: () => void
}) {
  const t = useT()
  const first = r.initial
  return (
    <tr>
      <td className="num">{r.startNo}</td>
      <td>{r.name}</td>
      <td className="num">
        {r.rating ?? '—'}
        <br />
        <span className="muted">{t(`ratings.pv_from_${r.ratingFrom}` as MessageKey)}</span>
      </td>
      <td className="num">{r.ratedGames}</td>
      <td className="num">{points(r.ratedScore)}</td>
      <td className="num">{r.k ? h(r.expectedSum) : '—'}</td>
      <td>
        {r.k ? (
          <>
            {r.k.k} <span className="muted">{t(`ratings.pv_k_${r.k.reason}` as MessageKey)}</span>
            {r.k.capped && <span className="muted"> {t('ratings.pv_kCapped')}</span>}
            <br />
            <label>
              <input
                type="checkbox"
                checked={isNew}
                onChange={onToggleNew}
                aria-label={t('ratings.pv_newPlayer', { name: r.name })}
              />{' '}
              {t('ratings.pv_newPlayerShort')}
            </label>
          </>
        ) : (
          '—'
        )}
      </td>
      <td className="num">
        {r.change !== null
          ? signed(r.change)
          : first?.rating != null
            ? t(first.published ? 'ratings.pv_first' : 'ratings.pv_firstUnpublished', {
                rating: first.rating,
                why: first.issues
                  .map((i) => t(`ratings.pv_issue_${i.slice(7)}` as MessageKey))
                  .join('; '),
              })
            : '—'}
      </td>
      <td className="num">{r.newRating ?? '—'}</td>
      <td className="num">{r.performance ?? '—'}</td>
      <td>
        <button type="button" aria-expanded={open} onClick={onOpen}>
          {t('ratings.pv_games', { name: r.name })}
        </button>
      </td>
    </tr>
  )
}

/** Each game of a player with the B.02 figures. */
export function GamesTable({ r, h }: { r: PreviewRow; h: (n: number) => string }) {
  const t = useT()
  return (
    <table
      className="ch-table ch-preview-games"
      aria-label={t('ratings.pv_gamesOf', { name: r.name })}
    >
      <thead>
        <HeadRow cols={GAME_COLUMNS} />
      </thead>
      <tbody>
        {r.games.map((g) => (
          <tr key={g.round}>
            <td className="num">{g.round}</td>
            <td>{g.opponentName}</td>
            <td className="num">{g.opponentRating ?? '—'}</td>
            <td>{t(`ratings.pv_outcome_${g.outcome}` as MessageKey)}</td>
            {g.rated && r.k ? (
              <>
                <td className="num">{g.difference}</td>
                <td className="num">
                  {g.differenceUsed}
                  {g.capped && <span className="muted"> {t('ratings.pv_capped400')}</span>}
                </td>
                <td className="num">{h(g.expected)}</td>
                <td className="num">{h(g.delta)}</td>
              </>
            ) : (
              <td colSpan={4} className="muted">
                {g.reason
                  ? t(`ratings.pv_reason_${g.reason.slice(7)}` as MessageKey)
                  : g.rated
                    ? t('ratings.pv_forFirstRating')
                    : '—'}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
