import { Link } from 'react-router'
import { useT } from '../../i18n/index.ts'
import { FedaImportPanel } from './FedaImportPanel.tsx'
import { FideImportPanel } from './FideImportPanel.tsx'
import { ListSearch } from './ListSearch.tsx'

/** Rating lists: import the FIDE and FEDA lists of the month and search them offline. */
export default function RatingListsPage() {
  const t = useT()
  return (
    <section className="page">
      <h1>{t('ratings.title')}</h1>
      <p>{t('ratings.intro')}</p>
      <p>
        <Link to="/rating-preview">{t('ratings.pv_fromLists')}</Link>
      </p>
      <FideImportPanel />
      <FedaImportPanel />
      <ListSearch />
    </section>
  )
}
