import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EstudioProvider } from '../../theme/provider.js';
import { UiTexts } from '../../ui-texts.js';
import { columnsStorageKey } from './column-visibility.js';
import { DataTable } from './data-table.js';
import type { DataTableColumn, DataTableLayout } from './data-table.js';
import { nextSort, sortRows, type TableSort } from './table-sort.js';

interface Row {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly city: string;
}

const ROWS: readonly Row[] = [
  { id: '1', name: 'Ana Pérez', email: 'ana.perez.con.un.correo.largo@estudio.test', city: 'Bogotá' },
  { id: '2', name: 'Luis Gómez', email: 'luis@estudio.test', city: 'Quito' },
];

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Nombre', cell: (row) => row.name },
  { key: 'email', header: 'Correo', cell: (row) => row.email, maxWidth: '8rem' },
  { key: 'city', header: 'Ciudad', cell: (row) => row.city },
];

const LABEL = 'Personas';

const show = (layout: DataTableLayout, rows: readonly Row[] = ROWS) =>
  render(
    <EstudioProvider>
      <DataTable
        label={LABEL}
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        layout={layout}
        columnsMenu
        emptyMessage="No hay personas para mostrar."
        emptyHint="Agrega una persona."
      />
    </EstudioProvider>,
  );

/** The table's rows as {header: value}. */
const tableRecords = (): Record<string, string>[] => {
  const table = screen.getByRole('table', { name: LABEL });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[▲▼↕]/g, '') ?? '');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      Object.fromEntries(
        within(row)
          .getAllByRole('cell')
          .map((cell, i) => [headers[i], cell.textContent ?? '']),
      ),
    );
};

/** The cards as {label: value}, the title under the first column's header. */
const cardRecords = (): Record<string, string>[] =>
  within(screen.getByRole('list', { name: UiTexts.table.cards(LABEL) }))
    .getAllByRole('listitem')
    .map((card) => {
      const labels = [...card.querySelectorAll('dt')].map((dt) => dt.textContent ?? '');
      const values = [...card.querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
      const title = card.firstElementChild?.textContent ?? '';
      return { [COLUMNS[0]!.header]: title, ...Object.fromEntries(labels.map((label, i) => [label, values[i] ?? ''])) };
    });

beforeEach(() => window.localStorage.clear());

describe('DataTable layouts', () => {
  it('shows the same rows as cards as in the table, title first, with no table on a phone', () => {
    const { unmount } = show('table');
    const inTable = tableRecords();
    unmount();
    show('cards');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cardRecords()).toEqual(inTable);
    expect(inTable).toEqual(ROWS.map((row) => ({ Nombre: row.name, Correo: row.email, Ciudad: row.city })));
  });

  it('cuts a long cell at its max width and keeps the whole text in its tooltip', () => {
    show('table');
    const cell = screen.getByText(ROWS[0]!.email);
    expect(cell.getAttribute('title')).toBe(ROWS[0]!.email);
  });

  it('hides a column from the Columnas menu, header and cells, and remembers it for the table', async () => {
    const user = userEvent.setup();
    const { unmount } = show('table');
    await user.click(screen.getByRole('button', { name: new RegExp(`^${UiTexts.table.columns}`) }));
    // The first column is never offered.
    expect(screen.queryByRole('checkbox', { name: 'Nombre' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Correo' }));
    expect(screen.queryByRole('columnheader', { name: /^Correo/ })).toBeNull();
    expect(screen.queryByText(ROWS[1]!.email)).toBeNull();
    expect(tableRecords()[0]).toEqual({ Nombre: 'Ana Pérez', Ciudad: 'Bogotá' });
    expect(window.localStorage.getItem(columnsStorageKey(LABEL))).toBe('["email"]');

    unmount();
    show('cards');
    expect(cardRecords()[1]).toEqual({ Nombre: 'Luis Gómez', Ciudad: 'Quito' });
  });

  it('says what to do next under the empty message, in both layouts', () => {
    const { unmount } = show('table', []);
    expect(within(screen.getByRole('table')).getByRole('status').textContent).toBe('No hay personas para mostrar.');
    expect(screen.getByText('Agrega una persona.')).toBeTruthy();
    unmount();
    show('cards', []);
    expect(screen.getByRole('status').textContent).toBe('No hay personas para mostrar.');
    expect(screen.getByText('Agrega una persona.')).toBeTruthy();
  });

  it('sorts the cards from a select and flips the direction from a button, as the headers do in the table', async () => {
    const user = userEvent.setup();
    const people: readonly Row[] = [
      ...ROWS,
      { id: '3', name: 'Marta Ruiz', email: 'marta@estudio.test', city: 'Cali' },
    ];
    const Sorted = () => {
      const [sort, setSort] = useState<TableSort | null>(null);
      return (
        <EstudioProvider>
          <DataTable
            label={LABEL}
            columns={COLUMNS}
            rows={sortRows(people, sort, (row, column) => row[column as keyof Row])}
            rowKey={(row) => row.id}
            layout="cards"
            sort={sort}
            onSortChange={(column) => setSort((current) => nextSort(current, column))}
          />
        </EstudioProvider>
      );
    };
    render(<Sorted />);
    const cities = () => cardRecords().map((card) => card['Ciudad']);
    const select = screen.getByRole('combobox', { name: UiTexts.table.sortCards });
    expect((select as HTMLSelectElement).value).toBe('');
    expect(cities()).toEqual(['Bogotá', 'Quito', 'Cali']);

    await user.selectOptions(select, 'Ciudad');
    expect(cities()).toEqual(['Bogotá', 'Cali', 'Quito']);
    // The unsorted choice goes once a column is chosen.
    expect(screen.queryByRole('option', { name: UiTexts.table.unsorted })).toBeNull();

    await user.click(screen.getByRole('button', { name: new RegExp(UiTexts.table.direction('asc')) }));
    expect(cities()).toEqual(['Quito', 'Cali', 'Bogotá']);
    expect(screen.getByRole('button', { name: new RegExp(UiTexts.table.direction('desc')) })).toBeTruthy();
  });

  it('offers no sort on the cards of a list that cannot be sorted', () => {
    show('cards');
    expect(screen.queryByRole('combobox', { name: UiTexts.table.sortCards })).toBeNull();
  });
});
