// Steps the administration journeys share (administration-*.spec.ts): a screen opened from
// the main menu, and a table's row by the text it holds.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

export const openFromMenu = async (page: Page, label: string, path: RegExp) => {
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await expect(page).toHaveURL(path);
};

export const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });
