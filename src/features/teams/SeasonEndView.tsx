import { DataTable } from '../../ui/DataTable.tsx'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/db.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { type MoveReason, seasonProposal } from '../../domain/teams/index.ts'
import { SeasonPlanEditor } from './SeasonPlanEditor.tsx'
import { applySeasonEdits, proposalProblems, SEASON_PLAN_ID } from './seasonPlan.ts'
import { seasonPlans, type TeamCompetitionRow } from './teamsDb.ts'

const REASON: Readonly<Record<MoveReason, MessageKey>> = {
  promoted: 'teams.reasonPromoted',
  relegated: 'teams.reasonRelegated',
  departed: 'teams.reasonDeparted',
  'not-registered': 'teams.reasonNotRegistered',
  'club-limit-down': 'teams.reasonClubLimit',
  repechage: 'teams.reasonRepechage',
}

/**
 * The next-season proposal from every divisional competition of the season, with the articles
 * applied, then the committee's recorded changes and their reasons.
 * @see FAPA art. 76
 */
export function SeasonEndView({ competitions }: { competitions: readonly TeamCompetitionRow[] }) {
  const t = useT()
  const plan = useLiveQuery(() => seasonPlans(db).get(SEASON_PLAN_ID))
  const edits = plan?.edits ?? []
  const edited = applySeasonEdits(seasonProposal(competitions), edits)
  const p = edited.proposal
  const name = (id: string) =>
    edited.replacements.get(id) ??
    competitions.flatMap((c) => c.teams).find((x) => x.id === id)?.name ??
    id
  const committee = new Map(edits.filter((e) => e.action !== 'replace').map((e) => [e.teamId, e]))
  const problems = proposalProblems(edited, competitions)
  const issueText = (v: (typeof problems)[number]) => {
    const size = /^(\d): (\d+)\/(\d+)$/.exec(v.detail ?? '')
    if (v.code === 'season/division-size' && size)
      return t('teams.issueDivisionSize', {
        article: v.article,
        division: t(`teams.division${Number(size[1]) as 1 | 2 | 3}`),
        n: size[2] ?? '',
        size: size[3] ?? '',
      })
    if (v.code === 'season/club-limit')
      return t('teams.issueClubLimit', { article: v.article, team: name(v.teamId ?? '') })
    return t('teams.proposalIssue', { article: v.article, code: v.code, detail: v.detail ?? '' })
  }
  return (
    <section aria-labelledby="season-end-heading">
      <h2 id="season-end-heading">{t('teams.seasonEnd')}</h2>
      {p.champion && <p>{t('teams.champion', { team: name(p.champion) })}</p>}
      <DataTable
        layout="static"
        className="simple-table"
        label={t('teams.movesLabel')}
        rows={p.moves}
        rowId={(m) => m.teamId}
        columns={[
          { id: 'team', header: t('teams.team'), value: (m) => name(m.teamId) },
          { id: 'from', header: t('teams.from'), value: (m) => t(`teams.division${m.from}`) },
          { id: 'to', header: t('teams.to'), value: (m) => t(`teams.division${m.to}`) },
          {
            id: 'reason',
            header: t('teams.reason'),
            value: (m) => {
              const e = committee.get(m.teamId)
              return e ? t('teams.committee', { reason: e.reason }) : t(REASON[m.reason])
            },
          },
          { id: 'article', header: t('teams.article'), value: (m) => m.article },
        ]}
      />
      {p.notes.length > 0 && (
        <ul>
          {p.notes.map((n, i) => (
            <li key={i}>
              {t('teams.blocked', { team: name(n.teamId ?? ''), article: n.article })}
            </li>
          ))}
        </ul>
      )}
      <DataTable
        layout="static"
        className="simple-table"
        label={t('teams.nextSeasonLabel')}
        rows={([1, 2, 3, 4] as const).filter((d) => p.divisions[d].length > 0).map((d) => ({ d }))}
        rowId={({ d }) => String(d)}
        columns={[
          {
            id: 'division',
            header: t('teams.division'),
            rowHeader: true,
            value: ({ d }) => t(`teams.division${d}`),
          },
          {
            id: 'teams',
            header: t('teams.teamsHeading'),
            value: ({ d }) => p.divisions[d].map(name).join(', '),
          },
        ]}
      />
      {problems.length > 0 && (
        <ul role="alert">
          {problems.map((v, i) => (
            <li key={i}>{issueText(v)}</li>
          ))}
        </ul>
      )}
      <SeasonPlanEditor
        teams={([1, 2, 3, 4] as const).flatMap((d) =>
          p.divisions[d].map((id) => ({ id, name: name(id), division: d })),
        )}
        edits={edits}
        name={name}
      />
    </section>
  )
}
