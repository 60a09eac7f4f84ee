import { useState } from 'react'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { appContext } from '../../db/context.ts'
import { todayOf } from '../../db/commands/index.ts'
import type { SeasonRow } from '../../db/schema.ts'
import { seasonOn } from '../../domain/federation/index.ts'
import { useT } from '../../i18n/index.ts'
import { PreviewTable, SeasonSelect } from './ImportPreview.tsx'
import { importRegistry, previewRegistryImport, type Preview } from './registryImport.ts'

/**
 * Players and their licences from a spreadsheet: paste the block or pick a CSV file, see every
 * line as it will be stored (or why it will not), then confirm; nothing is written before.
 * @see FAPA art. 6
 */
export function RegistryImport({ seasons }: { seasons: readonly SeasonRow[] }) {
  const t = useT()
  const [text, setText] = useState('')
  const [seasonId, setSeasonId] = useState(
    () => seasonOn(seasons, todayOf(appContext))?.id ?? seasons[0]?.id ?? '',
  )
  const [preview, setPreview] = useState<Preview | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const good = preview?.ok ? preview.lines.filter((l) => l.data !== null).length : 0
  const bad = preview?.ok ? preview.lines.length - good : 0

  async function show(next: string) {
    setText(next)
    setDone(null)
    setPreview(next.trim() === '' ? null : await previewRegistryImport(appContext, next, seasonId))
  }
  async function confirm() {
    const r = await importRegistry(appContext, text, seasonId)
    if (!r.ok) return setDone(errorMessage(t, r.error[0]?.code ?? '', r.error[0]?.params))
    setDone(t('players.importDone', r.value))
    setText('')
    setPreview(null)
  }
  return (
    <details className="panel registry-import">
      <summary>{t('players.importTitle')}</summary>
      <p className="muted">{t('players.importIntro')}</p>
      <SeasonSelect
        id="import-season"
        seasons={seasons}
        value={seasonId}
        onChange={setSeasonId}
        noneLabel={t('players.importNoSeason')}
      />
      <div className="field">
        <label htmlFor="import-text">{t('players.importPaste')}</label>
        <textarea
          id="import-text"
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="toolbar">
        <button type="button" onClick={() => void show(text)}>
          {t('players.importPreview')}
        </button>
        <label htmlFor="import-file">{t('players.importFile')}</label>
        <input
          id="import-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={async (e) => {
            const f = e.target.files?.[0]
            if (f) await show(await f.text())
          }}
        />
      </div>
      {preview && !preview.ok && (
        <ul role="alert" aria-label={t('players.importRefused')}>
          {preview.errors.map((e, i) => (
            <li key={i}>
              {t('players.importLine', { line: e.line })}: {errorMessage(t, e.code, e.params)}
            </li>
          ))}
        </ul>
      )}
      {preview?.ok && (
        <>
          <p role="status">{t('players.importSummary', { good, bad })}</p>
          <PreviewTable
            label={t('players.importTable')}
            headings={[
              t('players.importLineCol'),
              t('players.colName'),
              t('players.importClubCol'),
            ]}
            rows={preview.lines.map((l) => ({
              key: l.line,
              cells: [l.line, l.name, l.club?.name ?? ''],
              written: l.data ? t('players.importOk') : null,
              errors: l.errors,
            }))}
            confirmLabel={t('players.importConfirm', { good })}
            onConfirm={() => void confirm()}
          />
        </>
      )}
      {done && <p role="status">{done}</p>}
    </details>
  )
}
