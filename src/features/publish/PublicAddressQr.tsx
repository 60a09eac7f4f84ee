import './publish.css'
import { useEffect, useState } from 'react'
import { useT } from '../../i18n/index.ts'
import { qrMatrix, qrPath, type QrMatrix } from './qrCode.ts'

/**
 * The QR code of the tournament's public address with the address under it, for the printed
 * pairings and standings: players scan it to find the published site.
 */
export function PublicAddressQr({ url }: { url: string }) {
  const t = useT()
  const [code, setCode] = useState<{ url: string; m: QrMatrix } | null>(null)
  useEffect(() => {
    let live = true
    void qrMatrix(url).then((m) => {
      if (live) setCode({ url, m })
    })
    return () => {
      live = false
    }
  }, [url])
  const m = code?.url === url ? code.m : null
  return (
    <figure className="public-qr">
      {m && (
        <svg
          role="img"
          aria-label={t('publish.qrLabel', { url })}
          viewBox={`0 0 ${m.length} ${m.length}`}
          shapeRendering="crispEdges"
        >
          <rect width={m.length} height={m.length} fill="#fff" />
          <path d={qrPath(m)} fill="#000" />
        </svg>
      )}
      <figcaption>{url}</figcaption>
    </figure>
  )
}
