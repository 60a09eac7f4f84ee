import '../publish/publish.css'
import { useMemo, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/db.ts'
import {
  teamMatchMessage,
  teamOpenData,
  teamSite,
  type PublishLang,
} from '../../domain/publish/index.ts'
import { useLocale, useT } from '../../i18n/index.ts'
import { receivedActas } from './matchSheetDb.ts'
import { SEASON_PLAN_ID } from './seasonPlan.ts'
import { allCompetitions, seasonPlans, type TeamCompetitionRow } from './teamsDb.ts'
import { fileSlug } from '../../ui/download.ts'
import { downloadJson, LanguagePicker, MessageBox, SiteButtons } from '../publish/PublishParts.tsx'
import { teamSiteInput } from './teamSiteInput.ts'

/**
 * Publishing a team competition: the static website (calendar, matches board by board,
 * standings, board statistics, promotions at the end), a match as a message for the group, and
 * the open data file, in the language chosen here.
 */
export function TeamPublishPanel({ competition: c }: { competition: TeamCompetitionRow }) {
  const t = useT()
  const locale = useLocale()
  const [lang, setLang] = useState<PublishLang>(locale)
  const actas = useLiveQuery(
    () => receivedActas(db).where('competitionId').equals(c.id).toArray(),
    [c.id],
  )
  const all = useLiveQuery(() => allCompetitions(db))
  const plan = useLiveQuery(() => seasonPlans(db).get(SEASON_PLAN_ID))
  const input = useMemo(
    () => teamSiteInput(c, actas ?? [], all ?? [], plan?.edits ?? []),
    [c, actas, all, plan],
  )
  const slug = fileSlug(c.name)
  const matches = c.rounds.flatMap((r) => r.fixtures.map((_, k) => `${r.round}-${k + 1}`))
  const [picked, setPicked] = useState('')
  const match = matches.includes(picked) ? picked : (matches[matches.length - 1] ?? '')
  const [round, table] = match.split('-').map(Number)
  const name = (id: string) => c.teams.find((x) => x.id === id)?.name ?? id
  const text = match ? teamMatchMessage(input, round ?? 0, table ?? 0, lang) : null

  return (
    <section className="panel publish-section" aria-labelledby="team-publish">
      <h3 id="team-publish">{t('publish.title')}</h3>
      <p className="muted">{t('publish.lead')}</p>
      <div className="toolbar">
        <LanguagePicker lang={lang} onChange={setLang} />
      </div>
      <h4>{t('publish.site')}</h4>
      <p className="muted">{t('publish.siteHint')}</p>
      <SiteButtons slug={slug} build={() => teamSite(input, { lang })} />
      <h4>{t('publish.messages')}</h4>
      {matches.length > 0 && (
        <div className="toolbar">
          <label className="inline">
            {t('publish.messageMatch')}{' '}
            <select value={match} onChange={(e) => setPicked(e.target.value)}>
              {c.rounds.flatMap((r) =>
                r.fixtures.map((f, k) => (
                  <option key={`${r.round}-${k + 1}`} value={`${r.round}-${k + 1}`}>
                    {`${r.round}.${k + 1} ${name(f.homeId)} – ${name(f.awayId)}`}
                  </option>
                )),
              )}
            </select>
          </label>
        </div>
      )}
      <MessageBox text={text} />
      <h4>{t('publish.openData')}</h4>
      <p className="muted">{t('publish.openDataHint')}</p>
      <div className="toolbar">
        <button type="button" onClick={() => downloadJson(slug, teamOpenData(input))}>
          {t('publish.downloadJson')}
        </button>
      </div>
    </section>
  )
}
