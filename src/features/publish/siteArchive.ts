/**
 * Hands a published site over: as one zip file (fflate, already used to read the rating lists),
 * or written file by file into a folder the arbiter picks, where the browser has the File System
 * Access API. The zip carries a fixed date on every entry, so the same site gives the same bytes.
 */
import { zipSync, strToU8, type Zippable } from 'fflate'
import type { SiteFile } from '../../domain/publish/index.ts'

/** Date written on every zip entry (the zip format starts its calendar in 1980). */
const ZIP_DATE = new Date(Date.UTC(1980, 0, 1, 12))

/** The site as a zip archive, its files at the top, in name order. */
export function zipSite(files: readonly SiteFile[]): Uint8Array {
  const entries: Zippable = {}
  for (const f of files) entries[f.name] = [strToU8(f.text), { mtime: ZIP_DATE, level: 6 }]
  return zipSync(entries)
}

/** What the File System Access API gives for a folder (only the calls used here). */
export interface FolderHandle {
  getFileHandle(
    name: string,
    options: { create: boolean },
  ): Promise<{
    createWritable(): Promise<{ write(data: string): Promise<void>; close(): Promise<void> }>
  }>
}

declare global {
  interface Window {
    showDirectoryPicker?: (options?: { mode?: 'readwrite'; id?: string }) => Promise<FolderHandle>
  }
}

/** True when the browser lets the page write into a folder the arbiter picks. */
export function canWriteFolder(): boolean {
  return typeof window !== 'undefined' && typeof window.showDirectoryPicker === 'function'
}

/** Asks for a folder; null when the arbiter closes the dialog. */
export async function pickFolder(): Promise<FolderHandle | null> {
  try {
    return (await window.showDirectoryPicker?.({ mode: 'readwrite', id: 'alfil-publish' })) ?? null
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') return null
    throw e
  }
}

/**
 * Writes every file of the site into the folder, replacing the files of the same name (the names
 * are stable, so publishing after each round overwrites the previous round's site).
 */
export async function writeSite(folder: FolderHandle, files: readonly SiteFile[]): Promise<number> {
  for (const f of files) {
    const handle = await folder.getFileHandle(f.name, { create: true })
    const out = await handle.createWritable()
    await out.write(f.text)
    await out.close()
  }
  return files.length
}

/** Bytes of the site's files as UTF-8: the total and the biggest page. */
export function siteSize(files: readonly SiteFile[]): {
  total: number
  largest: SiteFile | null
  largestBytes: number
} {
  const enc = new TextEncoder()
  let total = 0
  let largest: SiteFile | null = null
  let largestBytes = 0
  for (const f of files) {
    const n = enc.encode(f.text).length
    total += n
    if (n > largestBytes) [largest, largestBytes] = [f, n]
  }
  return { total, largest, largestBytes }
}
