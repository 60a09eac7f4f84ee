import { useMemo, useRef, useState, type ReactNode } from 'react'
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

/** One column: a value to sort by, an optional custom cell, a width in pixels. */
export interface DataColumn<T> {
  readonly id: string
  readonly header: string
  readonly value: (row: T) => string | number | null
  readonly cell?: (row: T) => ReactNode
  readonly width: number
  readonly numeric?: boolean
}

export interface DataTableProps<T extends RowData> {
  readonly label: string
  readonly rows: readonly T[]
  readonly columns: readonly DataColumn<T>[]
  readonly rowId: (row: T) => string
  readonly emptyText: string
  readonly sortLabel: (header: string, direction: 'asc' | 'desc' | false) => string
  readonly onActivate?: (row: T) => void
  readonly selectedId?: string | null
  readonly initialSort?: SortingState
}

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() })
const ROW_HEIGHT = 37
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
  const { rows, columns, rowId, onActivate, selectedId } = props
  const [sorting, setSorting] = useState<SortingState>(props.initialSort ?? [])
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>()
    return helper.columns(
      columns.map((c) =>
        helper.accessor((row: T) => c.value(row), {
          id: c.id,
          header: c.header,
          sortFn: (a, b, id) => compareValues(a.getValue(id), b.getValue(id)),
          cell: c.cell ? (info) => c.cell?.(info.row.original) : (info) => info.getValue() ?? '',
        }),
      ),
    )
  }, [columns])
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
  const widths = new Map(columns.map((c) => [c.id, c]))
  const cellStyle = (id: string) => {
    const w = widths.get(id)?.width ?? 120
    return { flex: `1 0 ${w}px`, minWidth: w }
  }
  const totalWidth = columns.reduce((sum, c) => sum + c.width, 0)

  return (
    <div className="table-scroll" ref={scrollRef}>
      <table
        className="data-table"
        aria-label={props.label}
        aria-rowcount={modelRows.length + 1}
        style={{ minWidth: totalWidth }}
      >
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const dir = header.column.getIsSorted()
                const title = String(widths.get(header.column.id)?.header ?? '')
                return (
                  <th
                    key={header.id}
                    style={cellStyle(header.column.id)}
                    className={widths.get(header.column.id)?.numeric ? 'num' : undefined}
                    aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}
                  >
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      aria-label={props.sortLabel(title, dir)}
                    >
                      {title}
                      <span aria-hidden="true">
                        {dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ''}
                      </span>
                    </button>
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody style={modelRows.length > 0 ? { height: virtualizer.getTotalSize() } : undefined}>
          {modelRows.length === 0 && (
            <tr>
              <td className="empty" colSpan={columns.length} style={{ flex: 1 }}>
                {props.emptyText}
              </td>
            </tr>
          )}
          {virtualizer.getVirtualItems().map((item) => {
            const row = modelRows[item.index]
            if (!row) return null
            const activate = onActivate ? () => onActivate(row.original) : undefined
            return (
              <tr
                key={row.id}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                aria-selected={selectedId === row.id}
                className={selectedId === row.id ? 'is-selected' : undefined}
                tabIndex={activate ? 0 : undefined}
                onClick={activate}
                onKeyDown={(e) => {
                  if (activate && (e.key === 'Enter' || e.key === ' ')) {
                    e.preventDefault()
                    activate()
                  }
                }}
                style={{
                  position: 'absolute',
                  transform: `translateY(${item.start}px)`,
                  height: ROW_HEIGHT,
                }}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    style={cellStyle(cell.column.id)}
                    className={widths.get(cell.column.id)?.numeric ? 'num' : undefined}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
