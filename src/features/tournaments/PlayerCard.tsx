import { isPlayed, pointsFor } from '../../domain/core/index.ts'
import { dpForPercent, percentHundredths } from '../../domain/ratings/index.ts'
import { playerCardRounds } from '../../domain/reports/index.ts'
import { snapshotOf, type IndividualTournament } from '../../domain/tournament/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { DataTable } from '../../ui/DataTable.tsx'

/**
 * The player's games: opponent, colour, result and float of each round, and the performance; the
 * caller gives it its title (the standings open it in a dialog beside the player's row).
 */
export function PlayerCard({ doc, startNo }: { doc: IndividualTournament; startNo: number }) {
  const t = useT()
  const snap = snapshotOf(doc)
  const p = snap.players.find((x) => x.startNo === startNo)
  if (!p) return null
  const rounds = playerCardRounds(snap, startNo)
  const name = (no: number | null) =>
    no === null ? '—' : (snap.players.find((x) => x.startNo === no)?.name ?? `#${no}`)
  const played = p.rounds.filter((e) => e && isPlayed(e.outcome))
  const rated = played.flatMap((e) => {
    const o = snap.players.find((x) => x.startNo === e?.opponent)
    return o && o.rating > 0 && e ? [{ rating: o.rating, hp: pointsFor(e.outcome) }] : []
  })
  const ra = rated.length ? Math.round(rated.reduce((s, x) => s + x.rating, 0) / rated.length) : 0
  const hp = rated.reduce((s, x) => s + x.hp, 0)
  const perf = rated.length ? ra + dpForPercent(percentHundredths(hp, rated.length)) : null
  const colour = (c: string | null) =>
    c === 'white' ? t('tournaments.white') : c === 'black' ? t('tournaments.black') : '—'
  const floatText = (f: string | null) =>
    f === 'up' ? t('tournaments.floatUp') : f === 'down' ? t('tournaments.floatDown') : ''
  return (
    <>
      <DataTable
        layout="static"
        className="simple-table"
        label={t('tournaments.playerCard', { name: p.name })}
        rows={rounds}
        rowId={(r) => String(r.round)}
        columns={[
          { id: 'round', header: t('tournaments.cardRound'), value: (r) => r.round, numeric: true },
          {
            id: 'opponent',
            header: t('tournaments.cardOpponent'),
            value: (r) => name(r.opponent),
            cell: (r) => (
              <>
                {r.opponent !== null && <span className="no">{r.opponent}</span>} {name(r.opponent)}
              </>
            ),
          },
          { id: 'colour', header: t('tournaments.cardColour'), value: (r) => colour(r.colour) },
          {
            id: 'result',
            header: t('tournaments.cardResult'),
            value: (r) => t(`tournaments.outcome_${r.outcome}` as MessageKey),
          },
          {
            id: 'float',
            header: t('tournaments.cardFloat'),
            value: (r) => floatText(r.float),
            className: (r) => (r.float ? `float-${r.float}` : undefined),
          },
        ]}
      />
      <p>
        {t('tournaments.colours')}:{' '}
        {p.rounds
          .map((e) =>
            e?.colour === 'white'
              ? t('tournaments.letterWhite').toUpperCase()
              : e?.colour === 'black'
                ? t('tournaments.letterBlack').toUpperCase()
                : '-',
          )
          .join('')}{' '}
        · {t('tournaments.floatsSummary')}:{' '}
        {rounds.map((r) => (r.float === 'up' ? '↑' : r.float === 'down' ? '↓' : '·')).join('')} ·{' '}
        {t('tournaments.performance')}: {perf ?? '—'}
      </p>
    </>
  )
}
