// Shared by the screen tests of both requirement lists: reading the table the way a user
// sees it, and arranging the demo dataset (more requirements, a role without a code).
import type { MemoryAdapters } from '@estudio/adapters';
import type { NewRequirement, Requirement } from '@estudio/domain/requirements';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The list's table once its rows are loaded. */
export const loadedTable = async (title: string): Promise<HTMLElement> => {
  const table = await screen.findByRole('table', { name: title });
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBeNull());
  return table;
};

export const bodyRows = (table: HTMLElement): HTMLElement[] => within(table).getAllByRole('row').slice(1);

/** What a cell shows: a select's chosen option, or its text. */
const shownIn = (cell: HTMLElement): string => {
  const select = cell.querySelector('select');
  // selectedIndex, not selectedOptions: jsdom's selectedOptions can go stale when a row moves.
  return select === null ? (cell.textContent ?? '') : (select.options[select.selectedIndex]?.textContent ?? '');
};

export const columnValues = (table: HTMLElement, header: string): string[] => {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.indexOf(within(table).getByRole('columnheader', { name: header }));
  return bodyRows(table).map((row) => {
    const cell = within(row).getAllByRole('cell')[index];
    if (cell === undefined) throw new Error(`No ${header} cell in a row`);
    return shownIn(cell);
  });
};

/** The row of a requirement: titles repeat across brands, so by title and brand. */
export const rowOf = (table: HTMLElement, requirement: Pick<Requirement, 'title' | 'brand'>): HTMLElement | undefined =>
  bodyRows(table).find((row) => {
    const [title, brand] = within(row).getAllByRole('cell');
    return title?.textContent === requirement.title && brand?.textContent === requirement.brand;
  });

/** Whether the requirement is on the page the table shows. */
/** The columns a row offers selects for: each select's label reads "Column: title (brand)". */
export const selectColumnsOf = (row: HTMLElement): (string | undefined)[] =>
  within(row)
    .getAllByRole('combobox')
    .map((c) => c.getAttribute('aria-label')?.split(':')[0]);

export const isShown = (table: HTMLElement, requirement: Pick<Requirement, 'title' | 'brand'>): boolean =>
  rowOf(table, requirement) !== undefined;

/** Enters a text filter in one go (a paste: one change instead of one per key, same result). */
export const enterFilter = async (user: UserEvent, label: string, text: string): Promise<void> => {
  await user.click(screen.getByRole('searchbox', { name: label }));
  await user.paste(text);
};

/** The table's 'Total registros: N' line. */
export const totalText = (): string => screen.getByTestId('table-total').textContent ?? '';

/** Every requirement of the given brands (all brands when omitted), as stored. */
export const storedRequirements = async (
  adapters: MemoryAdapters,
  brandIds?: readonly string[],
): Promise<Requirement[]> => {
  const ids = brandIds ?? (await adapters.brands.list()).map((brand) => brand.id);
  return (await Promise.all(ids.map((id) => adapters.requirements.list(id)))).flat();
};

/** The brands whose allowedUsers hold the e-mail: all a designer or content manager may see. */
export const brandIdsAssignedTo = async (adapters: MemoryAdapters, email: string): Promise<string[]> =>
  (await adapters.brands.list()).filter((brand) => (brand.allowedUsers ?? []).includes(email)).map((brand) => brand.id);

/** Adds `count` Pendiente carousels to a brand, numbered after its last one. */
export const addRequirements = async (
  adapters: MemoryAdapters,
  brandId: string,
  count: number,
  fields: Partial<NewRequirement> = {},
): Promise<Requirement[]> => {
  const brand = await adapters.brands.get(brandId);
  if (brand === null) throw new Error(`No brand ${brandId}`);
  const start = (await adapters.requirements.count(brandId)) + 1;
  return adapters.requirements.createMany(
    brandId,
    Array.from({ length: count }, (_, i) => ({
      brandId,
      title: `Carrusel ${start + i} - T${(i % 6) + 1}`,
      brand: brand.brandName,
      number: start + i,
      createdBy: brand.ownerEmail ?? '',
      createdAt: new Date(Date.UTC(2026, 10, 1, 9, i)),
      ...fields,
    })),
  );
};

export { withoutCode } from '../../test/roles.js';

/** A promise the test settles by hand, to look at the screen while a save is under way. */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
