/**
 * How much ink a drawn signature holds: the PNG a signature pad hands back is decoded and its
 * painted pixels counted, so an empty drawing (a tap, a cleared pad, a forged "x") is told from a
 * signature on the tablet before it signs and at the federation when the acta arrives.
 */
import { unzlibSync } from 'fflate'

/** Painted pixels a signature needs: a short stroke of the 3 px pen already has more. */
export const MIN_INK_PIXELS = 60

function base64Bytes(b64: string): Uint8Array | null {
  try {
    const bin = atob(b64)
    const out = new Uint8Array(bin.length)
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i)
    return out
  } catch {
    return null
  }
}

const u32 = (b: Uint8Array, i: number) =>
  ((b[i] ?? 0) * 0x1000000 + ((b[i + 1] ?? 0) << 16) + ((b[i + 2] ?? 0) << 8) + (b[i + 3] ?? 0)) >>>
  0

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/** Unfilters the scanlines of an 8-bit, non-interlaced image with `bpp` bytes per pixel. */
function unfilter(data: Uint8Array, width: number, height: number, bpp: number): Uint8Array {
  const stride = width * bpp
  const out = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const type = data[y * (stride + 1)] ?? 0
    const src = y * (stride + 1) + 1
    const row = y * stride
    for (let x = 0; x < stride; x++) {
      const raw = data[src + x] ?? 0
      const a = x >= bpp ? (out[row + x - bpp] ?? 0) : 0
      const b = y > 0 ? (out[row - stride + x] ?? 0) : 0
      const c = x >= bpp && y > 0 ? (out[row - stride + x - bpp] ?? 0) : 0
      const pred =
        type === 1
          ? a
          : type === 2
            ? b
            : type === 3
              ? (a + b) >> 1
              : type === 4
                ? paeth(a, b, c)
                : 0
      out[row + x] = (raw + pred) & 0xff
    }
  }
  return out
}

/**
 * Painted pixels of a PNG data URL: opaque pixels of an RGBA image, non-white ones of an RGB
 * image; 0 for anything that is not an 8-bit, non-interlaced RGB(A) PNG.
 */
export function inkPixels(dataUrl: string): number {
  const prefix = 'data:image/png;base64,'
  if (!dataUrl.startsWith(prefix)) return 0
  const png = base64Bytes(dataUrl.slice(prefix.length))
  if (!png || png.length < 33 || u32(png, 0) !== 0x89504e47) return 0
  const width = u32(png, 16)
  const height = u32(png, 20)
  const [depth, colour, , , interlace] = png.subarray(24, 29)
  const bpp = colour === 6 ? 4 : colour === 2 ? 3 : 0
  if (depth !== 8 || bpp === 0 || interlace !== 0 || width * height > 4_000_000) return 0
  const parts: Uint8Array[] = []
  for (let i = 8; i + 8 <= png.length;) {
    const len = u32(png, i)
    const type = String.fromCharCode(...png.subarray(i + 4, i + 8))
    if (type === 'IDAT') parts.push(png.subarray(i + 8, i + 8 + len))
    i += 12 + len
  }
  let pixels: Uint8Array
  try {
    const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
    let at = 0
    for (const p of parts) {
      joined.set(p, at)
      at += p.length
    }
    pixels = unfilter(unzlibSync(joined), width, height, bpp)
  } catch {
    return 0
  }
  let ink = 0
  for (let i = 0; i < pixels.length; i += bpp) {
    const painted =
      bpp === 4
        ? (pixels[i + 3] ?? 0) > 32
        : (pixels[i] ?? 255) < 224 || (pixels[i + 1] ?? 255) < 224 || (pixels[i + 2] ?? 255) < 224
    if (painted) ink++
  }
  return ink
}

/** True when a drawn signature holds enough ink to be one. @see FAPA art. 79.6 */
export function hasInk(dataUrl: string): boolean {
  return inkPixels(dataUrl) >= MIN_INK_PIXELS
}
