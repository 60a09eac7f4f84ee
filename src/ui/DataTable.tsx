import { Fragment, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type RowData,
  type SortingState,
} from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'

type DataValue = string | number | null

/** One column: a value to sort by, an optional custom cell, a width in pixels. */
export interface DataColumn<T> {
  readonly id: string
  readonly header: string
  readonly value: (row: T) => DataValue
  readonly cell?: (row: T) => ReactNode
  /** Width in pixels in the virtual layout (120 when absent); the static layout sizes itself. */
  readonly width?: number
  readonly numeric?: boolean
  /** The cell is the row's header (`<th scope="row">`), named by screen readers with each cell. */
  readonly rowHeader?: boolean
  /** A hint on the column header (what an abbreviation stands for). */
  readonly title?: string
  /** The header is read by screen readers only (a column of row actions). */
  readonly headerHidden?: boolean
  /** Classes of one cell, from its row (a verdict coloured, a cell the arbiter must look at). */
  readonly className?: (row: T) => string | undefined
  /** Classes of the column header (an alignment that is not `numeric`, a print-only column). */
  readonly headerClassName?: string
  /** `false` keeps this column's header still in a sortable table (a column of controls). */
  readonly sortable?: boolean
  /**
   * How many columns this cell covers in a row (a reason written across the figures it stands
   * for); the cells it covers are not rendered. One when absent.
   */
  readonly span?: (row: T) => number
}

export interface DataTableProps<T extends RowData> {
  readonly label: string
  readonly rows: readonly T[]
  readonly columns: readonly DataColumn<T>[]
  readonly rowId: (row: T) => string
  /** Shown in one cell when there are no rows; without it an empty table has an empty body. */
  readonly emptyText?: string
  /** Headers sort the rows when given; without it the rows keep the order they come in. */
  readonly sortLabel?: (header: string, direction: 'asc' | 'desc' | false) => string
  readonly onActivate?: (row: T) => void
  readonly selectedId?: string | null
  readonly initialSort?: SortingState
  /**
   * 'virtual' (the default) renders only the rows in view, for lists of thousands; 'static'
   * renders every row in the page's flow, for the short tables of a screen, with rows as tall as
   * their content.
   */
  readonly layout?: 'virtual' | 'static'
  /** Classes of the `<table>` in the static layout (its stylesheet: `simple-table`, `ch-table`). */
  readonly className?: string
  /** A visible caption; the table is then named by it and `label` is not repeated. */
  readonly caption?: string
  readonly rowClassName?: (row: T) => string | undefined
  /**
   * A row under a row, one cell across every column, when it gives content (the games of a player
   * opened from his line). Static layout only: the virtual layout has rows of one height.
   */
  readonly rowDetail?: (row: T) => ReactNode
  /** Rows under the body (totals), as `<tr>` elements. */
  readonly footer?: ReactNode
}

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() })
const ROW_HEIGHT = 37
const CONTROLS = 'button, a, input, select, textarea, label'
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined) return 1
  if (b === null || b === undefined) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return collator.compare(String(a), String(b))
}

