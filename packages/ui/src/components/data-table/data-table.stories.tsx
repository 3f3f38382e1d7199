import { Box, Stack } from '@chakra-ui/react';
import { paginate, REQUIREMENT_STATUSES } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import type { RequirementStatus } from '@estudio/domain/requirements';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { formatDate } from '../../format/es-format.js';
import { UiTexts } from '../../ui-texts.js';
import { DataTable } from './data-table.js';
import type { DataTableColumn, DataTableLayout, DataTableProps } from './data-table.js';
import { columnsStorageKey } from './column-visibility.js';
import { TablePersonCell } from './table-person-cell.js';
import { TableStatusCell } from './table-status-cell.js';
import { nextSort, sortRows } from './table-sort.js';
import type { TableSort } from './table-sort.js';

/** Sample text: each list passes its own empty message. */
const EMPTY = 'No hay registros de ejemplo para mostrar.';

interface Row {
  readonly id: string;
  readonly title: string;
  readonly brand: string;
  readonly number: number;
  readonly status: RequirementStatus;
  readonly assignedTo: string;
  readonly createdBy: string;
  readonly createdAt: Date;
}

const BRANDS = ['Café Andino', 'Óptica Norte', 'Bodega Sur', 'zapatería Luna'];
const UNASSIGNED = 'Por asignar';
const PEOPLE = [
  { value: UNASSIGNED, label: UNASSIGNED },
  { value: 'valentina@estudio.test', label: 'Valentina Ríos Ospina' },
  { value: 'diego@estudio.test', label: 'Diego Morales Ruiz' },
];
const KINDS = ['Carrusel', 'Video', 'Blog'];

const ROWS: readonly Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: `r${i + 1}`,
  title: `${KINDS[i % 3]} ${i + 1}`,
  brand: BRANDS[i % 4] ?? '',
  number: i + 1,
  status: REQUIREMENT_STATUSES[i % 4] ?? 'Pendiente',
  assignedTo: PEOPLE[i % 3]?.value ?? UNASSIGNED,
  createdBy: `estratega.${BRANDS[i % 4]?.split(' ')[1]?.toLowerCase() ?? ''}@estudio.test`,
  createdAt: new Date(Date.UTC(2026, 0, 1 + i * 3, 15)),
}));

const STATUS_OPTIONS = REQUIREMENT_STATUSES.map((status) => ({ value: status, label: status }));
/** The requirement list's headers, as the console shows them. */
const labels = {
  title: 'Tipo de contenido',
  brand: 'Marca',
  numberShort: 'Núm.',
  createdBy: 'Creado por',
  createdByLong: 'Creado por',
  status: 'Estado',
  assignedTo: 'Asignado a',
  createdAt: 'Creado',
};

const columns = (
  onStatusChange: (id: string, status: RequirementStatus) => void,
  onAssign: (id: string, email: string) => void,
  editable: boolean,
): DataTableColumn<Row>[] => [
  { key: 'title', header: labels.title, cell: (row) => row.title, maxWidth: '10rem' },
  { key: 'brand', header: labels.brand, cell: (row) => row.brand, maxWidth: '7rem' },
  { key: 'number', header: labels.numberShort, cell: (row) => row.number, align: 'end', compact: true },
  { key: 'createdBy', header: labels.createdBy, cell: (row) => row.createdBy, maxWidth: '7rem' },
  {
    key: 'status',
    header: labels.status,
    cell: (row) => (
      <TableStatusCell
        label={`${labels.status}: ${row.title}`}
        value={row.status}
        options={STATUS_OPTIONS}
        editable={editable}
        onChange={(value) => onStatusChange(row.id, value as RequirementStatus)}
      />
    ),
  },
  {
    key: 'assignedTo',
    header: labels.assignedTo,
    sortable: false,
    cell: (row) => (
      <TablePersonCell
        label={`${labels.assignedTo}: ${row.title}`}
        value={row.assignedTo}
        options={PEOPLE}
        emptyValue={UNASSIGNED}
        editable={editable}
        onChange={(value) => onAssign(row.id, value)}
      />
    ),
  },
  {
    key: 'createdAt',
    header: labels.createdAt,
    compact: true,
    cell: (row) => formatDate(row.createdAt, { timeZone: 'UTC' }),
  },
];

