import { useMemo, useState } from 'react'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { appContext } from '../../db/context.ts'
import {
  readEntrantBlock,
  type EntrantFieldError,
  type IndividualTournament,
} from '../../domain/tournament/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { DataTable } from '../../ui/DataTable.tsx'
import { changeTournamentAll } from './tournamentCommands.ts'

/** The label of the entry form field a line's problem is on. */
const FIELD_LABEL: Readonly<Record<string, MessageKey>> = {
  name: 'tournaments.playerName',
  fideId: 'tournaments.fideId',
  fedaId: 'tournaments.fedaId',
  fideRating: 'tournaments.fideRating',
  fideRatingList: 'tournaments.fideRatingList',
  fedaRating: 'tournaments.fedaRating',
  title: 'tournaments.title_',
  sex: 'tournaments.sex',
  birthDate: 'tournaments.birthDate',
  federation: 'tournaments.federation',
  club: 'tournaments.club',
}

/**
 * Players pasted from a spreadsheet: every line previewed as it will be registered or with what
 * is wrong on it (line, field, reason); nothing is written until the arbiter confirms, and then
 * the good lines are registered together in one transaction.
 */
export function EntrantPaste({ id, doc }: { id: string; doc: IndividualTournament }) {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  const [text, setText] = useState('')
  // The block shown, judged again whenever the tournament changes (the preview never goes stale).
  const [shown, setShown] = useState('')
  const preview = useMemo(() => (shown === '' ? null : readEntrantBlock(doc, shown)), [doc, shown])
  const [done, setDone] = useState('')
  const good = preview?.ok ? preview.lines.filter((l) => l.entrant !== null) : []
  const bad = preview?.ok ? preview.lines.length - good.length : 0

  const problem = (e: EntrantFieldError) => {
    const label = e.field ? FIELD_LABEL[e.field] : undefined
    const why = errorMessage(t, e.code, e.params)
    return label ? `${t(label)}: ${why}` : why
  }

  function show() {
    setDone('')
    setShown(text.trim() === '' ? '' : text)
  }

  async function confirm() {
    const entrants = good.flatMap((l) => (l.entrant ? [l.entrant] : []))
    const events = entrants.map((entrant) => ({
      type: 'entrant-registered' as const,
      payload: { entrant },
    }))
    const r = await changeTournamentAll(appContext, id, events)
    if (!r.ok) {
      for (const e of r.error) notify('error', errorMessage(t, e.code, e.params))
      return
    }
    setDone(t('desk.pasteDone', { count: entrants.length }))
    setText('')
    setShown('')
  }

  return (
    <details className="panel entrant-paste">
      <summary>{t('desk.pasteTitle')}</summary>
      {doc.numbersFrozen ? (
        <p className="muted">{t('desk.pasteFrozen')}</p>
      ) : (
        <>
          <p className="muted">{t('desk.pasteIntro', { columns: t('desk.pasteColumns') })}</p>
          <div className="field">
            <label htmlFor="entrant-paste">{t('desk.pasteLabel')}</label>
            <textarea
              id="entrant-paste"
              rows={6}
              value={text}
              onChange={(e) => {
                setText(e.target.value)
                setShown('')
              }}
            />
          </div>
          <button type="button" onClick={show}>
            {t('desk.pastePreview')}
          </button>
        </>
      )}
      {preview && !preview.ok && (
        <ul role="alert" aria-label={t('desk.pasteRefused')}>
          {preview.errors.map((e, i) => (
            <li key={i}>
              {t('desk.pasteLineError', { line: e.line })}: {errorMessage(t, e.code, e.params)}
            </li>
          ))}
        </ul>
      )}
      {preview?.ok && (
        <>
          <p role="status">
            {t('desk.pasteSummary', { good: good.length, bad })}{' '}
            <span className="muted">
              {t(preview.heading ? 'desk.pasteHeading' : 'desk.pasteNoHeading')}
            </span>
          </p>
          <DataTable
            layout="static"
            className="simple-table"
            label={t('desk.pasteTable')}
            rows={preview.lines}
            rowId={(l) => String(l.line)}
            rowClassName={(l) => (l.entrant ? undefined : 'is-error')}
            columns={[
              { id: 'line', header: t('desk.pasteLine'), value: (l) => l.line, numeric: true },
              { id: 'name', header: t('desk.pasteName'), value: (l) => l.name },
              {
                id: 'fideId',
                header: t('tournaments.fideId'),
                value: (l) => l.entrant?.fideId ?? '',
              },
              {
                id: 'fideRating',
                header: t('tournaments.fideRating'),
                value: (l) => l.entrant?.fideRating || '',
                numeric: true,
              },
              {
                id: 'status',
                header: t('desk.pasteStatus'),
                value: (l) =>
                  l.entrant
                    ? [t('desk.pasteOk'), ...l.warnings.map(problem)].join(' · ')
                    : `${t('desk.pasteLineError', { line: l.line })}: ${l.errors.map(problem).join(' · ')}`,
              },
            ]}
          />
          <button
            type="button"
            className="primary"
            disabled={good.length === 0}
            onClick={() => void confirm()}
          >
            {t('desk.pasteConfirm', { good: good.length })}
          </button>
        </>
      )}
      {done && <p role="status">{done}</p>}
    </details>
  )
}
