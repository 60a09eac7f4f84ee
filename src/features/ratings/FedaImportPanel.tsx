import { screenDate } from '../../i18n/format.ts'
import { useState, type FormEvent } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/db.ts'
import {
  FEDA_FIELDS,
  checkFedaMapping,
  detectDelimiter,
  splitDelimitedLine,
  suggestFedaMapping,
  type FedaField,
  type FedaMapping,
} from '../../domain/ratings/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { useAppStore } from '../../state/appStore.ts'
import { ImportStatus } from './ImportStatus.tsx'
import { ListStateLine } from './ListStateLine.tsx'
import { firstOfThisMonth } from './listForm.ts'
import { applyFedaListToRegistry, readListState } from './ratingListDb.ts'
import { useListImport } from './useListImport.ts'

interface RememberedMapping {
  readonly key: 'fedaMapping'
  readonly headers: readonly string[]
  readonly mapping: FedaMapping
}

/** Pick a FEDA CSV/TSV, confirm the column of each item once (remembered) and import it. */
export function FedaImportPanel() {
  const t = useT()
  const notify = useAppStore((s) => s.notify)
  const state = useLiveQuery(() => readListState(db, 'feda'))
  const [file, setFile] = useState<File | null>(null)
  const [headers, setHeaders] = useState<string[]>([])
  const [mapping, setMapping] = useState<FedaMapping>({})
  const [listDate, setListDate] = useState(firstOfThisMonth)
  const { view, start, cancel } = useListImport()
  const running = view.phase === 'running'
  const problems = checkFedaMapping(mapping)

  async function onFile(f: File | null) {
    setFile(f)
    if (!f) return setHeaders([])
    const first = (await f.slice(0, 65536).text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? ''
    const cells = splitDelimitedLine(first, detectDelimiter(first)) ?? []
    setHeaders(cells)
    const saved = await db.table<RememberedMapping, string>('ratingSettings').get('fedaMapping')
    const same = saved && saved.headers.join('\u0001') === cells.join('\u0001')
    setMapping(same ? saved.mapping : suggestFedaMapping(cells))
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (!file || problems.length > 0) return
    await db
      .table<RememberedMapping, string>('ratingSettings')
      .put({ key: 'fedaMapping', headers, mapping })
    start({
      list: 'feda',
      file,
      fileName: file.name,
      format: 'feda-csv',
      listDate,
      federations: null,
      fedaMapping: mapping,
    })
  }

  async function onApply() {
    if (!state) return
    const count = await applyFedaListToRegistry(db, state, new Date())
    notify(
      'success',
      t('ratings.applied', { count, list: 'FEDA', date: screenDate(state.listDate ?? '') }),
    )
  }

  const fieldName = (f: FedaField): string => t(`ratings.field_${f}` as MessageKey)
  return (
    <section className="panel" aria-labelledby="feda-list-title">
      <h2 id="feda-list-title">{t('ratings.fedaSection')}</h2>
      {state && <ListStateLine state={state} />}
      <form className="list-import" onSubmit={(e) => void onSubmit(e)}>
        <div className="field">
          <label htmlFor="feda-file">{t('ratings.fileLabel')}</label>
          <input
            id="feda-file"
            type="file"
            accept=".csv,.tsv,.txt"
            disabled={running}
            onChange={(e) => void onFile(e.target.files?.[0] ?? null)}
          />
          <span className="hint">{t('ratings.fedaFileHint')}</span>
        </div>
        <div className="field">
          <label htmlFor="feda-date">{t('ratings.listDateLabel')}</label>
          <input
            id="feda-date"
            type="date"
            required
            value={listDate}
            disabled={running}
            onChange={(e) => setListDate(e.target.value)}
          />
        </div>
        {headers.length > 0 && (
          <fieldset disabled={running}>
            <legend>{t('ratings.mappingTitle')}</legend>
            <p className="hint">{t('ratings.mappingHint')}</p>
            {FEDA_FIELDS.map((f) => (
              <div className="field" key={f}>
                <label htmlFor={`feda-map-${f}`}>{fieldName(f)}</label>
                <select
                  id={`feda-map-${f}`}
                  value={mapping[f] ?? ''}
                  onChange={(e) => {
                    const { [f]: _old, ...rest } = mapping
                    setMapping(
                      e.target.value === '' ? rest : { ...rest, [f]: Number(e.target.value) },
                    )
                  }}
                >
                  <option value="">{t('ratings.mappingNone')}</option>
                  {headers.map((h, i) => (
                    <option key={`${i}-${h}`} value={i}>
                      {h || `#${i + 1}`}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            {problems.length > 0 && (
              <p className="error">
                {t('ratings.mappingProblem', {
                  fields: problems
                    .map((p) =>
                      fieldName(
                        p === 'feda-list/name-not-mapped'
                          ? 'name'
                          : p === 'feda-list/id-not-mapped'
                            ? 'fedaId'
                            : 'rating',
                      ),
                    )
                    .join(', '),
                })}
              </p>
            )}
          </fieldset>
        )}
        <button
          type="submit"
          className="primary"
          disabled={!file || running || problems.length > 0}
        >
          {t('ratings.mappingConfirm')}
        </button>
        {state?.table && !running && (
          <button type="button" onClick={() => void onApply()}>
            {t('ratings.applyFeda')}
          </button>
        )}
      </form>
      <ImportStatus view={view} onCancel={cancel} />
    </section>
  )
}
