import { useState } from 'react'
import {
  SIGNERS,
  type Incident,
  type MatchSheet,
  type SheetTotals,
  type Signer,
} from '../../domain/matchSheet/index.ts'
import { BOARD_RESULTS, type BoardResult } from '../../domain/teams/index.ts'
import { useT, type MessageKey } from '../../i18n/index.ts'
import { SignaturePad } from './SignaturePad.tsx'

/** Each result in words, from the home player's side. @see FAPA art. 73.1, 77.1 */
const RESULT_WORDS: Readonly<Record<BoardResult, MessageKey>> = {
  '1-0': 'actas.r10',
  '1/2': 'actas.rDraw',
  '0-1': 'actas.r01',
  '+-': 'actas.rHomeForfeitWin',
  '-+': 'actas.rAwayForfeitWin',
  '--': 'actas.rDoubleForfeit',
}

const half = (n: number) => (n % 2 === 0 ? String(n / 2) : `${(n - 1) / 2}½`)

/** Each board's result as a row of large buttons, and the running total. */
export function ResultsPanel({
  sheet,
  totals,
  locked,
  onResult,
}: {
  sheet: MatchSheet
  totals: SheetTotals
  locked: boolean
  onResult: (board: number, r: BoardResult) => void
}) {
  const t = useT()
  const { home, away } = totals.score
  return (
    <section className="panel" aria-labelledby="ms-results">
      <h3 id="ms-results">{t('matchSheet.results')}</h3>
      {sheet.results.map((r, i) => (
        <div
          key={i}
          role="radiogroup"
          aria-label={t('matchSheet.resultFor', { n: i + 1 })}
          className="ms-result-row"
        >
          <span className="ms-board-no">{t('matchSheet.boardShort', { n: i + 1 })}</span>
          {BOARD_RESULTS.map((x) => (
            <button
              key={x}
              type="button"
              role="radio"
              aria-checked={r === x}
              className={`ms-result${r === x ? ' is-on' : ''}`}
              disabled={locked}
              aria-label={`${x === '1/2' ? '½-½' : x}, ${t(RESULT_WORDS[x])}`}
              onClick={() => onResult(i + 1, x)}
            >
              <span className="ms-result-mark">{x === '1/2' ? '½-½' : x}</span>
              <span className="ms-result-words">{t(RESULT_WORDS[x])}</span>
            </button>
          ))}
        </div>
      ))}
      <p className="ms-total" role="status">
        {t('matchSheet.total', { home: half(home.boardPoints), away: half(away.boardPoints) })}
        {' · '}
        {t('matchSheet.matchPointsTotal', { home: home.matchPoints, away: away.matchPoints })}
        {!totals.complete && (
          <>
            {' · '}
            <span className="ms-provisional">
              {t(totals.pending === 1 ? 'matchSheet.provisionalOne' : 'matchSheet.provisional', {
                n: totals.pending,
              })}
            </span>
          </>
        )}
      </p>
    </section>
  )
}

/** Incidents and protests with the time they were written. @see FAPA art. 80.2 */
export function IncidentsPanel({
  incidents,
  locked,
  onAdd,
}: {
  incidents: readonly Incident[]
  locked: boolean
  onAdd: (text: string, board: number | null, clocks?: Incident['clocks']) => void
}) {
  const t = useT()
  const [text, setText] = useState('')
  const [board, setBoard] = useState('')
  const [white, setWhite] = useState('')
  const [black, setBlack] = useState('')
  const digits = (v: string) => v.replace(/\D/g, '').slice(0, 3)
  return (
    <section className="panel" aria-labelledby="ms-incidents">
      <h3 id="ms-incidents">{t('matchSheet.incidents')}</h3>
      {incidents.length === 0 ? (
        <p className="muted">{t('matchSheet.noIncidents')}</p>
      ) : (
        <ul>
          {incidents.map((x, i) => (
            <li key={i}>
              <strong>{x.at}</strong>
              {x.board !== null ? ` · ${t('matchSheet.board', { n: x.board })}` : ''} · {x.text}
              {x.clocks &&
                ` · ${t('matchSheet.clocksShown', { white: x.clocks.white, black: x.clocks.black })}`}
            </li>
          ))}
        </ul>
      )}
      {!locked && (
        <form
          className="ms-row"
          onSubmit={(e) => {
            e.preventDefault()
            if (text.trim() === '') return
            // A game played under protest keeps both clocks (art. 80.2).
            const clocks =
              white !== '' && black !== ''
                ? { white: Number(white), black: Number(black) }
                : undefined
            onAdd(text.trim(), board === '' ? null : Number(board), clocks)
            setText('')
            setBoard('')
            setWhite('')
            setBlack('')
          }}
        >
          <div className="field grow">
            <label htmlFor="ms-incident">{t('matchSheet.incidentText')}</label>
            <textarea id="ms-incident" value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="ms-incident-board">{t('matchSheet.incidentBoard')}</label>
            <input
              id="ms-incident-board"
              inputMode="numeric"
              value={board}
              onChange={(e) => setBoard(e.target.value.replace(/\D/g, ''))}
            />
          </div>
          <div className="field">
            <label htmlFor="ms-clock-white">{t('matchSheet.clockWhite')}</label>
            <input
              id="ms-clock-white"
              inputMode="numeric"
              value={white}
              onChange={(e) => setWhite(digits(e.target.value))}
            />
          </div>
          <div className="field">
            <label htmlFor="ms-clock-black">{t('matchSheet.clockBlack')}</label>
            <input
              id="ms-clock-black"
              inputMode="numeric"
              value={black}
              onChange={(e) => setBlack(digits(e.target.value))}
            />
          </div>
          <button type="submit" className="ms-button">
            {t('matchSheet.addIncident')}
          </button>
        </form>
      )}
    </section>
  )
}

const SIGN_LABEL = {
  home: 'matchSheet.signHome',
  away: 'matchSheet.signAway',
  arbiter: 'matchSheet.signArbiter',
} as const

/** The three signatures; a signed one shows its image. @see FAPA art. 79.6 */
export function SignaturesPanel({
  sheet,
  missing,
  onSign,
}: {
  sheet: MatchSheet
  /** Boards still without a result: the captains sign once the match is over. */
  missing: readonly number[]
  onSign: (who: Signer, image: string) => void
}) {
  const t = useT()
  const unsigned = SIGNERS.every((s) => sheet.signatures[s] === null)
  if (missing.length > 0 && unsigned)
    return (
      <section className="panel" aria-labelledby="ms-signatures">
        <h3 id="ms-signatures">{t('matchSheet.signatures')}</h3>
        <p className="ms-msg ms-msg-info">
          {t('actas.signAfterResults', { boards: missing.join(', ') })}
        </p>
      </section>
    )
  return (
    <section className="panel" aria-labelledby="ms-signatures">
      <h3 id="ms-signatures">{t('matchSheet.signatures')}</h3>
      <div className="ms-signatures">
        {(['home', 'away', 'arbiter'] as const).map((who) => (
          <div key={who}>
            <h4>{t(SIGN_LABEL[who])}</h4>
            {sheet.signatures[who] ? (
              <img
                src={sheet.signatures[who] ?? ''}
                alt={`${t(SIGN_LABEL[who])}: ${t('matchSheet.signed')}`}
                className="ms-signed"
              />
            ) : (
              <SignaturePad label={t(SIGN_LABEL[who])} onSign={(img) => onSign(who, img)} />
            )}
          </div>
        ))}
      </div>
    </section>
  )
}
