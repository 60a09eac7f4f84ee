// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DataTable, type DataColumn, type DataTableProps } from '../../src/ui/DataTable.tsx'

interface Row {
  readonly id: string
  readonly name: string
  readonly points: number
}

const ROWS: readonly Row[] = [
  { id: 'b', name: 'Bermúdez', points: 5 },
  { id: 'a', name: 'Álvarez', points: 7 },
  { id: 'c', name: 'Castro', points: 3 },
]
const COLUMNS: readonly DataColumn<Row>[] = [
  { id: 'name', header: 'Jugador', value: (r) => r.name, rowHeader: true },
  {
    id: 'points',
    header: 'Pts',
    title: 'Puntos',
    value: (r) => r.points,
    numeric: true,
    className: (r) => (r.points < 4 ? 'low' : undefined),
  },
]

/** A column of row actions: a button in each row. */
const REMOVE: DataColumn<Row> = {
  id: 'act',
  header: 'Acciones',
  value: () => null,
  cell: (r) => <button type="button">Quitar {r.name}</button>,
}

/** A static table of the three rows, with what a test changes. */
const staticTable = (props: Partial<DataTableProps<Row>>) => (
  <DataTable
    layout="static"
    label="L"
    rows={ROWS}
    columns={COLUMNS}
    rowId={(r) => r.id}
    {...props}
  />
)

afterEach(cleanup)

const bodyNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((c) => c.textContent)

describe('DataTable, static layout (the short tables of a screen)', () => {
  it('renders every row in the order given, with no sort buttons when no sort label is given', () => {
    render(
      <DataTable
        layout="static"
        label="Clasificación"
        rows={ROWS}
        columns={COLUMNS}
        rowId={(r) => r.id}
      />,
    )
    const table = screen.getByRole('table', { name: 'Clasificación' })
    expect(bodyNames(table)).toEqual(['Bermúdez', 'Álvarez', 'Castro'])
    expect(within(table).queryAllByRole('button')).toEqual([])
    expect(within(table).getByRole('columnheader', { name: 'Pts' }).getAttribute('title')).toBe(
      'Puntos',
    )
  })

  it('names the table by its caption, marks row headers and gives cells their classes', () => {
    const { container } = render(
      <DataTable
        layout="static"
        className="ch-table"
        label="x"
        caption="División de Honor"
        rows={ROWS}
        columns={COLUMNS}
        rowId={(r) => r.id}
      />,
    )
    const table = screen.getByRole('table', { name: 'División de Honor' })
    expect(table.className).toBe('ch-table')
    expect(table.hasAttribute('aria-label')).toBe(false)
    expect(container.querySelectorAll('td.low')).toHaveLength(1)
    expect(container.querySelector('td.low')?.textContent).toBe('3')
  })

  it('sorts by a header when a sort label is given (Spanish collation: Álvarez before Bermúdez)', async () => {
    render(
      <DataTable
        layout="static"
        label="Clasificación"
        rows={ROWS}
        columns={COLUMNS}
        rowId={(r) => r.id}
        sortLabel={(h, d) => `${h} ${d || 'sin orden'}`}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Jugador sin orden' }))
    expect(bodyNames(screen.getByRole('table'))).toEqual(['Álvarez', 'Bermúdez', 'Castro'])
  })

  it('activates a row with Enter on the focused row, not on a button inside it', async () => {
    const onActivate = vi.fn()
    render(staticTable({ columns: [...COLUMNS, { ...REMOVE, headerHidden: true }], onActivate }))
    screen.getByRole('button', { name: 'Quitar Castro' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(onActivate).not.toHaveBeenCalled()
    const row = screen.getByRole('rowheader', { name: 'Castro' }).closest('tr') as HTMLElement
    row.focus()
    await userEvent.keyboard('{Enter}')
    expect(onActivate).toHaveBeenCalledWith(ROWS[2])
    expect(
      screen.getByRole('columnheader', { name: 'Acciones' }).querySelector('.sr-only'),
    ).not.toBeNull()
  })

  it('shows the empty text in one cell spanning the columns', () => {
    render(
      <DataTable
        layout="static"
        label="L"
        rows={[]}
        columns={COLUMNS}
        rowId={(r) => r.id}
        emptyText="Sin jugadores"
      />,
    )
    const cell = screen.getByRole('cell', { name: 'Sin jugadores' })
    expect(cell.getAttribute('colspan')).toBe('2')
  })

  it('keeps a column of controls unsorted in a sortable table, and gives headers their classes', () => {
    render(
      staticTable({
        columns: [...COLUMNS, { ...REMOVE, sortable: false, headerClassName: 'right' }],
        sortLabel: (h, d) => `${h} ${d || 'sin orden'}`,
      }),
    )
    const action = screen.getByRole('columnheader', { name: 'Acciones' })
    expect(action.hasAttribute('aria-sort')).toBe(false)
    expect(action.className).toBe('right')
    expect(within(action).queryByRole('button')).toBeNull()
    const name = screen.getByRole('button', { name: 'Jugador sin orden' }).closest('th')
    expect(name?.getAttribute('aria-sort')).toBe('none')
  })

  it('lets a cell cover the columns after it, which are then not rendered', () => {
    const three: DataColumn<Row>[] = [...COLUMNS, { id: 'note', header: 'Nota', value: () => 'n' }]
    const { container } = render(
      staticTable({
        columns: three.map((c) =>
          c.id === 'points' ? { ...c, span: (r: Row) => (r.points < 4 ? 2 : 1) } : c,
        ),
      }),
    )
    const lines = Array.from(container.querySelectorAll('tbody tr'))
    expect(lines.map((tr) => tr.children.length)).toEqual([3, 3, 2])
    expect(lines[2]?.querySelector('td')?.getAttribute('colspan')).toBe('2')
    expect(lines[0]?.querySelector('td')?.hasAttribute('colspan')).toBe(false)
  })

  it('puts a detail row across every column under the rows that give one', () => {
    const { container } = render(
      staticTable({ rowDetail: (r) => (r.id === 'a' ? <p>Partidas de {r.name}</p> : null) }),
    )
    const lines = Array.from(container.querySelectorAll('tbody tr'))
    expect(lines.map((tr) => tr.textContent)).toEqual([
      'Bermúdez5',
      'Álvarez7',
      'Partidas de Álvarez',
      'Castro3',
    ])
    expect(lines[2]?.className).toBe('row-detail')
    expect(lines[2]?.querySelector('td')?.getAttribute('colspan')).toBe('2')
  })

  it('keeps a control in a cell mounted, and focused, when the screen rebuilds its columns', () => {
    const columns = (): DataColumn<Row>[] => [
      ...COLUMNS,
      {
        id: 'note',
        header: 'Nota',
        value: () => null,
        cell: (r) => <input aria-label={`Nota de ${r.name}`} />,
      },
    ]
    const { rerender } = render(staticTable({ columns: columns() }))
    const input = screen.getByRole('textbox', { name: 'Nota de Castro' })
    input.focus()
    rerender(staticTable({ columns: columns() }))
    expect(screen.getByRole('textbox', { name: 'Nota de Castro' })).toBe(input)
    expect(document.activeElement).toBe(input)
  })
})
