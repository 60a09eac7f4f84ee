/**
 * The start list of a division: number, name, title, FIDE and FEDA ratings in the order of
 * strength of art. 28, printed as a PDF or exported as CSV. @see FAPA art. 28, 55.2
 */
import type { PlayerRow } from '../../db/schema.ts'
import type { DivisionPlacement } from '../../domain/federation/championships/index.ts'
import { tableToCsv, type TextTable } from '../../domain/reports/index.ts'
import type { TFunction } from '../../i18n/index.ts'
import { downloadFile } from '../../ui/download.ts'
import { layoutBlocks } from '../pdf/pdfLayout.ts'
import { renderPdf } from '../tournaments/tournamentPdf.ts'

/** The start list as a text table (rows already in art. 28 order). */
export function startListTable(
  t: TFunction,
  rows: readonly DivisionPlacement[],
  byId: ReadonlyMap<string, PlayerRow>,
): TextTable {
  return {
    header: [
      t('ratings.st_colNo'),
      t('ratings.colName'),
      t('ratings.st_colTitle'),
      t('ratings.colStandard'),
      t('ratings.colFeda'),
    ],
    rows: rows.map((p, i) => {
      const r = byId.get(p.player.id)
      return [
        String(i + 1),
        p.player.name,
        r?.title ?? '',
        r?.ratingStandard ? String(r.ratingStandard) : '',
        r?.ratingFeda ? String(r.ratingFeda) : '',
      ]
    }),
  }
}

export async function startListPdf(
  t: TFunction,
  division: number,
  rows: readonly DivisionPlacement[],
  byId: ReadonlyMap<string, PlayerRow>,
): Promise<void> {
  const table = startListTable(t, rows, byId)
  const title = t('ratings.st_startTitle', { division })
  const widths = [12, 90, 18, 28, 28]
  const layout = layoutBlocks([
    { kind: 'title', text: title },
    { kind: 'facts', lines: [t('ratings.st_art28')] },
    {
      kind: 'table',
      table: {
        caption: title,
        columns: table.header.map((label, k) => ({
          label,
          width: widths[k] ?? 20,
          align: k === 1 || k === 2 ? 'left' : 'right',
        })),
        rows: table.rows,
      },
    },
  ])
  downloadFile(await renderPdf(layout, title), `lista-salida-${division}.pdf`)
}

export function startListCsv(
  t: TFunction,
  division: number,
  rows: readonly DivisionPlacement[],
  byId: ReadonlyMap<string, PlayerRow>,
): void {
  downloadFile(
    tableToCsv(startListTable(t, rows, byId)),
    `lista-salida-${division}.csv`,
    'text/csv',
  )
}
