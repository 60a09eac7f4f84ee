/**
 * QR codes of the public address. The encoder (`qr`, a small dependency-free library that follows
 * ISO/IEC 18004) is loaded only when a page first shows a code, so it stays out of the start-up
 * bundle; the drawing is ours: one SVG path, or filled squares for the PDF.
 */

/** Modules of a QR code, row by row (true = dark), with the 4-module quiet zone of the standard. */
export type QrMatrix = readonly (readonly boolean[])[]

/** Encodes the text with error correction level M (15 % of the code may be damaged or dirty). */
export async function qrMatrix(text: string): Promise<QrMatrix> {
  const { encodeQR } = await import('qr')
  return encodeQR(text, 'raw', { ecc: 'medium', border: 4 })
}

/** The dark runs of each row as rectangles (x, y, width in modules), for drawing with jsPDF. */
export function qrRuns(m: QrMatrix): { x: number; y: number; w: number }[] {
  const out: { x: number; y: number; w: number }[] = []
  m.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      let w = 1
      while (row[x + w]) w++
      out.push({ x, y, w })
      x += w
    }
  })
  return out
}

/** The dark modules as one SVG path in module units (`M x y h3 v1 h-3 z`, one per run of a row). */
export function qrPath(m: QrMatrix): string {
  return qrRuns(m)
    .map((r) => `M${r.x} ${r.y}h${r.w}v1h-${r.w}z`)
    .join('')
}
