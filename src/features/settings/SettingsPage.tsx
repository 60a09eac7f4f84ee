import { useT } from '../../i18n/index.ts'

export default function SettingsPage() {
  const t = useT()
  return (
    <section className="page">
      <h1>{t('nav.settings')}</h1>
    </section>
  )
}
