import { homeColour, matchScore } from '../../domain/teams/index.ts'
import { useT } from '../../i18n/index.ts'
import type { TeamCompetitionRow } from './teamsDb.ts'
import { matchScoreText } from '../../i18n/numbers.ts'
import './teams.css'

const RESULT_TEXT: Readonly<Record<string, string>> = {
  '1-0': '1-0',
  '1/2': '½-½',
  '0-1': '0-1',
  '+-': '+/-',
  '-+': '-/+',
  '--': '-/-',
}

/**
 * A round's results sheet for printing: each match with its boards, the colours (home White on
 * odd boards), the players of each board order, the results and room for the signatures.
 * @see FAPA art. 73.1, 79, 104
 */
export function RoundResultsSheet({
  competition: c,
  round,
  onBack,
}: {
  competition: TeamCompetitionRow
  round: number
  onBack: () => void
}) {
  const t = useT()
  const row = c.rounds.find((r) => r.round === round)
  const team = (id: string) => c.teams.find((x) => x.id === id)
  if (!row) return null
  return (
    <article className="results-sheet" aria-labelledby="sheet-title">
      <div className="toolbar no-print">
        <button type="button" onClick={onBack}>
          {t('teams.back')}
        </button>
        <button type="button" className="primary" onClick={() => window.print()}>
          {t('teams.print')}
        </button>
      </div>
      <h1 id="sheet-title">{t('teams.sheetTitle', { name: c.name, n: round })}</h1>
      {row.fixtures.map((f, i) => {
        const home = team(f.homeId)
        const away = team(f.awayId)
        const done = f.boards.every((b) => b !== null)
        const [h, a] = done ? matchScore(f) : [null, null]
        const label = `${i + 1}. ${home?.name ?? ''} – ${away?.name ?? ''}`
        return (
          <section key={i} className="sheet-match">
            <h2>
              {label}
              {h !== null && a !== null && ` (${matchScoreText(h, a, t)})`}
            </h2>
            {/* Hand-written, not DataTable: a sheet laid out for paper, signed at the board. */}
            <table aria-label={`${t('teams.sheetLabel', { n: round })}: ${label}`}>
              <thead>
                <tr>
                  <th scope="col">{t('teams.lineupBoard', { board: '' }).trim()}</th>
                  <th scope="col">{home?.name}</th>
                  <th scope="col">{t('teams.score')}</th>
                  <th scope="col">{away?.name}</th>
                </tr>
              </thead>
              <tbody>
                {f.boards.map((b, k) => {
                  const white = homeColour(k + 1) === 'white'
                  return (
                    <tr key={k}>
                      <td>{k + 1}</td>
                      <td>
                        {white ? '○ ' : '● '}
                        {home?.players[k]?.name ?? ''}
                      </td>
                      <td>{b ? RESULT_TEXT[b] : ''}</td>
                      <td>
                        {white ? '● ' : '○ '}
                        {away?.players[k]?.name ?? ''}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
            <p className="signatures">
              <span>{t('teams.signatureHome')}</span>
              <span>{t('teams.signatureAway')}</span>
              <span>{t('teams.signatureArbiter')}</span>
            </p>
          </section>
        )
      })}
    </article>
  )
}
