import { useT } from '../../i18n/index.ts'

export default function ClubsPage() {
  const t = useT()
  return (
    <section className="page">
      <h1>{t('nav.clubs')}</h1>
    </section>
  )
}
