// Shared by the roles screen's tests (/roles): opening it as the superadministrator once its five
// demo roles are listed, and reading the names in its table.
import { createDemoMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { TEST_NOW, renderApp } from '../../test/render-app.js';
import { RolesTexts } from './roles-texts.js';
import { PERMISSION_OPTIONS } from './permission-labels.js';

export const rolesTable = () => screen.getByRole('table', { name: RolesTexts.table });
export const names = () =>
  within(rolesTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

export const open = async (adapters: MemoryAdapters = createDemoMemoryAdapters(TEST_NOW)) => {
  const rendered = await renderApp({ path: '/roles', as: 'Superadministrador', adapters });
  await waitFor(() => expect(names()).toHaveLength(6));
  return { ...rendered, user: userEvent.setup() };
};

/** How the screen names a permission code: its option in the select, its text on the trigger. */
export const optionOf = (code: string): string => {
  const option = PERMISSION_OPTIONS.find((candidate) => candidate.value === code);
  if (option === undefined) throw new Error(`No option for ${code}`);
  return option.label;
};
export const shownCodes = (...codes: string[]): string => codes.map(optionOf).join(', ');
