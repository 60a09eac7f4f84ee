import { useLiveQuery } from 'dexie-react-hooks'
import {
  deleteSafetyCopy,
  listSafetyCopies,
  readSafetyCopy,
  SAFETY_COPIES_KEPT,
} from '../../db/backup/safetyCopies.ts'
import { db } from '../../db/db.ts'
import { formatDate, formatNumber, useLocale, useT } from '../../i18n/index.ts'
import { DataTable } from '../../ui/DataTable.tsx'
import { downloadFile } from '../../ui/download.ts'

/** The safety copies a restore left on this device: download one, get it back or delete it. */
export function SafetyCopiesSection({ onRestore }: { onRestore: (text: string) => void }) {
  const t = useT()
  const locale = useLocale()
  const copies = useLiveQuery(() => listSafetyCopies(db))

  async function withCopy(takenAt: string, then: (text: string) => void) {
    const text = await readSafetyCopy(db, takenAt)
    if (text !== undefined) then(text)
  }

  return (
    <section className="panel" aria-labelledby="io-safety">
      <h2 id="io-safety">{t('io.safetyTitle')}</h2>
      <p className="muted">{t('io.safetyIntro', { kept: SAFETY_COPIES_KEPT })}</p>
      {copies === undefined ? null : copies.length === 0 ? (
        <p className="empty">{t('io.safetyEmpty')}</p>
      ) : (
        <DataTable
          layout="static"
          className="simple-table"
          label={t('io.safetyLabel')}
          rows={copies}
          rowId={(c) => c.takenAt}
          columns={[
            {
              id: 'taken',
              header: t('io.safetyTaken'),
              value: (c) => formatDate(c.takenAt, locale, true),
              rowHeader: true,
            },
            {
              id: 'rows',
              header: t('io.safetyRows'),
              value: (c) => formatNumber(c.rows, locale),
            },
            {
              id: 'replacedBy',
              header: t('io.safetyReplacedBy'),
              value: (c) => formatDate(c.replacedBy, locale, true),
            },
            {
              id: 'actions',
              header: t('io.safetyRestore'),
              headerHidden: true,
              value: () => null,
              className: () => 'toolbar',
              cell: (c) => {
                const date = formatDate(c.takenAt, locale, true)
                const fileName = `alfil-copia-automatica-${c.takenAt.slice(0, 19).replaceAll(':', '')}.json`
                return (
                  <>
                    <button
                      type="button"
                      aria-label={t('io.safetyRestoreLabel', { date })}
                      onClick={() => void withCopy(c.takenAt, onRestore)}
                    >
                      {t('io.safetyRestore')}
                    </button>
                    <button
                      type="button"
                      aria-label={t('io.safetyDownloadLabel', { date })}
                      onClick={() =>
                        void withCopy(c.takenAt, (text) =>
                          downloadFile(text, fileName, 'application/json'),
                        )
                      }
                    >
                      {t('io.safetyDownload')}
                    </button>
                    <button
                      type="button"
                      aria-label={t('io.safetyDeleteLabel', { date })}
                      onClick={() => {
                        if (window.confirm(t('io.safetyDeleteConfirm', { date })))
                          void deleteSafetyCopy(db, c.takenAt)
                      }}
                    >
                      {t('io.safetyDelete')}
                    </button>
                  </>
                )
              },
            },
          ]}
        />
      )}
    </section>
  )
}
