// Shared by the brand settings screen's tests (/adminbrands): the demo brands' names, opening
// the screen, reading its table, and opening a brand's manage-users panel.
import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { AdminBrandsTexts } from './admin-brands-texts.js';

export const CAFE = 'Café Cumbre Andina';
export const TEXTILES = 'Textiles Quetzal';
export const CLINICA = 'Clínica Dental Sonrisa Austral';
export const PANADERIA = 'Panadería La Espiga';
export const RUTA = 'Ruta Verde Ecoturismo';

export const brandsTable = () => screen.findByRole('table', { name: ScreenTitles.adminBrands });

/** The brand names of the table, in order, once it has loaded. */
export const brandNames = async (): Promise<string[]> => {
  const table = await brandsTable();
  await waitFor(() => expect(within(table).queryByRole('status')).toBeNull());
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
};

/** The row of a brand (or candidate) in a table, by a cell's text. */
export const rowOf = (table: HTMLElement, cellText: string): HTMLElement => {
  const row = within(table).getByText(cellText).closest('tr');
  if (row === null) throw new Error(`No row for ${cellText}`);
  return row;
};

export const open = async (as: string, adapters: MemoryAdapters = createDemoMemoryAdapters(TEST_NOW)) => {
  const rendered = await renderApp({ path: '/adminbrands', as, adapters });
  await brandNames();
  return rendered;
};

export const openPanel = async (brandName: string) => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `${AdminBrandsTexts.manageUsers} ${brandName}` }));
  const panel = await screen.findByRole('region', { name: AdminBrandsTexts.manageUsersTitle(brandName) });
  const table = within(panel).getByRole('table', { name: AdminBrandsTexts.candidatesTable });
  await waitFor(() => expect(within(table).queryByRole('status')).toBeNull());
  return { user, panel, table };
};
