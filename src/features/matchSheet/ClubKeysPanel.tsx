import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { localDay } from '../../domain/core/index.ts'
import { appContext } from '../../db/context.ts'
import { db } from '../../db/db.ts'
import { useLocale, useT } from '../../i18n/index.ts'
import { allClubKeys } from '../teams/teamsDb.ts'
import { reissueClubKey } from './clubKeyCommands.ts'
import { dayText } from '../teams/dates.ts'

/** The clubs' signing keys, and the re-issue when a club loses its key. @see FAPA art. 79.6, 82.1 */
export function ClubKeysPanel() {
  const t = useT()
  const locale = useLocale()
  const keys = useLiveQuery(() => allClubKeys(db))
  const [done, setDone] = useState<string | null>(null)
  if (!keys) return null
  const clubs = [...new Map(keys.map((k) => [k.clubId, k.clubName])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  )
  const day = (iso: string) => dayText(localDay(new Date(iso)), locale)
  return (
    <section className="panel" aria-labelledby="ms-keys">
      <h3 id="ms-keys">{t('actas.keysTitle')}</h3>
      <p className="muted">{t('actas.keysIntro')}</p>
      {clubs.length === 0 && <p className="muted">{t('actas.keysNone')}</p>}
      <ul className="ms-keys">
        {clubs.map(([clubId, name]) => (
          <li key={clubId}>
            <strong>{name}</strong>
            <ul>
              {keys
                .filter((k) => k.clubId === clubId)
                .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt))
                .map((k) => (
                  <li key={k.keyId}>
                    {k.revokedAt
                      ? t('actas.keyRevoked', { key: k.keyId, date: day(k.revokedAt) })
                      : t('actas.keyIssued', { key: k.keyId, date: day(k.issuedAt) })}
                  </li>
                ))}
            </ul>
            <button
              type="button"
              className="ms-button"
              onClick={async () => {
                if (!window.confirm(t('actas.reissueConfirm', { club: name }))) return
                const r = await reissueClubKey(appContext, { clubId, name })
                if (r.ok) setDone(t('actas.reissued', { club: name, key: r.value.keyId }))
              }}
            >
              {t('actas.reissue', { club: name })}
            </button>
          </li>
        ))}
      </ul>
      {done && (
        <p role="status" className="ms-msg ms-msg-ok">
          {done}
        </p>
      )}
    </section>
  )
}
