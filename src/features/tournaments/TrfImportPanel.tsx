import { useState, type ChangeEvent } from 'react'
import { useNavigate } from 'react-router'
import {
  importDifferences,
  tournamentFromTrfFile,
  type TrfImport,
} from '../../domain/reports/index.ts'
import { snapshotOf } from '../../domain/tournament/index.ts'
import type { TrfProblem, TrfReport } from '../../domain/trf/index.ts'
import { FAPA_CHAINS } from '../../domain/tiebreaks/index.ts'
import { appContext } from '../../db/context.ts'
import { isMessageKey, useT, type TFunction } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { importTournament, randomSeed } from './tournamentCommands.ts'

/** One problem of a TRF file: "Línea 12, columna 99: …" in the arbiter's words. */
export function trfProblemLine(t: TFunction, p: TrfProblem): string {
  const key = `trf.${p.code.replace(/^trf\//, '')}`
  const message = isMessageKey(key)
    ? t(key, { ...('round' in p && p.round !== null ? { round: p.round } : {}), ...p.params })
    : p.message
  return p.column === null || p.code.startsWith('trf/more-')
    ? p.code.startsWith('trf/more-')
      ? message
      : t('tournaments.importLineOnly', { line: p.line, message })
    : t('tournaments.importLine', { line: p.line, column: p.column, message })
}

function ProblemList({ label, problems }: { label: string; problems: readonly TrfProblem[] }) {
  const t = useT()
  return (
    <ul className="problems" aria-label={label}>
      {problems.map((p, i) => (
        <li key={i}>{trfProblemLine(t, p)}</li>
      ))}
    </ul>
  )
}

/**
 * TRF import: the file is read whole (UTF-8, or Windows-1252 with a notice); its errors are
 * listed by line and nothing is saved; its warnings are listed by line and the tournament is
 * saved only when the arbiter accepts them.
 */
export function TrfImportPanel() {
  const t = useT()
  const navigate = useNavigate()
  const notify = useAppStore((s) => s.notify)
  const [refused, setRefused] = useState<TrfReport | null>(null)
  const [review, setReview] = useState<TrfImport | null>(null)

  async function save(read: TrfImport) {
    setReview(null)
    // FIDE C.02 (2026): every imported round is paired again by the engine; differences are kept.
    const r = await importTournament(appContext, read.doc, importDifferences(snapshotOf(read.doc)))
    if (!r.ok) return notify('error', t('tournaments.errGeneric', { code: r.error[0]?.code ?? '' }))
    notify(
      'success',
      t('tournaments.imported', {
        name: r.value.name,
        players: read.doc.entrants.length,
        rounds: read.doc.rounds.length,
      }),
    )
    navigate(`/tournaments/${r.value.id}`)
  }

  async function onImport(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    setRefused(null)
    setReview(null)
    const chain = FAPA_CHAINS['fapa-29.1']
    const read = tournamentFromTrfFile(new Uint8Array(await file.arrayBuffer()), {
      tiebreaks: chain.tiebreaks,
      unplayed: 'fapa',
      lotSeed: randomSeed(),
    })
    if (!read.ok) {
      setRefused(read.error)
      const count = problemCount(read.error.errors)
      notify(
        'error',
        count === 1 ? t('tournaments.importFailedOne') : t('tournaments.importFailed', { count }),
      )
    } else if (read.value.report.warnings.length > 0 || read.value.report.encoding !== 'utf-8')
      setReview(read.value)
    else await save(read.value)
  }

  const report = review?.report ?? refused
  return (
    <div className="panel">
      <label className="file-pick">
        {t('tournaments.importTrf')}{' '}
        <input type="file" accept=".trf,.txt,text/plain" onChange={(e) => void onImport(e)} />
      </label>
      {report?.encoding === 'windows-1252' && (
        <p className="trf-notice" role="status">
          {t('tournaments.importEncoding')}
          {review && ` ${t('tournaments.importNames', { names: sampleNames(review) })}`}
        </p>
      )}
      {refused && (
        <div className="form-errors" role="alert">
          <p>{t('tournaments.importErrorsTitle')}</p>
          <ProblemList label={t('tournaments.importErrorsLabel')} problems={refused.errors} />
        </div>
      )}
      {review && (
        <section aria-labelledby="trf-review">
          <h3 id="trf-review">{t('tournaments.importReviewTitle')}</h3>
          <p>
            {t('tournaments.importSummary', {
              name: review.doc.settings.name,
              players: review.doc.entrants.length,
              rounds: review.doc.rounds.length,
            })}
          </p>
          {review.report.warnings.length > 0 && (
            <ProblemList
              label={t('tournaments.importWarningsLabel')}
              problems={review.report.warnings}
            />
          )}
          <div className="toolbar">
            <button type="button" className="primary" onClick={() => void save(review)}>
              {t('tournaments.importAccept')}
            </button>
            <button type="button" onClick={() => setReview(null)}>
              {t('tournaments.importCancel')}
            </button>
          </div>
        </section>
      )}
    </div>
  )
}

const problemCount = (problems: readonly TrfProblem[]) =>
  problems.reduce((n, p) => n + (p.code === 'trf/more-errors' ? Number(p.params?.count) : 1), 0)

const sampleNames = (read: TrfImport) =>
  read.doc.entrants
    .slice(0, 3)
    .map((e) => e.name)
    .join('; ')
