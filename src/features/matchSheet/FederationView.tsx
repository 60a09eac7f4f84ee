import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { isSheetLate, matchDeadlines } from '../../domain/matchSheet/index.ts'
import { appContext } from '../../db/context.ts'
import { todayOf } from '../../db/commands/index.ts'
import { db } from '../../db/db.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { useLocale, useT, type MessageKey } from '../../i18n/index.ts'
import { minuteText } from '../teams/dates.ts'
import { StandingsTable } from '../teams/StandingsTable.tsx'
import { allCompetitions } from '../teams/teamsDb.ts'
import { receiveActas, type ImportOutcome } from './matchSheetCommands.ts'
import { receivedActas } from '../teams/matchSheetDb.ts'
import { DeadlinesPanel } from './DeadlinesPanel.tsx'
import { SeasonChecksPanel } from './SeasonChecksPanel.tsx'
import { ClubKeysPanel } from './ClubKeysPanel.tsx'
import { PackageExportPanel } from './PackageExportPanel.tsx'
import { violationText } from '../teams/violationText.ts'

const DECISION: Readonly<Record<string, MessageKey>> = {
  accept: 'matchSheet.decisionAccept',
  duplicate: 'matchSheet.decisionDuplicate',
  superseded: 'matchSheet.decisionSuperseded',
  conflict: 'matchSheet.decisionConflict',
}

/** The federation laptop: send packages, receive acta files, apply them, list what is wrong. */
export function FederationView() {
  const t = useT()
  const locale = useLocale()
  const all = useLiveQuery(() => allCompetitions(db))
  const [cid, setCid] = useState('')
  // Rounds with no date set by the federation are expected weekly from today (art. 82).
  const [firstDate] = useState(() => todayOf(appContext))
  const [outcomes, setOutcomes] = useState<ImportOutcome[]>([])
  const [dragging, setDragging] = useState(false)
  const comp = all?.find((c) => c.id === cid) ?? all?.[0]
  const received = useLiveQuery(
    () => (comp ? receivedActas(db).where('competitionId').equals(comp.id).toArray() : []),
    [comp?.id],
  )
  if (all && all.length === 0) return <p className="lead">{t('matchSheet.noCompetitions')}</p>
  if (!comp) return null
  const teamName = (id: string) => comp.teams.find((x) => x.id === id)?.name ?? id

  async function onFiles(list: readonly File[] | FileList) {
    const files = await Promise.all(
      [...list].map(async (f) => ({ name: f.name, text: await f.text() })),
    )
    const r = await receiveActas(appContext, files)
    setOutcomes(
      r.ok
        ? r.value
        : r.error.map((e) => ({
            file: '',
            code: e.code,
            decision: null,
            matchId: null,
            violations: [],
          })),
    )
  }
  return (
    <div className="ms-federation">
      <PackageExportPanel />
      <div className="field">
        <label htmlFor="ms-comp">{t('matchSheet.competition')}</label>
        <select id="ms-comp" value={comp.id} onChange={(e) => setCid(e.target.value)}>
          {all?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <section className="panel" aria-labelledby="ms-import">
        <h3 id="ms-import">{t('matchSheet.importActas')}</h3>
        <label
          htmlFor="ms-actas"
          className={`ms-drop${dragging ? ' is-over' : ''}`}
          onDragOver={(e) => {
            e.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault()
            setDragging(false)
            void onFiles(e.dataTransfer.files)
          }}
        >
          {t('matchSheet.dropHere')}
        </label>
        <input
          id="ms-actas"
          type="file"
          multiple
          accept=".json,application/json"
          className="ms-hidden-file"
          onChange={(e) => {
            const files = e.target.files ? [...e.target.files] : []
            // The same file chosen again must be read again.
            e.target.value = ''
            void onFiles(files)
          }}
        />
        {outcomes.length > 0 && (
          <ul className="ms-msgs" aria-label={t('matchSheet.importResults')}>
            {outcomes.map((o, i) => (
              <li
                key={i}
                className={`ms-msg ${o.code ? 'ms-msg-error' : o.decision === 'accept' ? 'ms-msg-ok' : 'ms-msg-info'}`}
              >
                <strong>{o.file}</strong>:{' '}
                {o.code
                  ? t('matchSheet.rejected', {
                      reason: errorMessage(t, o.code, {
                        path: o.path ?? '',
                        club: o.club ?? '',
                        ...o.params,
                      }),
                    })
                  : t(DECISION[o.decision ?? ''] ?? 'matchSheet.decisionConflict')}
                {o.match && ` ${t('actas.outcomeMatch', o.match)}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel" aria-labelledby="ms-received">
        <h3 id="ms-received">{t('matchSheet.received')}</h3>
        {received && received.length === 0 && (
          <p className="muted">{t('matchSheet.noneReceived')}</p>
        )}
        <ul className="ms-received">
          {(received ?? []).map((r) => {
            const d = matchDeadlines(r.sheet.date)
            const late = isSheetLate(r.sheet.date, r.receivedDate, r.receivedTime)
            return (
              <li key={r.sha256}>
                <strong>
                  {t('matchSheet.matchLabel', {
                    round: r.sheet.round,
                    home: teamName(r.sheet.homeId),
                    away: teamName(r.sheet.awayId),
                  })}
                </strong>{' '}
                · {t(DECISION[r.decision] ?? 'matchSheet.decisionConflict')} ·{' '}
                {late ? t('matchSheet.late') : t('matchSheet.onTime')} ·{' '}
                {r.signature ? (
                  t('actas.signedBy', { key: r.signature.keyId })
                ) : (
                  <strong className="ms-unsigned">{t('actas.oldUnsigned')}</strong>
                )}
                {d && (
                  <span className="muted">
                    {' '}
                    ·{' '}
                    {t('matchSheet.deadlines', {
                      result: minuteText(d.result, locale),
                      sheet: minuteText(d.sheet, locale),
                    })}
                  </span>
                )}
                {r.violations.length > 0 && (
                  <ul aria-label={t('matchSheet.committee')}>
                    {r.violations.map((v, i) => (
                      <li key={i}>{violationText(t, v)}</li>
                    ))}
                  </ul>
                )}
              </li>
            )
          })}
        </ul>
      </section>
      <DeadlinesPanel
        competition={comp}
        firstDate={firstDate}
        received={received ?? []}
        now={new Date()}
      />
      <SeasonChecksPanel />
      <ClubKeysPanel />
      <div className="panel ms-standings">
        <StandingsTable competition={comp} />
      </div>
    </div>
  )
}
