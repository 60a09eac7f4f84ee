import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import { lateResultInfractions, type LateSheetInfraction } from '../../domain/matchSheet/index.ts'
import { sanctionKey } from '../../domain/teams/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { recordSanction } from '../teams/sanctionCommands.ts'
import { allSanctions, type TeamCompetitionRow } from '../teams/teamsDb.ts'
import { fixtureMatchId } from './seasonPackageExport.ts'

const GRADE: Readonly<Record<string, MessageKey>> = {
  minor: 'matchSheet.gradeMinor',
  serious: 'matchSheet.gradeSerious',
  'very-serious': 'matchSheet.gradeVerySerious',
}

/** Results communicated after the Monday 19:00 deadline of their calendar date. @see FAPA art. 82.4 */
export function lateResults(comps: readonly TeamCompetitionRow[]): LateSheetInfraction[] {
  return lateResultInfractions(
    comps.flatMap((c) =>
      c.rounds.flatMap((r) =>
        r.fixtures.flatMap((f) => {
          const playedOn = c.schedule?.dates[r.round - 1] ?? ''
          if (!f.communicated || playedOn === '') return []
          const club = c.teams.find((x) => x.id === f.homeId)?.club || f.homeId
          return [
            {
              matchId: fixtureMatchId(c.id, r.round, f.homeId, f.awayId),
              homeClubId: club,
              playedOn,
              ...f.communicated,
            },
          ]
        }),
      ),
    ),
  )
}

/**
 * Each late acta (art. 82.2) and late result (art. 82.4) with the committee's decision: recorded
 * once, with its grade and the committee's words, and shown from then on.
 * @see FAPA art. 82.2, 82.4
 */
export function SanctionsPanel({
  late,
  comps,
}: {
  late: readonly LateSheetInfraction[]
  comps: readonly TeamCompetitionRow[]
}) {
  const t = useT()
  const decided = useLiveQuery(() => allSanctions(db)) ?? []
  const all = [
    ...late.map((x) => ({ ...x, article: '82.2' as const })),
    ...lateResults(comps).map((x) => ({ ...x, article: '82.4' as const })),
  ]
  if (all.length === 0) return null
  return (
    <ul aria-label={t('actas.sanctionsLabel')} className="ms-msgs">
      {all.map((x) => {
        const done = decided.find((s) => sanctionKey(s) === sanctionKey(x))
        return (
          <li key={sanctionKey(x)} className="ms-msg ms-msg-error">
            {t(x.article === '82.2' ? 'matchSheet.infraction' : 'actas.lateResult', {
              club: x.clubId,
              n: x.occurrence,
              grade: t(GRADE[x.grade] ?? 'matchSheet.gradeMinor'),
            })}
            {done ? (
              <p>{t('actas.sanctionRecorded', { decision: done.decision })}</p>
            ) : (
              <Decide infraction={x} />
            )}
          </li>
        )
      })}
    </ul>
  )
}

function Decide({
  infraction: x,
}: {
  infraction: LateSheetInfraction & { article: '82.2' | '82.4' }
}) {
  const t = useT()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const id = `sanction-${sanctionKey(x).replace(/[^\w-]/g, '_')}`
  return (
    <div className="ms-row">
      <label htmlFor={id}>{t('actas.sanctionText')}</label>
      <input id={id} value={text} onChange={(e) => setText(e.target.value)} />
      <button
        type="button"
        className="ms-button"
        onClick={async () => {
          const r = await recordSanction(appContext, {
            clubId: x.clubId,
            matchId: x.matchId,
            article: x.article,
            grade: x.grade,
            decision: text,
          })
          setError(r.ok ? null : errorMessage(t, r.error[0]?.code ?? ''))
        }}
      >
        {t('actas.sanctionRecord')}
      </button>
      {error && <span role="alert">{error}</span>}
    </div>
  )
}
