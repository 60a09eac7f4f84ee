/**
 * Every sheet this tablet holds, each with the package it was filled from, so a sheet is checked
 * against the others of its round across the club's packages (art. 74.4).
 */
import { useLiveQuery } from 'dexie-react-hooks'
import type { DeviceSheet } from '../../domain/matchSheet/index.ts'
import { db } from '../../db/db.ts'
import { matchSheets, seasonPackages } from '../teams/matchSheetDb.ts'

/** The latest version of every sheet on the device whose package is still here. */
export async function loadDeviceSheets(): Promise<DeviceSheet[]> {
  const [rows, pkgs] = await Promise.all([matchSheets(db).toArray(), seasonPackages(db).toArray()])
  const latest = new Map<string, (typeof rows)[number]>()
  for (const r of rows) {
    const had = latest.get(r.matchId)
    if (!had || had.sheet.version < r.sheet.version) latest.set(r.matchId, r)
  }
  return [...latest.values()].flatMap((r) => {
    const pkg = pkgs.find((p) => p.pkg.fixtures.some((f) => f.matchId === r.matchId))?.pkg
    return pkg ? [{ pkg, sheet: r.sheet }] : []
  })
}

/** Live list of the sheets on the device (empty while loading). */
export function useDeviceSheets(): readonly DeviceSheet[] {
  return useLiveQuery(loadDeviceSheets) ?? NONE
}

const NONE: readonly DeviceSheet[] = []