/**
 * A sortable table that renders only the rows in view, so it stays smooth with tens of thousands
 * of rows. Rows are activated with a click or with Enter/Space on the focused row.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { rows, columns, rowId, onActivate, selectedId, sortLabel } = props
  const [sorting, setSorting] = useState<SortingState>(props.initialSort ?? [])
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>()
    return helper.columns(
      columns.map((c) =>
        helper.accessor((row: T) => c.value(row), {
          id: c.id,
          header: c.header,
          enableSorting: sortLabel !== undefined && c.sortable !== false,
          sortFn: (a, b, id) => compareValues(a.getValue(id), b.getValue(id)),
        }),
      ),
    )
  }, [columns, sortLabel])
  // A fresh array when the columns change: rows cache their cell values, so new accessors need new rows.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const data = useMemo(() => rows.slice(), [rows, tableColumns])
  const table = useTable({
    features,
    columns: tableColumns,
    data,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row: T) => rowId(row),
  })
  const scrollRef = useRef<HTMLDivElement>(null)
  const modelRows = table.getRowModel().rows
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => modelRows[index]?.id ?? index,
    overscan: 12,
  })
  const byId = new Map(columns.map((c) => [c.id, c]))
  const virtual = (props.layout ?? 'virtual') === 'virtual'
  const cellStyle = (id: string) => {
    if (!virtual) return undefined
    const w = byId.get(id)?.width ?? 120
    return { flex: `1 0 ${w}px`, minWidth: w }
  }
  const classes = (...names: (string | false | undefined)[]) =>
    names.filter(Boolean).join(' ') || undefined
  const totalWidth = columns.reduce((sum, c) => sum + (c.width ?? 120), 0)

  const head = (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
          {group.headers.map((header) => {
            const dir = header.column.getIsSorted()
            const sorts = sortLabel !== undefined && header.column.getCanSort()
            const column = byId.get(header.column.id)
            const title = column?.header ?? ''
            return (
              <th
                key={header.id}
                scope="col"
                style={cellStyle(header.column.id)}
                className={classes(column?.numeric && 'num', column?.headerClassName)}
                title={column?.title}
                aria-sort={
                  !sorts
                    ? undefined
                    : dir === 'asc'
                      ? 'ascending'
                      : dir === 'desc'
                        ? 'descending'
                        : 'none'
                }
              >
                {sorts ? (
                  <button
                    type="button"
                    onClick={header.column.getToggleSortingHandler()}
                    aria-label={sortLabel?.(title, dir)}
                  >
                    {title}
                    <span aria-hidden="true">
                      {dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ''}
                    </span>
                  </button>
                ) : column?.headerHidden ? (
                  <span className="sr-only">{title}</span>
                ) : (
                  title
                )}
              </th>
            )
          })}
        </tr>
      ))}
    </thead>
  )

  const empty = modelRows.length === 0 && props.emptyText !== undefined && (
    <tr>
      <td className="empty" colSpan={columns.length} style={virtual ? { flex: 1 } : undefined}>
        {props.emptyText}
      </td>
    </tr>
  )

  const bodyRow = (row: (typeof modelRows)[number], extra: Record<string, unknown>) => {
    const activate = onActivate ? () => onActivate(row.original) : undefined
    const selected = selectedId === row.id
    let covered = 0
    return (
      <tr
        key={row.id}
        {...extra}
        aria-selected={virtual || selectedId !== undefined ? selected : undefined}
        className={classes(selected && 'is-selected', props.rowClassName?.(row.original))}
        tabIndex={activate ? 0 : undefined}
        onClick={(e) => {
          // A control inside the row (a button, a select) acts on its own, not as the row.
          if (activate && !(e.target as Element).closest(CONTROLS)) activate()
        }}
        onKeyDown={(e) => {
          if (activate && e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
            e.preventDefault()
            activate()
          }
        }}
      >
        {row.getAllCells().map((cell) => {
          if (covered > 0) {
            covered -= 1
            return null
          }
          const column = byId.get(cell.column.id)
          const span = Math.max(1, column?.span?.(row.original) ?? 1)
          covered = span - 1
          const Cell = column?.rowHeader ? 'th' : 'td'
          return (
            <Cell
              key={cell.id}
              colSpan={span > 1 ? span : undefined}
              scope={column?.rowHeader ? 'row' : undefined}
              style={cellStyle(cell.column.id)}
              className={classes(column?.numeric && 'num', column?.className?.(row.original))}
            >
              {/* Called, not mounted as a component: the columns of a screen are rebuilt on each
                  render, and a cell mounted anew would lose the focus of the control it holds. */}
              {column?.cell ? column.cell(row.original) : (cell.getValue<DataValue>() ?? '')}
            </Cell>
          )
        })}
      </tr>
    )
  }

  const caption = props.caption !== undefined && <caption>{props.caption}</caption>
  const label = props.caption !== undefined ? undefined : props.label

  if (!virtual) {
    return (
      <table className={props.className} aria-label={label}>
        {caption}
        {head}
        <tbody>
          {empty}
          {modelRows.map((row) => {
            const detail = props.rowDetail?.(row.original)
            return (
              <Fragment key={row.id}>
                {bodyRow(row, {})}
                {detail !== undefined && detail !== null && detail !== false && (
                  <tr className="row-detail">
                    <td colSpan={columns.length}>{detail}</td>
                  </tr>
                )}
              </Fragment>
            )
          })}
        </tbody>
        {props.footer !== undefined && <tfoot>{props.footer}</tfoot>}
      </table>
    )
  }

  return (
    <div className="table-scroll" ref={scrollRef}>
      <table
        className="data-table"
        aria-label={label}
        aria-rowcount={modelRows.length + 1}
        style={{ minWidth: totalWidth }}
      >
        {caption}
        {head}
        <tbody style={modelRows.length > 0 ? { height: virtualizer.getTotalSize() } : undefined}>
          {empty}
          {virtualizer.getVirtualItems().map((item) => {
            const row = modelRows[item.index]
            if (!row) return null
            return bodyRow(row, {
              'data-index': item.index,
              'aria-rowindex': item.index + 2,
              style: {
                position: 'absolute',
                transform: `translateY(${item.start}px)`,
                height: ROW_HEIGHT,
              },
            })
          })}
        </tbody>
        {props.footer !== undefined && <tfoot>{props.footer}</tfoot>}
      </table>
    </div>
  )
}
