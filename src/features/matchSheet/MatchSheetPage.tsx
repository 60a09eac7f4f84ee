import { useSearchParams } from 'react-router'
import { useT } from '../../i18n/index.ts'
import { CaptainView } from './CaptainView.tsx'
import { FederationView } from './FederationView.tsx'
import './matchSheet.css'

/** Match sheets: the captain's tablet, or the federation receiving the files. */
export default function MatchSheetPage() {
  const t = useT()
  const [params, setParams] = useSearchParams()
  const federation = params.get('v') === 'fed'
  return (
    <section className="page ms-page">
      <h1>{t('matchSheet.title')}</h1>
      <div className="ms-tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={!federation}
          className="ms-tab"
          onClick={() => setParams({})}
        >
          {t('matchSheet.captainTab')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={federation}
          className="ms-tab"
          onClick={() => setParams({ v: 'fed' })}
        >
          {t('matchSheet.federationTab')}
        </button>
      </div>
      {federation ? <FederationView /> : <CaptainView />}
    </section>
  )
}
