import { useLiveQuery } from 'dexie-react-hooks'
import { countText } from '../../i18n/plural.ts'
import { useState } from 'react'
import {
  blankSheet,
  fixturesForClub,
  type MatchSheet,
  type SeasonPackage,
} from '../../domain/matchSheet/index.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import { useLocale, useT } from '../../i18n/index.ts'
import { dateTimeText } from '../teams/dates.ts'
import { errorMessage } from '../../i18n/errorMessages.ts'
import { importPackages } from './matchSheetCommands.ts'
import { readPackageFile, refusalText } from './packageFiles.ts'
import { matchSheets, seasonPackages } from '../teams/matchSheetDb.ts'
import { SheetEditor } from './SheetEditor.tsx'

/** The tablet: import the season package, pick a match, fill its sheet. */
export function CaptainView() {
  const t = useT()
  const locale = useLocale()
  const packages = useLiveQuery(() => seasonPackages(db).toArray())
  const [open, setOpen] = useState<{ pkg: SeasonPackage; sheet: MatchSheet } | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  async function onFile(file: File | undefined) {
    if (!file) return
    const read = readPackageFile(await file.text())
    if (!read.ok) return setMessage({ ok: false, text: refusalText(t, read.errors[0]) })
    const r = await importPackages(appContext, read.parts)
    if (!r.ok) return setMessage({ ok: false, text: errorMessage(t, r.error[0]?.code ?? '') })
    const club = read.club
    const fixtures = read.parts.reduce((n, p) => n + p.fixtures.length, 0)
    setMessage({
      ok: true,
      text: club
        ? t(club.kind === 'update' ? 'actas.updateImported' : 'actas.clubImported', {
            club: club.club.name,
            competitions: countText(t, 'common.competitionCount', read.parts.length),
            fixtures: countText(t, 'common.matchCount', fixtures),
          })
        : t('matchSheet.packageImported', { name: read.parts[0]?.competitionName ?? '' }),
    })
  }
  async function openMatch(pkg: SeasonPackage, matchId: string) {
    const rows = await matchSheets(db).where('matchId').equals(matchId).toArray()
    const latest = rows.sort((a, b) => b.sheet.version - a.sheet.version)[0]
    const fixture = pkg.fixtures.find((f) => f.matchId === matchId)
    if (!fixture) return
    const sheet =
      latest?.sheet ??
      blankSheet({
        competitionId: pkg.competitionId,
        competitionName: pkg.competitionName,
        division: pkg.division,
        boards: pkg.boards,
        fixture,
      })
    setOpen({ pkg, sheet })
  }

  if (open) return <SheetEditor pkg={open.pkg} initial={open.sheet} onBack={() => setOpen(null)} />
  return (
    <div>
      <div className="field ms-file">
        <label htmlFor="ms-package" className="ms-button">
          {t('matchSheet.importPackage')}
        </label>
        <input
          id="ms-package"
          type="file"
          accept=".json,application/json"
          className="ms-hidden-file"
          onChange={(e) => {
            void onFile(e.target.files?.[0])
            // The same file chosen again must be read again.
            e.target.value = ''
          }}
        />
      </div>
      {message && (
        <p role="status" className={`ms-msg ${message.ok ? 'ms-msg-ok' : 'ms-msg-error'}`}>
          {message.text}
        </p>
      )}
      {packages && packages.length === 0 && <p className="lead">{t('matchSheet.noPackage')}</p>}
      {packages?.map(({ id, pkg }) => {
        const name = (tid: string) => pkg.teams.find((x) => x.id === tid)?.name ?? tid
        return (
          <section key={id} className="panel" aria-label={pkg.competitionName}>
            <h2>{pkg.competitionName}</h2>
            <h3>{t('matchSheet.pickMatch')}</h3>
            <ul className="ms-matches">
              {fixturesForClub(pkg, '').map((f) => (
                <li key={f.matchId}>
                  <button
                    type="button"
                    className="ms-match"
                    onClick={() => void openMatch(pkg, f.matchId)}
                  >
                    <strong>
                      {t('matchSheet.matchLabel', {
                        round: f.round,
                        home: name(f.homeId),
                        away: name(f.awayId),
                      })}
                    </strong>
                    <span className="muted">{dateTimeText(f.date, f.time, locale)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
