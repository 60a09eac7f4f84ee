import { useT } from '../i18n/index.ts'
import { useAppStore } from '../state/appStore.ts'

/** Offers a waiting new version; nothing changes until the person presses "update now". */
export function UpdatePrompt() {
  const t = useT()
  const waiting = useAppStore((s) => s.updateWaiting)
  const apply = useAppStore((s) => s.applyUpdate)
  const dismiss = useAppStore((s) => s.dismissUpdate)
  if (!waiting) return null
  return (
    <div className="banner" role="alert">
      <span>{t('common.updateReady')}</span>
      <button type="button" className="primary" onClick={() => apply?.()}>
        {t('common.updateApply')}
      </button>
      <button type="button" onClick={dismiss}>
        {t('common.updateLater')}
      </button>
    </div>
  )
}
