import type { StorageFailure } from '../db/storageProbe.ts'
import { useT, type MessageKey } from '../i18n/index.ts'

/**
 * The whole page when the browser gives Alfil no storage: what happened, what the arbiter can do,
 * and that saved data were not touched. No other screen opens, so none waits forever.
 */
export function StorageUnavailable({ failure }: { failure: StorageFailure }) {
  const t = useT()
  const { problem, reason } = failure
  return (
    <main className="page storage-unavailable">
      <h1>{t('storage.title')}</h1>
      <p className="lead">{t('storage.lead')}</p>
      <section aria-labelledby="storage-what">
        <h2 id="storage-what">{t('storage.whatHappened')}</h2>
        <p>{t(`storage.what_${problem}` as MessageKey)}</p>
        {problem !== 'timeout' && <p className="muted">{t('storage.reason', { reason })}</p>}
      </section>
      <section aria-labelledby="storage-do">
        <h2 id="storage-do">{t('storage.whatToDo')}</h2>
        <ol>
          <li>{t(`storage.do_${problem}_1` as MessageKey)}</li>
          <li>{t(`storage.do_${problem}_2` as MessageKey)}</li>
        </ol>
        <p>{t('storage.dataSafe')}</p>
        <button type="button" className="primary" onClick={() => window.location.reload()}>
          {t('storage.retry')}
        </button>
      </section>
    </main>
  )
}
