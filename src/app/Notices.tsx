import { useEffect } from 'react'
import { useT } from '../i18n/index.ts'
import { useAppStore, type Notice } from '../state/appStore.ts'

const NOTICE_MS = 6000

function NoticeItem({ notice }: { notice: Notice }) {
  const t = useT()
  const dismiss = useAppStore((s) => s.dismissNotice)
  useEffect(() => {
    if (notice.kind === 'error') return undefined
    const timer = window.setTimeout(() => dismiss(notice.id), NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [notice, dismiss])
  return (
    <li className={`notice notice-${notice.kind}`}>
      <span>{notice.text}</span>
      <button type="button" className="link" onClick={() => dismiss(notice.id)}>
        {t('common.close')}
      </button>
    </li>
  )
}

/** Short confirmations and failures, announced politely to screen readers. */
export function Notices() {
  const notices = useAppStore((s) => s.notices)
  return (
    <ul className="notices" aria-live="polite">
      {notices.map((n) => (
        <NoticeItem key={n.id} notice={n} />
      ))}
    </ul>
  )
}
