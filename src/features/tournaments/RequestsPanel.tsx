import { useState } from 'react'
import {
  withdrawnBefore,
  type IndividualTournament,
  type RoundRequest,
} from '../../domain/tournament/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { useGuardedChange } from './useGuardedChange.ts'

const KINDS = ['half-bye', 'zero-bye', 'full-bye', 'none'] as const

/** "3, 5-6" -> [3, 5, 6]; anything else is left out. */
export function parseRounds(text: string): number[] {
  const out = new Set<number>()
  for (const part of text.split(/[\s,;]+/)) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part)
    if (!m) continue
    const a = Number(m[1])
    const b = m[2] ? Number(m[2]) : a
    for (let r = Math.min(a, b); r <= Math.max(a, b) && r <= 1000; r++) out.add(r)
  }
  return [...out].sort((x, y) => x - y)
}

/**
 * Requests for several future rounds at once, half-point-bye eligibility, re-entry of withdrawn
 * players and forbidden pairs (written as XXP / 260). @see FIDE C.02 (2026) checklist: byes and
 * withdrawals, prohibited pairings
 */
export function RequestsPanel({ id, doc }: { id: string; doc: IndividualTournament }) {
  const t = useT()
  const change = useGuardedChange(id, doc)
  const [player, setPlayer] = useState('')
  const [rounds, setRounds] = useState('')
  const [kind, setKind] = useState<(typeof KINDS)[number]>('half-bye')
  const [a, setA] = useState('')
  const [b, setB] = useState('')
  const name = (no: number) => doc.entrants.find((e) => e.startNo === no)?.name ?? `#${no}`
  const scheduled = Object.entries(doc.scheduledRequests ?? {}).flatMap(([r, reqs]) =>
    Object.entries(reqs).map(([no, req]) => ({ round: Number(r), startNo: Number(no), req })),
  )
  const withdrawn = [...withdrawnBefore(doc)].sort((x, y) => x - y)
  const no = Number(player)

  async function schedule() {
    const request: RoundRequest | null = kind === 'none' ? null : kind
    const ok = await change({
      type: 'requests-scheduled',
      payload: { startNo: no, rounds: parseRounds(rounds), request },
    })
    if (ok) setRounds('')
  }

  return (
    <section className="panel requests-panel" aria-labelledby="requests-title">
      <h2 id="requests-title">{t('fide.requestsTitle')}</h2>
      <div className="toolbar">
        <label className="inline">
          {t('fide.requestPlayer')}{' '}
          <input
            inputMode="numeric"
            size={4}
            value={player}
            onChange={(e) => setPlayer(e.target.value)}
          />
        </label>
        <label className="inline">
          {t('fide.requestRounds')}{' '}
          <input size={10} value={rounds} onChange={(e) => setRounds(e.target.value)} />
        </label>
        <label className="inline">
          {t('fide.requestKind')}{' '}
          <select value={kind} onChange={(e) => setKind(e.target.value as (typeof KINDS)[number])}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(k === 'none' ? 'fide.requestClear' : (`tournaments.request_${k}` as MessageKey))}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={!no || !rounds} onClick={() => void schedule()}>
          {t('fide.requestApply')}
        </button>
        <label className="check inline">
          <input
            type="checkbox"
            disabled={!no}
            checked={(doc.halfByeIneligible ?? []).includes(no)}
            onChange={(e) =>
              void change({
                type: 'half-bye-eligibility-set',
                payload: { startNo: no, eligible: !e.target.checked },
              })
            }
          />{' '}
          {t('fide.halfByeIneligible')}
        </label>
      </div>
      {scheduled.length > 0 && (
        <>
          <h3>{t('fide.scheduled')}</h3>
          <ul>
            {scheduled.map((s) => (
              <li key={`${s.round}-${s.startNo}`}>
                {t('fide.scheduledRow', {
                  round: s.round,
                  startNo: `${s.startNo} ${name(s.startNo)}`,
                  request: t(`tournaments.request_${s.req}` as MessageKey),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {(doc.halfByeIneligible ?? []).length > 0 && (
        <p>
          {t('fide.halfByeIneligible')}:{' '}
          {(doc.halfByeIneligible ?? []).map((n) => `${n} ${name(n)}`).join('; ')}
        </p>
      )}
      {withdrawn.length > 0 && (
        <ul>
          {withdrawn.map((n) => (
            <li key={n}>
              {n} {name(n)} · {t('tournaments.request_withdrawn')}{' '}
              <button
                type="button"
                onClick={() => void change({ type: 'entrant-reentered', payload: { startNo: n } })}
              >
                {t('fide.reenter')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('fide.forbiddenList')}</h3>
      <div className="toolbar">
        <label className="inline">
          {t('fide.forbiddenA')}{' '}
          <input inputMode="numeric" size={4} value={a} onChange={(e) => setA(e.target.value)} />
        </label>
        <label className="inline">
          {t('fide.forbiddenB')}{' '}
          <input inputMode="numeric" size={4} value={b} onChange={(e) => setB(e.target.value)} />
        </label>
        <button
          type="button"
          disabled={!a || !b}
          onClick={async () => {
            const ok = await change({
              type: 'forbidden-pair-set',
              payload: { players: [Number(a), Number(b)], forbidden: true },
            })
            if (ok) [setA, setB].forEach((s) => s(''))
          }}
        >
          {t('fide.forbiddenAdd')}
        </button>
      </div>
      <ul>
        {(doc.forbidden ?? []).map((p) => (
          <li key={p.players.join('-')}>
            {t('fide.forbiddenRow', {
              a: `${p.players[0]} ${name(p.players[0])}`,
              b: `${p.players[1]} ${name(p.players[1])}`,
              round: p.fromRound,
            })}{' '}
            <button
              type="button"
              className="link"
              aria-label={t('fide.forbiddenRemove', { a: p.players[0], b: p.players[1] })}
              onClick={() =>
                void change({
                  type: 'forbidden-pair-set',
                  payload: { players: p.players, forbidden: false },
                })
              }
            >
              {t('fide.requestClear')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
