import { useT } from '../../i18n/index.ts'

export default function BackupPage() {
  const t = useT()
  return (
    <section className="page">
      <h1>{t('nav.io')}</h1>
    </section>
  )
}
