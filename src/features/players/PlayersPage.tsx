import { useT } from '../../i18n/index.ts'

export default function PlayersPage() {
  const t = useT()
  return (
    <section className="page">
      <h1>{t('nav.players')}</h1>
    </section>
  )
}
