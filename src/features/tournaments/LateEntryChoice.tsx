import { useEffect, useRef } from 'react'
import type { LateEntryPlan, NewEntrant } from '../../domain/tournament/index.ts'
import { useT } from '../../i18n/index.ts'
import { DataTable } from '../../ui/DataTable.tsx'

/** A late entry waiting for the arbiter's choice of number. */
export interface PendingLateEntry {
  readonly entrant: NewEntrant
  readonly plan: LateEntryPlan
  /** Resolves the registration: the number chosen, or null when cancelled. */
  readonly choose: (startNo: number | null) => void
}

/**
 * The choice a late entry offers while pairing numbers may be reassigned: the entrant's place in
 * rating order, with every number that would change shown first, or the next number.
 * @see FIDE C.04.2 (2026) Art. 2.3
 */
export function LateEntryChoice({
  pending,
  halfPoint,
}: {
  pending: PendingLateEntry
  halfPoint: boolean
}) {
  const t = useT()
  const first = useRef<HTMLButtonElement>(null)
  const { entrant, plan, choose } = pending
  useEffect(() => first.current?.focus(), [pending])
  const at = plan.ratingOrderNumber
  return (
    <div
      className="panel late-entry"
      role="dialog"
      aria-labelledby="late-entry-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') choose(null)
      }}
    >
      <h2 id="late-entry-title">{t('tournaments.lateTitle', { name: entrant.name })}</h2>
      {plan.joinedRound > 1 && (
        <p>
          {t('tournaments.lateJoins', {
            round: plan.joinedRound,
            points: t(
              halfPoint ? 'tournaments.missedRounds_half' : 'tournaments.missedRounds_zero',
            ),
          })}
        </p>
      )}
      <p className="muted">{t('tournaments.lateRenumberRule')}</p>
      {plan.renumbered.length > 0 && (
        <DataTable
          layout="static"
          className="simple-table"
          label={t('tournaments.lateRenumberedLabel')}
          rows={[{ name: entrant.name, from: null, to: at }, ...plan.renumbered]}
          rowId={(r) => (r.from === null ? 'new' : String(r.from))}
          rowClassName={(r) => (r.from === null ? 'late-entry-new' : undefined)}
          columns={[
            { id: 'player', header: t('tournaments.player'), value: (r) => r.name },
            {
              id: 'from',
              header: t('tournaments.lateFrom'),
              value: (r) => r.from,
              cell: (r) => r.from ?? '—',
              className: (r) => (r.from === null ? undefined : 'num'),
            },
            { id: 'to', header: t('tournaments.lateTo'), value: (r) => r.to, numeric: true },
          ]}
        />
      )}
      <div className="toolbar">
        {at !== null && (
          <button ref={first} type="button" className="primary" onClick={() => choose(at)}>
            {t('tournaments.lateInsert', { startNo: at })}
          </button>
        )}
        <button type="button" onClick={() => choose(plan.nextNumber)}>
          {t('tournaments.lateNext', { startNo: plan.nextNumber })}
        </button>
        <button type="button" className="link" onClick={() => choose(null)}>
          {t('tournaments.lateCancel')}
        </button>
      </div>
    </div>
  )
}
