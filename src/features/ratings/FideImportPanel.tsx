import { screenDate } from '../../i18n/format.ts'
import { useState, type FormEvent } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/db.ts'
import { useT } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { ImportStatus } from './ImportStatus.tsx'
import { ListStateLine } from './ListStateLine.tsx'
import { applyFideListToRegistry, readListState } from './ratingListDb.ts'
import { firstOfThisMonth, parseFederations } from './listForm.ts'
import { useListImport } from './useListImport.ts'

/** Pick a FIDE list file, choose the federations and import it in the background. */
export function FideImportPanel() {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  const state = useLiveQuery(() => readListState(db, 'fide'))
  const [file, setFile] = useState<File | null>(null)
  const [listDate, setListDate] = useState(firstOfThisMonth)
  const [scope, setScope] = useState<'all' | 'some'>('all')
  const [feds, setFeds] = useState('ESP')
  const { view, start, cancel } = useListImport()
  const running = view.phase === 'running'

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (!file) return
    const federations = scope === 'all' ? null : parseFederations(feds)
    start({ list: 'fide', file, fileName: file.name, format: 'auto', listDate, federations })
  }

  async function onApply() {
    if (!state) return
    const count = await applyFideListToRegistry(db, state, new Date())
    notify(
      'success',
      t('ratings.applied', { count, list: 'FIDE', date: screenDate(state.listDate ?? '') }),
    )
  }

  return (
    <section className="panel" aria-labelledby="fide-list-title">
      <h2 id="fide-list-title">{t('ratings.fideSection')}</h2>
      {state && <ListStateLine state={state} />}
      <form className="list-import" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="fide-file">{t('ratings.fileLabel')}</label>
          <input
            id="fide-file"
            type="file"
            accept=".txt,.xml,.zip"
            aria-describedby="fide-file-hint"
            disabled={running}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <span className="hint" id="fide-file-hint">
            {t('ratings.fideFileHint')}
          </span>
        </div>
        <div className="field">
          <label htmlFor="fide-date">{t('ratings.listDateLabel')}</label>
          <input
            id="fide-date"
            type="date"
            required
            value={listDate}
            disabled={running}
            onChange={(e) => setListDate(e.target.value)}
          />
        </div>
        <fieldset disabled={running}>
          <legend>{t('ratings.federationsLabel')}</legend>
          <label>
            <input
              type="radio"
              name="fide-scope"
              checked={scope === 'all'}
              onChange={() => setScope('all')}
            />
            {t('ratings.allFederations')}
          </label>
          <label>
            <input
              type="radio"
              name="fide-scope"
              checked={scope === 'some'}
              onChange={() => setScope('some')}
            />
            {t('ratings.onlyFederations')}
          </label>
          {scope === 'some' && (
            <div className="field">
              <label htmlFor="fide-feds">{t('ratings.federationsInput')}</label>
              <input
                id="fide-feds"
                value={feds}
                aria-describedby="fide-feds-hint"
                onChange={(e) => setFeds(e.target.value)}
              />
              <span className="hint" id="fide-feds-hint">
                {t('ratings.federationsHint')}
              </span>
            </div>
          )}
        </fieldset>
        <button type="submit" className="primary" disabled={!file || running}>
          {t('ratings.import')}
        </button>
        {state?.table && !running && (
          <button type="button" onClick={() => void onApply()}>
            {t('ratings.applyFide')}
          </button>
        )}
      </form>
      <ImportStatus view={view} onCancel={cancel} />
    </section>
  )
}