const valueOf = (row: Row, column: string) => {
  switch (column) {
    case 'brand':
      return row.brand;
    case 'number':
      return row.number;
    case 'status':
      return row.status;
    case 'createdAt':
      return row.createdAt;
    case 'createdBy':
      return row.createdBy;
    default:
      return row.title;
  }
};

interface DemoProps {
  readonly pageSize: number;
  readonly editable: boolean;
  readonly loading: boolean;
  readonly error: string;
  readonly empty: boolean;
  readonly columnsMenu: boolean;
  readonly layout: DataTableLayout;
  /** The table's name, also its Columnas key in localStorage. */
  readonly label?: string;
}

/** A screen's use of the table: it owns the rows, the sort and the page. */
const TableDemo = ({
  pageSize,
  editable,
  loading,
  error,
  empty,
  columnsMenu,
  layout,
  label = 'Requerimientos',
}: DemoProps) => {
  const [rows, setRows] = useState<readonly Row[]>(empty ? [] : ROWS);
  const [sort, setSort] = useState<TableSort | null>(null);
  const [page, setPage] = useState(1);
  const current = paginate(sortRows(rows, sort, valueOf), page, pageSize);
  const onStatusChange = useCallback(
    (id: string, status: RequirementStatus) =>
      setRows((all) => all.map((row) => (row.id === id ? { ...row, status } : row))),
    [],
  );
  const onAssign = useCallback(
    (id: string, assignedTo: string) =>
      setRows((all) => all.map((row) => (row.id === id ? { ...row, assignedTo } : row))),
    [],
  );
  // Stable columns: a sort or a page turn redraws no row, a status change only its own row.
  const stableColumns = useMemo(
    () => columns(onStatusChange, onAssign, editable),
    [onStatusChange, onAssign, editable],
  );
  const props: DataTableProps<Row> = {
    label,
    columns: stableColumns,
    rows: current.rows,
    rowKey: (row) => row.id,
    sort,
    onSortChange: (column) => setSort((s) => nextSort(s, column)),
    pagination: { page: current.page, pageCount: current.pageCount, onPageChange: setPage },
    total: current.total,
    loading,
    error: error || null,
    emptyMessage: EMPTY,
    columnsMenu,
    layout,
  };
  return <DataTable {...props} />;
};

