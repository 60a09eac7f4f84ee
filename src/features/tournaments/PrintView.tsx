import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { db } from '../../db/db.ts'
import { clubProvinces, resultSlips, type ResultSlip } from '../../domain/reports/index.ts'
import type { IndividualTournament } from '../../domain/tournament/index.ts'
import { useT } from '../../i18n/index.ts'
import { DataTable, type DataColumn } from '../../ui/DataTable.tsx'
import { downloadFile, fileSlug } from '../../ui/download.ts'
import { layoutBlocks, layoutSlips } from '../pdf/pdfLayout.ts'
import { printBlocks, type PrintKind } from './printDocuments.ts'
import type { PrintBlock } from '../pdf/printTables.ts'
import { PublicAddressQr } from '../publish/PublicAddressQr.tsx'
import { printedAddress, withQrCode } from '../publish/printedAddress.ts'
import { renderPdf } from './tournamentPdf.ts'

const BACK_TAB: Record<PrintKind, string> = {
  pairings: 'rounds',
  pairingsAlpha: 'rounds',
  slips: 'rounds',
  standings: 'export',
  crosstable: 'export',
  report: 'export',
  prizes: 'standings',
  startRating: 'export',
  startAlpha: 'export',
}

/**
 * A print-friendly page of one document (pairings, alphabetical pairings or result slips of a
 * round, standings, crosstable, final report, prize list, start lists) with buttons to print it
 * and to download it as a PDF.
 */
export function PrintView({
  doc,
  kind,
  round,
}: {
  doc: IndividualTournament
  kind: PrintKind
  round: number
}) {
  const t = useT()
  const clubs = useLiveQuery(() => (kind === 'prizes' ? db.clubs.toArray() : []), [kind])
  const provinces = useMemo(() => clubProvinces(clubs ?? []), [clubs])
  const slips = useMemo(() => (kind === 'slips' ? resultSlips(doc, round) : []), [doc, kind, round])
  const blocks = useMemo(
    () => (kind === 'slips' ? null : printBlocks(doc, kind, round, t, provinces)),
    [doc, kind, round, t, provinces],
  )
  const empty = kind === 'slips' ? slips.length === 0 : blocks === null
  const address = empty ? null : printedAddress(doc, kind, round)
  const title =
    kind === 'slips'
      ? t('tournaments.slipsTitle', { round })
      : t(`tournaments.print_${kind}`, { round })

  async function pdf() {
    const laid = kind === 'slips' ? layoutSlips(slips, t) : layoutBlocks(blocks ?? [])
    const layout = address ? await withQrCode(laid, address) : laid
    const blob = await renderPdf(layout, `${doc.settings.name} · ${title}`)
    const perRound = kind === 'pairings' || kind === 'pairingsAlpha' || kind === 'slips'
    const suffix = perRound ? `${kind}-r${round}` : kind
    downloadFile(blob, `${fileSlug(doc.settings.name)}-${suffix}.pdf`)
  }

  return (
    <section className="print-view" aria-label={title}>
      <div className="toolbar no-print">
        <Link to={`?tab=${BACK_TAB[kind]}`}>{t('tournaments.printBack')}</Link>
        <button type="button" className="primary" disabled={empty} onClick={() => window.print()}>
          {t('tournaments.printNow')}
        </button>
        <button type="button" disabled={empty} onClick={() => void pdf()}>
          {t('tournaments.downloadPdf')}
        </button>
      </div>
      {empty && <p className="empty">{t('tournaments.printNothing')}</p>}
      {address && <PublicAddressQr url={address} />}
      {kind === 'slips' ? (
        <>
          <h1 className="no-print">{`${doc.settings.name} · ${title}`}</h1>
          <div className="slips">
            {slips.map((s) => (
              <SlipCard key={s.board} slip={s} />
            ))}
          </div>
        </>
      ) : (
        blocks?.map((b, i) => <Block key={i} block={b} first={i === 0} />)
      )}
    </section>
  )
}

/** A line of a paper list with its place in the list. */
interface PrintLine {
  readonly cells: readonly string[]
  readonly i: number
}

function Block({ block, first }: { block: PrintBlock; first: boolean }) {
  if (block.kind === 'title') return first ? <h1>{block.text}</h1> : <h2>{block.text}</h2>
  if (block.kind === 'heading') return <h2>{block.text}</h2>
  if (block.kind === 'facts')
    return (
      <div className="print-facts">
        {block.lines.map((l, i) => (
          <p key={i}>{l}</p>
        ))}
      </div>
    )
  const table = block.table
  // The columns in the order of the paper list, each aligned as on the PDF.
  const columns = table.columns.map((c, k): DataColumn<PrintLine> => ({
    id: `c${k}`,
    header: c.label,
    value: (line) => line.cells[k] ?? '',
    headerClassName: c.align,
    className: () => c.align,
  }))
  return (
    <DataTable
      layout="static"
      className="simple-table print-table"
      label={table.caption}
      caption={table.caption}
      rows={table.rows.map((cells, i) => ({ cells, i }))}
      rowId={(line) => String(line.i)}
      columns={columns}
    />
  )
}

function SlipCard({ slip }: { slip: ResultSlip }) {
  const t = useT()
  const label = t('tournaments.slipRoundBoard', { round: slip.round, board: slip.board })
  return (
    <article className="slip" aria-label={label}>
      <p className="slip-event">{slip.tournament}</p>
      <h2>{label}</h2>
      <dl>
        <dt>{t('tournaments.white')}</dt>
        <dd>
          <span className="no">{slip.white.startNo}</span> {slip.white.name}
        </dd>
        <dt>{t('tournaments.black')}</dt>
        <dd>
          <span className="no">{slip.black.startNo}</span> {slip.black.name}
        </dd>
      </dl>
      <p className="slip-mark">{t('tournaments.slipMark')}</p>
      <p className="slip-boxes">
        {['1-0', '½-½', '0-1'].map((r) => (
          <span key={r}>
            <span className="box" aria-hidden="true" /> {r}
          </span>
        ))}
      </p>
      <div className="slip-signs">
        <span>{`${t('tournaments.slipSign')} ${t('tournaments.white').toLowerCase()}`}</span>
        <span>{`${t('tournaments.slipSign')} ${t('tournaments.black').toLowerCase()}`}</span>
        <span>{t('tournaments.slipArbiter')}</span>
      </div>
    </article>
  )
}
