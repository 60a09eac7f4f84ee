import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useT } from '../../i18n/index.ts'

/** Room kept between the dialog and the window's edges and the row's control, in CSS pixels. */
const MARGIN = 8
const GAP = 16

/**
 * Where the dialog goes, in the viewport: level with the row and to the right of the control
 * that opened it (to its left when the right has no room), moved up when the row is low on the
 * screen so the whole dialog stays in view.
 */
export function besideRow(
  row: { top: number },
  control: { left: number; right: number },
  size: { width: number; height: number },
  view: { width: number; height: number },
): { top: number; left: number } {
  const top = Math.max(MARGIN, Math.min(row.top, view.height - MARGIN - size.height))
  const right = control.right + GAP
  const left = control.left - GAP - size.width
  if (right + size.width <= view.width - MARGIN) return { top, left: right }
  if (left >= MARGIN) return { top, left }
  return { top, left: Math.max(MARGIN, view.width - MARGIN - size.width) }
}

/**
 * A non-modal dialog beside the table row whose control opened it: labelled by its title,
 * focused when it opens, closed by Escape or its close button, and the focus goes back to that
 * control. The page around it stays usable (the standings' own controls keep working).
 */
export function RowDialog({
  anchor,
  title,
  onClose,
  className = '',
  children,
}: {
  /** The control in the row that opened the dialog. */
  anchor: HTMLElement
  title: string
  onClose: () => void
  className?: string
  children: ReactNode
}) {
  const t = useT()
  const titleId = useId()
  const box = useRef<HTMLDivElement>(null)
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null)

  const close = useCallback(() => {
    onClose()
    anchor.focus()
  }, [anchor, onClose])

  const layout = useCallback(() => {
    const el = box.current
    if (!el) return
    // Placed in its positioned container; without one, in the page.
    const parent = el.offsetParent ?? document.documentElement
    const row = (anchor.closest('tr') ?? anchor).getBoundingClientRect()
    const at = besideRow(
      row,
      anchor.getBoundingClientRect(),
      { width: el.offsetWidth, height: el.offsetHeight },
      { width: document.documentElement.clientWidth, height: window.innerHeight },
    )
    const origin = parent.getBoundingClientRect()
    setPlace({ top: at.top - origin.top, left: at.left - origin.left })
  }, [anchor])

  useLayoutEffect(() => {
    layout()
  }, [layout, children])

  // Hidden until placed, and a hidden element cannot take the focus: focus once it is shown.
  const shown = place !== null
  useEffect(() => {
    if (shown) box.current?.focus({ preventScroll: true })
  }, [anchor, shown])

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') close()
    }
    window.addEventListener('resize', layout)
    document.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('resize', layout)
      document.removeEventListener('keydown', onKey)
    }
  }, [layout, close])

  return (
    <div
      ref={box}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`panel row-dialog ${className}`.trim()}
      style={place ? { top: place.top, left: place.left } : { visibility: 'hidden' }}
    >
      <div className="row-dialog-head">
        <h3 id={titleId}>{title}</h3>
        <button type="button" onClick={close}>
          {t('common.close')}
        </button>
      </div>
      {children}
    </div>
  )
}