const meta = {
  title: 'Datos/DataTable',
  component: TableDemo,
  args: {
    pageSize: 5,
    editable: true,
    loading: false,
    error: '',
    empty: false,
    columnsMenu: false,
    layout: 'table',
  },
  argTypes: {
    pageSize: { control: { type: 'number', min: 1, max: 50 } },
    error: { control: 'text' },
    layout: { control: 'inline-radio', options: ['auto', 'table', 'cards'] },
  },
} satisfies Meta<typeof TableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Requerimientos' });
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    const firstCell = (column: number) => {
      const [, firstRow] = within(table).getAllByRole('row');
      return firstRow ? within(firstRow).getAllByRole('cell')[column]?.textContent : undefined;
    };

    await expect(header('Marca')).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header('Marca')).getByRole('button'));
    await expect(header('Marca')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Marca').querySelector('[data-sort-indicator]')).toHaveTextContent('▲');
    await expect(firstCell(1)).toBe('Bodega Sur');

    await userEvent.click(within(header('Marca')).getByRole('button'));
    await expect(header('Marca')).toHaveAttribute('aria-sort', 'descending');
    await expect(header('Marca').querySelector('[data-sort-indicator]')).toHaveTextContent('▼');
    await expect(firstCell(1)).toBe('zapatería Luna');

    // A new column starts ascending and the previous one is no longer sorted.
    await userEvent.click(within(header('Núm.')).getByRole('button'));
    await expect(header('Núm.')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Marca')).toHaveAttribute('aria-sort', 'none');
    await expect(firstCell(2)).toBe('1');

    await expect(canvas.getByText('Total registros: 12')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Página 2' }));
    await expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(firstCell(2)).toBe('6');

    const status = canvas.getByRole('combobox', { name: 'Estado: Blog 6' });
    await userEvent.selectOptions(status, 'Finalizado');
    await expect(canvas.getByRole('combobox', { name: 'Estado: Blog 6' })).toHaveValue('Finalizado');

    // Back to the first page, still sorted by number (the screenshot shows this state).
    await userEvent.click(canvas.getByRole('button', { name: 'Página 1' }));
    await expect(firstCell(2)).toBe('1');
  },
};

/** Loading, error, empty, and read-only cells (no permission to edit). */
export const Estados: Story = {
  render: (args) => (
    <Stack gap="8">
      <TableDemo {...args} loading />
      <TableDemo {...args} error={Messages.requirements.load} />
      <TableDemo {...args} empty />
      <TableDemo {...args} editable={false} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cargando…')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(Messages.requirements.load);
    await expect(canvas.getByText(EMPTY)).toBeInTheDocument();
    // The empty list says what to do next, outside its status message.
    await expect(canvas.getByText(UiTexts.table.emptyHint)).toBeInTheDocument();
    const tables = canvas.getAllByRole('table');
    await expect(tables[0]).toHaveAttribute('aria-busy', 'true');
    // The count and page buttons wait for the rows; the empty table still counts zero.
    await expect(canvas.getAllByTestId('table-total').map((t) => t.textContent)).toEqual([
      'Total registros: 0',
      'Total registros: 12',
    ]);
    const readOnly = tables[3] as HTMLElement;
    await expect(within(readOnly).queryAllByRole('combobox')).toHaveLength(0);
    // Read-only statuses are pills of their colour; nobody assigned reads 'Por asignar'.
    await expect(readOnly.querySelector('[data-status="En diseño"]')).toHaveTextContent('En diseño');
    await expect(within(readOnly).getAllByText(UNASSIGNED).length).toBeGreaterThan(0);
  },
};

/** Editable statuses are selects drawn as the pill of their status; the assignee shows initials. */
export const PildorasEditables: Story = {
  args: { pageSize: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('combobox', { name: 'Estado: Carrusel 1' });
    await expect(status.closest('[data-status]')).toHaveAttribute('data-status', 'Pendiente');
    await userEvent.selectOptions(status, 'En diseño');
    await expect(canvas.getByRole('combobox', { name: 'Estado: Carrusel 1' }).closest('[data-status]')).toHaveAttribute(
      'data-status',
      'En diseño',
    );
    const assignee = canvas.getByRole('combobox', { name: 'Asignado a: Video 2' });
    await expect(assignee.closest('tr')?.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'VR');
  },
};

/** The Columnas menu hides a column's header and cells, and the table remembers it. */
export const ColumnasOcultas: Story = {
  args: { columnsMenu: true, label: 'Requerimientos de ejemplo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.localStorage.removeItem(columnsStorageKey('Requerimientos de ejemplo'));
    const table = canvas.getByRole('table', { name: 'Requerimientos de ejemplo' });
    await userEvent.click(canvas.getByRole('button', { name: /^Columnas/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: labels.createdBy }));
    await expect(within(table).queryByRole('columnheader', { name: new RegExp(`^${labels.createdBy}`) })).toBeNull();
    await expect(window.localStorage.getItem(columnsStorageKey('Requerimientos de ejemplo'))).toBe('["createdBy"]');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Phones: each row is a card with the title on top and label: value pairs. */
export const Tarjetas: Story = {
  args: { layout: 'cards', pageSize: 3 },
  render: (args) => (
    <Box maxW="390px">
      <TableDemo {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: UiTexts.table.cards('Requerimientos') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getAllByText(labels.brand)).toHaveLength(3);
    await expect(canvas.queryByRole('table')).toBeNull();
    // No headers to click on a phone: the cards sort from a select.
    await expect(canvas.getByRole('combobox', { name: UiTexts.table.sortCards })).toBeInTheDocument();
  },
};

/** Phones while loading, and with nothing to show. */
export const TarjetasEstados: Story = {
  args: { layout: 'cards' },
  render: (args) => (
    <Stack gap="6" maxW="390px">
      <TableDemo {...args} loading />
      <TableDemo {...args} empty />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(UiTexts.table.loading)).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: UiTexts.table.cards('Requerimientos') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText(EMPTY)).toBeInTheDocument();
  },
};
