import decodeQR from 'qr/decode.js'
import { describe, expect, it } from 'vitest'
import { printedAddress, withQrCode } from '../../../src/features/publish/printedAddress.ts'
import { qrMatrix, qrPath } from '../../../src/features/publish/qrCode.ts'
import { smallSwiss } from '../../domain/publish/smallEvents.ts'

describe('QR code of the public address on printed pairings and standings', () => {
  it('the QR code decodes back to the address (ISO/IEC 18004, level M, 4-module quiet zone)', async () => {
    const url = 'https://club.example/abierto/round-3.html'
    const m = await qrMatrix(url)
    const scale = 4
    const n = m.length * scale
    const data = new Uint8Array(n * n * 4)
    for (let y = 0; y < n; y++)
      for (let x = 0; x < n; x++) {
        const v = m[Math.floor(y / scale)]?.[Math.floor(x / scale)] ? 0 : 255
        data.set([v, v, v, 255], (y * n + x) * 4)
      }
    expect(decodeQR({ width: n, height: n, data })).toBe(url)
    expect(m.slice(0, 4).every((row) => row.every((dark) => !dark))).toBe(true)
    expect(qrPath([[false, true, true, false, true]])).toBe('M1 0h2v1h-2zM4 0h1v1h-1z')
  })

  it('printed pairings and standings lead to their own page of the site; other documents carry no code', () => {
    const t = {
      ...smallSwiss,
      settings: { ...smallSwiss.settings, publicUrl: 'https://club.example/a/' },
    }
    expect(printedAddress(t, 'pairings', 3)).toBe('https://club.example/a/round-3.html')
    expect(printedAddress(t, 'standings', 3)).toBe('https://club.example/a/standings.html')
    expect(printedAddress(t, 'report', 3)).toBeNull()
    expect(printedAddress(smallSwiss, 'pairings', 3)).toBeNull()
  })

  it('on the PDF the code is filled squares at the top right of page 1, 17 mm a side', async () => {
    const layout = await withQrCode({ pages: 2, ops: [] }, 'https://club.example/a/')
    const squares = layout.ops.filter((o) => o.op === 'rect')
    expect(squares.length).toBeGreaterThan(50)
    expect(squares.every((o) => o.op === 'rect' && o.fill && o.page === 1)).toBe(true)
    const xs = squares.map((o) => (o.op === 'rect' ? o.x + o.w : 0))
    const ys = squares.map((o) => (o.op === 'rect' ? o.y + o.h : 0))
    expect(Math.max(...xs)).toBeLessThanOrEqual(196)
    expect(Math.min(...squares.map((o) => (o.op === 'rect' ? o.x : 0)))).toBeGreaterThanOrEqual(179)
    expect(Math.max(...ys)).toBeLessThanOrEqual(20)
  })
})
