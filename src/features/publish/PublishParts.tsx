import { useId, useRef, useState } from 'react'
import { PUBLISH_LANGS, type PublishLang, type SiteFile } from '../../domain/publish/index.ts'
import { formatNumber } from '../../i18n/format.ts'
import { useLocale, useT, type MessageKey } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { formatBytes } from '../settings/useStorageState.ts'
import { downloadFile } from '../../ui/download.ts'
import { canWriteFolder, pickFolder, siteSize, writeSite, zipSite } from './siteArchive.ts'

/** The language the site, the messages and the open data are written in (not the screen's). */
export function LanguagePicker({
  lang,
  onChange,
}: {
  lang: PublishLang
  onChange: (lang: PublishLang) => void
}) {
  const t = useT()
  return (
    <label className="inline">
      {t('publish.language')}{' '}
      <select value={lang} onChange={(e) => onChange(e.target.value as PublishLang)}>
        {PUBLISH_LANGS.map((l) => (
          <option key={l} value={l}>
            {t(`publish.lang_${l}` as MessageKey)}
          </option>
        ))}
      </select>
    </label>
  )
}

interface Built {
  readonly files: number
  readonly total: number
  readonly page: string
  readonly pageBytes: number
  readonly ms: number
}

/**
 * The site's buttons: download as a zip, or write into a folder where the browser allows it;
 * then the size of what was made and how long it took. `build` returns null when there is
 * nothing to publish (it reports its own refusal).
 */
export function SiteButtons({ slug, build }: { slug: string; build: () => SiteFile[] | null }) {
  const t = useT()
  const locale = useLocale()
  const notify = useAppStore((s) => s.notify)
  const [built, setBuilt] = useState<Built | null>(null)

  function make(): SiteFile[] | null {
    const start = performance.now()
    const files = build()
    if (!files) return null
    const size = siteSize(files)
    setBuilt({
      files: files.length,
      total: size.total,
      page: size.largest?.name ?? '',
      pageBytes: size.largestBytes,
      ms: Math.round(performance.now() - start),
    })
    return files
  }

  function zip() {
    const files = make()
    if (!files) return
    const bytes = zipSite(files)
    downloadFile(new Blob([bytes as BlobPart], { type: 'application/zip' }), `${slug}-web.zip`)
  }

  async function folder() {
    const dir = await pickFolder()
    if (!dir) return
    const files = make()
    if (!files) return
    const n = await writeSite(dir, files)
    notify('success', t('publish.savedFolder', { files: n }))
  }

  const kB = (b: number) => `${formatNumber(Math.round(b / 1024), locale)} kB`
  return (
    <>
      <div className="toolbar">
        <button type="button" className="primary" onClick={zip}>
          {t('publish.downloadZip')}
        </button>
        {canWriteFolder() && (
          <button type="button" onClick={() => void folder()}>
            {t('publish.saveFolder')}
          </button>
        )}
      </div>
      {built && (
        <p className="muted" role="status" data-testid="site-summary">
          {t('publish.summary', {
            files: built.files,
            size: formatBytes(built.total, locale),
            page: built.page,
            pageSize: kB(built.pageBytes),
            ms: built.ms,
          })}
        </p>
      )}
    </>
  )
}

/** A message for the group: the text to read and correct, and a button to copy it. */
export function MessageBox({ text }: { text: string | null }) {
  const t = useT()
  const id = useId()
  const area = useRef<HTMLTextAreaElement>(null)
  const notify = useAppStore((s) => s.notify)
  async function copy() {
    if (text === null) return
    try {
      await navigator.clipboard.writeText(area.current?.value ?? text)
      notify('success', t('publish.copied'))
    } catch {
      area.current?.select()
      notify('error', t('publish.copyFailed'))
    }
  }
  if (text === null) return <p className="empty">{t('publish.nothing')}</p>
  return (
    <div className="publish-message">
      <label htmlFor={id}>{t('publish.messageText')}</label>
      <textarea
        id={id}
        ref={area}
        key={text}
        defaultValue={text}
        rows={Math.min(16, text.split('\n').length + 1)}
        spellCheck={false}
      />
      <div className="toolbar">
        <button type="button" className="primary" onClick={() => void copy()}>
          {t('publish.copy')}
        </button>
      </div>
    </div>
  )
}

/** Offers the open data file for download. */
export function downloadJson(slug: string, text: string) {
  downloadFile(text, `${slug}-datos.json`, 'application/json')
}
