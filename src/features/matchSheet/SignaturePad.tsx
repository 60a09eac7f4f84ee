import { useRef, useState } from 'react'
import { useT } from '../../i18n/index.ts'
import { hasInk } from './signatureInk.ts'

/** A canvas to sign on with a finger or pen (pointer events); hands back a PNG data URL. */
export function SignaturePad({
  label,
  onSign,
}: {
  label: string
  onSign: (dataUrl: string) => void
}) {
  const t = useT()
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const [strokes, setStrokes] = useState(0)
  const [blank, setBlank] = useState(false)

  function point(e: React.PointerEvent<HTMLCanvasElement>): [number, number] {
    const c = e.currentTarget
    const r = c.getBoundingClientRect()
    return [((e.clientX - r.left) * c.width) / r.width, ((e.clientY - r.top) * c.height) / r.height]
  }
  function down(e: React.PointerEvent<HTMLCanvasElement>) {
    const ctx = e.currentTarget.getContext('2d')
    if (!ctx) return
    try {
      e.currentTarget.setPointerCapture(e.pointerId)
    } catch {
      // Capture only keeps a stroke that leaves the pad; drawing works without it.
    }
    drawing.current = true
    const [x, y] = point(e)
    ctx.lineWidth = 3
    ctx.lineCap = 'round'
    ctx.strokeStyle = '#111'
    ctx.beginPath()
    ctx.moveTo(x, y)
  }
  function move(e: React.PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return
    const ctx = e.currentTarget.getContext('2d')
    const [x, y] = point(e)
    ctx?.lineTo(x, y)
    ctx?.stroke()
  }
  function up() {
    if (drawing.current) setStrokes((n) => n + 1)
    drawing.current = false
  }
  function clear() {
    const c = canvas.current
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height)
    setStrokes(0)
    setBlank(false)
  }
  return (
    <div className="ms-signature">
      <canvas
        ref={canvas}
        width={600}
        height={200}
        aria-label={label}
        className="ms-canvas"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
      />
      <p className="muted">{t('matchSheet.signHere')}</p>
      <div className="ms-row">
        <button type="button" className="ms-button" onClick={clear}>
          {t('matchSheet.clearSignature')}
        </button>
        <button
          type="button"
          className="ms-button primary"
          disabled={strokes === 0}
          onClick={() => {
            const image = canvas.current?.toDataURL('image/png') ?? ''
            // A tap or a dot is no signature (art. 79.6): the pad asks for one again.
            if (!hasInk(image)) return setBlank(true)
            setBlank(false)
            onSign(image)
          }}
        >
          {t('matchSheet.confirmSignature')}
        </button>
      </div>
      {blank && (
        <p role="alert" className="ms-msg ms-msg-error">
          {t('actas.blankSignature')}
        </p>
      )}
    </div>
  )
}
