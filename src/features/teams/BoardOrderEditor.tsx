import { useLiveQuery } from 'dexie-react-hooks'
import { useId, useMemo, useState } from 'react'
import { appContext } from '../../db/context.ts'
import { isMessageKey, useT, type TFunction } from '../../i18n/index.ts'
import { DataTable } from '../../ui/DataTable.tsx'
import { TextField } from '../../ui/Field.tsx'
import { lineOf, type RegistryData, resolveList, type Violation } from '../../domain/teams/index.ts'
import type { BoardOrderLine } from './teamsDb.ts'
import { searchPlayersOrLicence } from '../../domain/federation/index.ts'

const EMPTY: RegistryData = { players: [], clubs: [], seasons: [], licences: [] }

/** The registry tables a board order is built and checked with, live. */
export function useRegistryData(): RegistryData {
  const { db } = appContext
  return (
    useLiveQuery(async () => ({
      players: await db.players.toArray(),
      clubs: await db.clubs.toArray(),
      seasons: await db.seasons.toArray(),
      licences: await db.licences.toArray(),
    })) ?? EMPTY
  )
}

/** "2010 (FEDA)": a board-order rating with where it comes from. */
export function ratingText(t: TFunction, l: BoardOrderLine): string {
  const source = l.playerId ? (l.ratingSource ?? 'none') : 'typed'
  return `${l.rating} (${t(`teams.ratingSource_${source}`)})`
}

/** One registry finding on a board order, as a sentence with its article. */
export function orderViolationText(
  t: TFunction,
  team: string,
  lines: readonly BoardOrderLine[],
  v: Violation,
): string {
  const key = `teams.orderWhat_${v.code}`
  return t('teams.orderViolation', {
    team,
    board: v.board ?? '',
    name: lines[(v.board ?? 0) - 1]?.name ?? '',
    what: isMessageKey(key) ? t(key) : v.code,
    article: v.article,
  })
}

/**
 * The board order of a team being registered: players added from the registry search, or a
 * pasted list read line by line; each line shows its rating's source and can be moved or removed.
 * @see FAPA art. 69-70
 */
export function BoardOrderEditor({
  data,
  lines,
  onLines,
  paste,
  onPaste,
  legend,
}: {
  /** The fieldset's name; the board order by default. */
  legend?: string
  data: RegistryData
  lines: readonly BoardOrderLine[]
  onLines: (lines: BoardOrderLine[]) => void
  paste: string
  onPaste: (text: string) => void
}) {
  const t = useT()
  const uid = useId()
  const [query, setQuery] = useState('')
  const [unmatched, setUnmatched] = useState<string[]>([])
  const found = useMemo(() => searchPlayersOrLicence(data, query), [data, query])
  const clubName = new Map(data.clubs.map((c) => [c.id as string, c.shortName ?? c.name]))

  // One row per board: its number, the line and the registry player it is linked to.
  const rows = lines.map((line, i) => ({
    key: `${i}-${line.playerId ?? line.name}`,
    board: i + 1,
    line,
    player: line.playerId ? data.players.find((x) => x.id === line.playerId) : undefined,
  }))

  function onRead() {
    const r = resolveList(data, paste)
    onLines([...lines, ...r.lines])
    setUnmatched(r.unmatched)
    onPaste('')
  }

  function move(i: number) {
    const next = [...lines]
    const [l] = next.splice(i, 1)
    if (l) next.splice(i - 1, 0, l)
    onLines(next)
  }

  return (
    <fieldset className="order-editor">
      <legend>{legend ?? t('teams.boardOrder')}</legend>
      <TextField
        label={t('teams.orderSearch')}
        name="orderSearch"
        type="search"
        value={query}
        onChange={setQuery}
      />
      {query.trim() !== '' &&
        (found.length === 0 ? (
          <p role="status">{t('teams.orderNoResults')}</p>
        ) : (
          <ul aria-label={t('teams.orderResults')} className="order-results">
            {found.map((p) => {
              const l = lineOf(p)
              return (
                <li key={p.id}>
                  <button
                    type="button"
                    aria-label={t('teams.orderAdd', { name: l.name })}
                    disabled={lines.some((x) => x.playerId === p.id)}
                    onClick={() => {
                      onLines([...lines, l])
                      setQuery('')
                    }}
                  >
                    {l.name} · {ratingText(t, l)} · FEDA {p.fedaId ?? '-'} · FIDE {p.fideId ?? '-'}
                    {p.clubId ? ` · ${clubName.get(p.clubId) ?? ''}` : ''}
                  </button>
                </li>
              )
            })}
          </ul>
        ))}
      {lines.length === 0 ? (
        <p>{t('teams.orderEmpty')}</p>
      ) : (
        <DataTable
          layout="static"
          className="simple-table"
          label={t('teams.orderTable')}
          rows={rows}
          rowId={(r) => r.key}
          columns={[
            { id: 'board', header: t('teams.orderBoard'), value: (r) => r.board },
            { id: 'player', header: t('teams.orderPlayer'), value: (r) => r.line.name },
            { id: 'rating', header: t('teams.orderRating'), value: (r) => ratingText(t, r.line) },
            {
              id: 'ids',
              header: t('teams.orderIds'),
              value: (r) =>
                r.player
                  ? `${r.player.fedaId ?? '-'} / ${r.player.fideId ?? '-'}`
                  : t('teams.orderTyped'),
            },
            {
              id: 'actions',
              header: t('teams.orderRemove', { name: '' }),
              headerHidden: true,
              value: () => null,
              cell: (r) => (
                <>
                  {r.board > 1 && (
                    <button
                      type="button"
                      aria-label={t('teams.orderUp', { name: r.line.name })}
                      onClick={() => move(r.board - 1)}
                    >
                      ↑
                    </button>
                  )}
                  <button
                    type="button"
                    aria-label={t('teams.orderRemove', { name: r.line.name })}
                    onClick={() => onLines(lines.filter((_, k) => k !== r.board - 1))}
                  >
                    ×
                  </button>
                </>
              ),
            },
          ]}
        />
      )}
      <div className="field">
        <label htmlFor={`${uid}-order`}>{t('teams.boardOrder')}</label>
        <textarea
          id={`${uid}-order`}
          rows={4}
          value={paste}
          onChange={(e) => onPaste(e.target.value)}
          aria-describedby={`${uid}-hint`}
        />
        <small id={`${uid}-hint`}>{t('teams.orderPasteHint')}</small>
      </div>
      <button type="button" onClick={onRead} disabled={paste.trim() === ''}>
        {t('teams.orderRead')}
      </button>
      {unmatched.length > 0 && (
        <div role="status">
          <p>{t('teams.orderUnmatched')}</p>
          <ul>
            {unmatched.map((u, i) => (
              <li key={i}>{u}</li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  )
}
