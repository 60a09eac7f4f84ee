import { useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { useSearchParams } from 'react-router'
import { DIVISIONS, type Division } from '../../domain/teams/index.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { CompetitionView } from './CompetitionView.tsx'
import { SeasonEndView } from './SeasonEndView.tsx'
import { RoundResultsSheet } from './RoundResultsSheet.tsx'
import { createCompetition } from './teamCommands.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { allCompetitions, type EventKind, type TeamCompetitionRow } from './teamsDb.ts'

const KINDS: readonly { value: EventKind | ''; key: MessageKey }[] = [
  { value: '', key: 'teams.kindLeague' },
  { value: 'blitz', key: 'teams.kindBlitz' },
  { value: 'rapid', key: 'teams.kindRapid' },
  { value: 'cup', key: 'teams.kindCup' },
]

const NONE: readonly TeamCompetitionRow[] = []

/** Team competitions: create one, pick one, run it. */
export default function TeamsPage() {
  const t = useT()
  const all = useLiveQuery(() => allCompetitions(db)) ?? NONE
  const [params, setParams] = useSearchParams()
  const selected = all.find((c) => c.id === params.get('c'))
  const [name, setName] = useState('')
  const [division, setDivision] = useState<Division>(4)
  const [kind, setKind] = useState<EventKind | ''>('')
  const [error, setError] = useState<string | null>(null)
  const [seasonEnd, setSeasonEnd] = useState(false)

  async function onCreate(e: React.FormEvent) {
    e.preventDefault()
    const r = await createCompetition(appContext, {
      name,
      division,
      ...(kind ? { kind } : {}),
    })
    if (!r.ok) {
      setError(errorMessage(t, r.error[0]?.code ?? '', r.error[0]?.params))
      return
    }
    setError(null)
    setName('')
    setParams({ c: r.value.id })
  }

  const sheet = Number(params.get('sheet'))
  if (selected && sheet > 0)
    return (
      <section className="page">
        <RoundResultsSheet
          competition={selected}
          round={sheet}
          onBack={() => setParams({ c: selected.id })}
        />
      </section>
    )

  return (
    <section className="page">
      <h1>{t('teams.title')}</h1>
      <form className="toolbar" onSubmit={onCreate} aria-label={t('teams.newCompetition')}>
        <div className="field grow">
          <label htmlFor="competition-name">{t('teams.competitionName')}</label>
          <input id="competition-name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="competition-kind">{t('teams.kind')}</label>
          <select
            id="competition-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as EventKind | '')}
          >
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {t(k.key)}
              </option>
            ))}
          </select>
        </div>
        {!kind && (
          <div className="field">
            <label htmlFor="competition-division">{t('teams.division')}</label>
            <select
              id="competition-division"
              value={division}
              onChange={(e) => setDivision(Number(e.target.value) as Division)}
            >
              {DIVISIONS.map((d) => (
                <option key={d} value={d}>
                  {t(`teams.division${d}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="primary">
          {t('teams.create')}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {all.length === 0 ? (
        <p>{t('teams.empty')}</p>
      ) : (
        <nav aria-label={t('teams.listLabel')}>
          <ul>
            {all.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="link"
                  aria-current={c.id === selected?.id ? 'page' : undefined}
                  onClick={() => setParams({ c: c.id })}
                >
                  {c.name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {selected && <CompetitionView competition={selected} all={all} />}
      {all.length > 0 && (
        <button type="button" onClick={() => setSeasonEnd((v) => !v)} aria-expanded={seasonEnd}>
          {t('teams.showSeasonEnd')}
        </button>
      )}
      {seasonEnd && <SeasonEndView competitions={all} />}
    </section>
  )
}
