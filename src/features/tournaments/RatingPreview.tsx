import './tournaments.css'
import { screenDate } from '../../i18n/format.ts'
import { useMemo, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { Link, useParams } from 'react-router'
import { db } from '../../db/db.ts'
import { previewIndividualTournament } from '../../domain/ratings/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { useLocaleStore } from '../../i18n/localeStore.ts'
import { isTournamentFinished } from '../../domain/tournament/index.ts'
import { useTournament, useTournaments } from './useTournament.ts'
import {
  formatHalfPoints,
  formatHundredths,
  knownRatingsOf,
  ratingFactsOf,
} from './previewModel.ts'
import { DataTable } from '../../ui/DataTable.tsx'
import { GamesTable, playerColumns } from './RatingPreviewRows.tsx'

/**
 * End-of-tournament rating preview: without an id, the tournaments to choose from; with one, each
 * player's expected score, K and change per FIDE B.02 art. 8.3 (or first rating, art. 8.2).
 */
export default function RatingPreview() {
  const { id } = useParams()
  return id ? <TournamentPreview id={id} /> : <TournamentChoice />
}

function TournamentChoice() {
  const t = useT()
  const rows = useTournaments()
  return (
    <section className="page">
      <h1>{t('ratings.pv_title')}</h1>
      <p className="lead">{t('ratings.pv_choose')}</p>
      <ul>
        {(rows ?? []).map(({ row: r, doc }) => (
          <li key={r.id}>
            {isTournamentFinished(doc) ? (
              <Link to={`/rating-preview/${r.id}`}>{r.name}</Link>
            ) : (
              <span className="muted">{t('ratings.st_unfinished', { name: r.name })}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function TournamentPreview({ id }: { id: string }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const read = useTournament(id)
  const row = read === undefined ? undefined : read?.ok ? read.tournament : null
  const players = useLiveQuery(() => db.players.toArray())
  const [newPlayers, setNewPlayers] = useState<ReadonlySet<number>>(new Set())
  const [open, setOpen] = useState<number | null>(null)
  const preview = useMemo(() => {
    if (!row || !players) return null
    return previewIndividualTournament(
      row.doc,
      knownRatingsOf(row.doc, players),
      ratingFactsOf(row.doc, newPlayers),
    )
  }, [row, players, newPlayers])
  if (row === undefined || players === undefined) return <p>{t('common.loading')}</p>
  if (row === null)
    return (
      <section className="page">
        <h1>{t('ratings.pv_title')}</h1>
        <p>{t('ratings.pv_missing')}</p>
        <p>
          <Link to="/rating-preview">{t('ratings.pv_backToList')}</Link>
        </p>
      </section>
    )
  const h = (n: number) => formatHundredths(n, locale)
  const points = (hp: number) => formatHalfPoints(hp, locale)
  const toggleNew = (no: number) =>
    setNewPlayers((s) => {
      const next = new Set(s)
      if (next.has(no)) next.delete(no)
      else next.add(no)
      return next
    })
  return (
    <section className="page">
      <h1>{t('ratings.pv_titleOf', { name: row.row.name })}</h1>
      <p>
        <Link to="/rating-preview">{t('ratings.pv_back')}</Link>
      </p>
      {!preview || !preview.ok ? (
        <p className="hint-warn">{t('ratings.pv_notFinished')}</p>
      ) : (
        <>
          <p className="lead">
            {t('ratings.pv_header', {
              kind: t(`ratings.pv_kind_${preview.value.kind}` as MessageKey),
              date: screenDate(preview.value.date),
              edition: preview.value.edition,
            })}
          </p>
          <ul className="muted">
            <li>{t(`ratings.pv_rule400_${preview.value.edition}` as MessageKey)}</li>
            {preview.value.kind !== 'standard' && <li>{t('ratings.pv_rapidNote')}</li>}
            <li>{t('ratings.pv_kNote')}</li>
          </ul>
          <DataTable
            layout="static"
            className="ch-table"
            label={t('ratings.pv_tableLabel')}
            rows={preview.value.rows}
            rowId={(r) => String(r.startNo)}
            columns={playerColumns(t, {
              h,
              points,
              isNew: (no) => newPlayers.has(no),
              onToggleNew: toggleNew,
              isOpen: (no) => open === no,
              onOpen: (no) => setOpen(open === no ? null : no),
            })}
            rowDetail={(r) => open === r.startNo && <GamesTable r={r} h={h} />}
          />
        </>
      )}
    </section>
  )
}
