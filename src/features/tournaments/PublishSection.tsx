import '../publish/publish.css'
import { useMemo, useState, type FormEvent } from 'react'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { lastCompleteRound, tournamentStandings } from '../../domain/reports/index.ts'
import {
  categoryTables,
  individualSite,
  normalizePublicUrl,
  pairingsMessage,
  resultsMessage,
  standingsMessage,
  tournamentOpenData,
  wordsFor,
  type CategoryTable,
  type PublishLang,
} from '../../domain/publish/index.ts'
import type { IndividualTournament } from '../../domain/tournament/index.ts'
import { useLocale, useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { fileSlug } from '../../ui/download.ts'
import { useChange } from './useTournament.ts'
import { downloadJson, LanguagePicker, MessageBox, SiteButtons } from '../publish/PublishParts.tsx'

type MessageKind = 'pairings' | 'results' | 'standings'

/**
 * Publishing an individual tournament: its public address, the static website (zip or folder),
 * a message for the group (a round's pairings or results, the top of the standings) and the
 * open data file, all in the language chosen here.
 */
export function PublishSection({ id, doc }: { id: string; doc: IndividualTournament }) {
  const t = useT()
  const locale = useLocale()
  const notify = useAppStore((s) => s.notify)
  const [lang, setLang] = useState<PublishLang>(locale)
  const slug = fileSlug(doc.settings.name)
  const publicUrl = doc.settings.publicUrl

  /** Women and age categories under the standings, in the language of the publication. */
  function categories(): CategoryTable[] {
    const rows = tournamentStandings(doc, lastCompleteRound(doc))
    return rows.ok ? categoryTables(doc, rows.value, wordsFor(lang)) : []
  }

  function site() {
    const r = individualSite(doc, {
      lang,
      categories: categories(),
      ...(publicUrl ? { publicUrl } : {}),
    })
    if (r.ok) return r.value
    notify('error', t('publish.failed', { codes: r.error.map((e) => e.code).join(', ') }))
    return null
  }

  function openData() {
    const r = tournamentOpenData(doc, {
      categories: categories(),
      ...(publicUrl ? { publicUrl } : {}),
    })
    if (r.ok) downloadJson(slug, r.value)
    else notify('error', t('publish.failed', { codes: r.error.map((e) => e.code).join(', ') }))
  }

  return (
    <div className="panel publish-section">
      <p className="muted">{t('publish.lead')}</p>
      <AddressForm id={id} current={publicUrl ?? ''} />
      <div className="toolbar">
        <LanguagePicker lang={lang} onChange={setLang} />
      </div>
      <h2>{t('publish.site')}</h2>
      <p className="muted">{t('publish.siteHint')}</p>
      <SiteButtons slug={slug} build={site} />
      <TournamentMessage doc={doc} lang={lang} />
      <h2>{t('publish.openData')}</h2>
      <p className="muted">{t('publish.openDataHint')}</p>
      <div className="toolbar">
        <button type="button" onClick={openData}>
          {t('publish.downloadJson')}
        </button>
      </div>
    </div>
  )
}

/** The public address setting: saved with the tournament (undo restores the previous one). */
function AddressForm({ id, current }: { id: string; current: string }) {
  const t = useT()
  const change = useChange(id)
  const notify = useAppStore((s) => s.notify)
  const [text, setText] = useState(current)
  const [error, setError] = useState('')

  async function save(e: FormEvent) {
    e.preventDefault()
    const check = normalizePublicUrl(text)
    if (!check.ok) {
      setError(check.error.map((x) => errorMessage(t, x.code, x.params)).join(' '))
      return
    }
    setError('')
    setText(check.value)
    const done = await change({ type: 'settings-changed', payload: { publicUrl: check.value } })
    if (done) notify('success', t(text.trim() ? 'publish.addressSaved' : 'publish.addressCleared'))
  }

  return (
    <form className="publish-address" onSubmit={(e) => void save(e)} noValidate>
      <label htmlFor="publish-url">{t('publish.address')}</label>
      <input
        id="publish-url"
        type="url"
        inputMode="url"
        value={text}
        placeholder="https://"
        aria-describedby="publish-url-hint"
        aria-invalid={error ? true : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit">{t('publish.addressSave')}</button>
      <p id="publish-url-hint" className={error ? 'form-errors' : 'muted'}>
        {error || t('publish.addressHint')}
      </p>
    </form>
  )
}

/** The message for the group: pairings or results of a round, or the top of the standings. */
function TournamentMessage({ doc, lang }: { doc: IndividualTournament; lang: PublishLang }) {
  const t = useT()
  const [kind, setKind] = useState<MessageKind>('pairings')
  const [round, setRound] = useState(doc.rounds.length)
  const [top, setTop] = useState(10)
  const shown = Math.min(Math.max(round, 1), doc.rounds.length)
  const publicUrl = doc.settings.publicUrl
  const text = useMemo(() => {
    if (kind === 'pairings') return pairingsMessage(doc, shown, lang)
    if (kind === 'results') return resultsMessage(doc, shown, lang)
    const r = standingsMessage(doc, lang, { top, ...(publicUrl ? { url: publicUrl } : {}) })
    return r.ok ? r.value : null
  }, [doc, kind, shown, lang, top, publicUrl])
  return (
    <section aria-labelledby="publish-message">
      <h2 id="publish-message">{t('publish.messages')}</h2>
      <div className="toolbar" role="radiogroup" aria-label={t('publish.messages')}>
        {(['pairings', 'results', 'standings'] as const).map((k) => (
          <label key={k} className="inline">
            <input
              type="radio"
              name="publish-kind"
              checked={kind === k}
              onChange={() => setKind(k)}
            />{' '}
            {t(
              k === 'pairings'
                ? 'publish.messagePairings'
                : k === 'results'
                  ? 'publish.messageResults'
                  : 'publish.messageStandings',
            )}
          </label>
        ))}
        {kind === 'standings' ? (
          <label className="inline">
            {t('publish.messageTop')}{' '}
            <input
              type="number"
              min={1}
              max={doc.entrants.length || 1}
              value={top}
              className="short"
              onChange={(e) => setTop(Math.max(1, Number(e.target.value) || 1))}
            />
          </label>
        ) : (
          doc.rounds.length > 0 && (
            <label className="inline">
              {t('publish.messageRound')}{' '}
              <select value={shown} onChange={(e) => setRound(Number(e.target.value))}>
                {doc.rounds.map((r) => (
                  <option key={r.round} value={r.round}>
                    {r.round}
                  </option>
                ))}
              </select>
            </label>
          )
        )}
      </div>
      <MessageBox text={text} />
    </section>
  )
}
