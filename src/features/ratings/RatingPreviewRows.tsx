import type { PreviewRow } from '../../domain/ratings/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { signed } from './previewModel.ts'

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
        <tr>
          <th scope="col">{t('ratings.pv_colRound')}</th>
          <th scope="col">{t('ratings.pv_colOpponent')}</th>
          <th scope="col" className="num">
            {t('ratings.pv_colRating')}
          </th>
          <th scope="col">{t('ratings.pv_colResult')}</th>
          <th scope="col" className="num">
            {t('ratings.pv_colDiff')}
          </th>
          <th scope="col" className="num">
            {t('ratings.pv_colDiffUsed')}
          </th>
          <th scope="col" className="num">
            {t('ratings.pv_colExpected')}
          </th>
          <th scope="col" className="num">
            {t('ratings.pv_colDelta')}
          </th>
        </tr>
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
